// Child of bench/live-streams.ts: a web server process holding event streams made by the app's own
// code (lib/live/open-event-stream.ts, one LISTEN connection for the process), over plain node:http.
// GET /events?u=<userId> is a stream; GET /memory answers this process's memory after a GC.
import http from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import { eventStreamHeaders, openEventStream } from "@/lib/live/open-event-stream";

const gc = (globalThis as { gc?: () => void }).gc;

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/memory") {
    gc?.();
    const m = process.memoryUsage();
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external }));
    return;
  }
  const abort = new AbortController();
  res.on("close", () => abort.abort());
  res.writeHead(200, eventStreamHeaders() as http.OutgoingHttpHeaders);
  Readable.fromWeb(openEventStream(url.searchParams.get("u") ?? "", abort.signal) as WebStream).pipe(res);
});
server.keepAliveTimeout = 0;
server.listen(0, "127.0.0.1", () =>
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`),
);
