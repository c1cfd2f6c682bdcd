// A thin HTTP front for the web app that writes ONE access-log line per request (issue 12 item 21):
// method, path (no query string: it can carry emails or tokens), status, duration. Next's own request
// log exists only in dev. Secret path segments (a calendar feed's token) are redacted by the declared
// list in secret-paths.ts (issue 34 item 3). Bodies and upgrades (dev HMR websockets) are piped through untouched.
// x-forwarded-for is set to the socket's address, replacing what a client sent, so the sign-in
// throttle's "source" cannot be chosen by the client.
import http from "node:http";
import net from "node:net";
import { redactPath } from "./secret-paths";

export function accessLine(method: string, url: string, status: number, ms: number): string {
  const path = redactPath(url.split("?")[0] ?? url);
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

// Until the app behind has answered once, a refused connection means it is still starting (issue 34
// item 12): a small page that says so and reloads itself, with 503 + Retry-After for scripts,
// instead of "502 Bad Gateway". Once the app has answered, a refusal is a real outage: 502.
const RETRY_SECONDS = 2;
export const STARTING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${RETRY_SECONDS}"><title>Milepost is starting…</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem"><h1>Starting…</h1><p>Milepost is starting. This page reloads by itself when it is ready, usually within a minute.</p></body></html>`;

function answerStarting(res: http.ServerResponse): void {
  res.writeHead(503, {
    "content-type": "text/html; charset=utf-8",
    "retry-after": String(RETRY_SECONDS),
    "cache-control": "no-store",
  });
  res.end(STARTING_PAGE);
}

export function startAccessLogProxy(opts: {
  host: string;
  port: number;
  targetPort: number;
  log: (line: string) => void;
}): Promise<http.Server> {
  let appHasAnswered = false;
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" };
    const upstream = http.request(
      { host: "127.0.0.1", port: opts.targetPort, method: req.method, path: req.url, headers },
      (up) => {
        appHasAnswered = true;
        res.writeHead(up.statusCode ?? 502, up.rawHeaders);
        up.pipe(res);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (res.destroyed) return; // the client left first (below)
      if (!appHasAnswered && error.code === "ECONNREFUSED" && !res.headersSent) return answerStarting(res);
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("The web app is not answering yet.");
    });
    res.on("close", () => {
      // The client left before the answer ended (a closed tab's event stream): end the app's side
      // too, or the app keeps that stream — its subscription, its heartbeat — for a reader long gone.
      if (!res.writableFinished) upstream.destroy();
      if (!QUIET.test(req.url ?? ""))
        opts.log(
          accessLine(req.method ?? "GET", req.url ?? "/", res.statusCode, performance.now() - started),
        );
    });
    req.pipe(upstream);
  });
  server.on("upgrade", (req, socket, head) => {
    const up = net.connect(opts.targetPort, "127.0.0.1", () => {
      const lines = [
        `${req.method} ${req.url} HTTP/${req.httpVersion}`,
        ...Object.entries(req.headers).flatMap(([k, v]) =>
          (Array.isArray(v) ? v : [v]).map((x) => `${k}: ${x}`),
        ),
      ];
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
