// The scale-out scenario's load balancer: one local port in front of several web servers, taking
// them in turn (round robin). Like a production front (nginx `proxy_next_upstream error`), a request
// whose connection is refused — the server is dead, the request never reached it — goes to the next
// server; a connection that breaks after the request was sent is answered 502 and the sender
// retries (a callback service does). Request bodies are small callbacks: read whole, then forwarded,
// so a refused one can be sent again. Counts every answer by server and status.
import http from "node:http";

export interface Front {
  url: string;
  /** Answers by server port, then by status ("502" = the front's own, the server broke mid-request). */
  answers: Map<number, Record<string, number>>;
  close(): Promise<void>;
}

export async function startFront(port: number, upstreams: number[]): Promise<Front> {
  const answers = new Map<number, Record<string, number>>(upstreams.map((p) => [p, {}]));
  const count = (upstream: number, status: number) => {
    const byStatus = answers.get(upstream)!;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  };
  let turn = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => forward(Buffer.concat(chunks), turn++ % upstreams.length, 0));
    function forward(body: Buffer, index: number, tried: number) {
      const upstream = upstreams[index]!;
      const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" };
      const up = http.request(
        { host: "127.0.0.1", port: upstream, method: req.method, path: req.url, headers },
        (answer) => {
          count(upstream, answer.statusCode ?? 502);
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      up.on("error", (error: NodeJS.ErrnoException) => {
        if (res.destroyed) return;
        if (error.code === "ECONNREFUSED" && tried + 1 < upstreams.length)
          return forward(body, (index + 1) % upstreams.length, tried + 1);
        count(upstream, 502);
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end("The web server broke off.");
      });
      res.on("close", () => {
        if (!res.writableFinished) up.destroy();
      });
      up.end(body);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
