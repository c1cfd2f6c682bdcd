// Tiny local HTTP receiver for tests: answers `failFirst` requests with 503,
// then checks Basic credentials (401 when wrong) and answers 200.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  authorization?: string;
  contentType?: string;
  body: unknown;
  status: number;
}

/** Listens on a free port chosen by the system unless `port` is given: tests never assume one. */
export async function startReceiver(
  opts: { port?: number; failFirst?: number; user?: string; password?: string } = {},
) {
  const received: Received[] = [];
  let failuresLeft = opts.failFirst ?? 0;
  const expected =
    opts.user !== undefined
      ? `Basic ${Buffer.from(`${opts.user}:${opts.password ?? ""}`).toString("base64")}`
      : undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let status = 200;
      if (failuresLeft > 0) {
        failuresLeft--;
        status = 503;
      } else if (expected !== undefined && req.headers.authorization !== expected) status = 401;
      received.push({
        path: req.url ?? "/",
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
        status,
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Resolves once `n` requests answered 200 (or rejects after timeoutMs). */
    waitForOk(n: number, timeoutMs = 5000): Promise<Received[]> {
      const started = Date.now();
      return new Promise((resolve, reject) => {
        const tick = () => {
          const ok = received.filter((r) => r.status === 200);
          if (ok.length >= n) return resolve(ok);
          if (Date.now() - started > timeoutMs)
            return reject(new Error(`only ${ok.length}/${n} deliveries succeeded`));
          setTimeout(tick, 20);
        };
        tick();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
