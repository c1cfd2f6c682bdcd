// A thin HTTP front for the web app that writes ONE access-log line per request (issue 12 item 21):
// method, path (no query string: it can carry emails or tokens), status, duration. Next's own request
// log exists only in dev. Bodies and upgrades (dev HMR websockets) are piped through untouched.
// x-forwarded-for is set to the socket's address, replacing what a client sent, so the sign-in
// throttle's "source" cannot be chosen by the client.
import http from "node:http";
import net from "node:net";

export function accessLine(method: string, url: string, status: number, ms: number): string {
  const path = url.split("?")[0] ?? url;
  return `${method} ${path} ${status} ${Math.round(ms)}ms`;
}

/** A free local port for the app behind the front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

// Next fetches its own assets and HMR pings: one line each would drown the log.
const QUIET = /^\/(_next\/|__nextjs)/;

export function startAccessLogProxy(opts: { host: string; port: number; targetPort: number; log: (line: string) => void }): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" };
    const upstream = http.request({ host: "127.0.0.1", port: opts.targetPort, method: req.method, path: req.url, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.rawHeaders);
      up.pipe(res);
    });
    upstream.on("error", () => {
      if (res.destroyed) return; // the client left first (below)
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("The web app is not answering yet.");
    });
    res.on("close", () => {
      // The client left before the answer ended (a closed tab's event stream): end the app's side
      // too, or the app keeps that stream — its subscription, its heartbeat — for a reader long gone.
      if (!res.writableFinished) upstream.destroy();
      if (!QUIET.test(req.url ?? "")) opts.log(accessLine(req.method ?? "GET", req.url ?? "/", res.statusCode, performance.now() - started));
    });
    req.pipe(upstream);
  });
  server.on("upgrade", (req, socket, head) => {
    const up = net.connect(opts.targetPort, "127.0.0.1", () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`, ...Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${k}: ${x}`))];
      up.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    up.on("error", () => socket.destroy());
    socket.on("error", () => up.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}
