// A callback receiver for the service tests: any free port, checks Basic
// credentials (401 when wrong), records every body, and waits on conditions.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCallback {
  status: number;
  body: Record<string, unknown>;
}

export async function startCallbackReceiver(user: string, password: string) {
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
  const received: ReceivedCallback[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const status = req.headers.authorization === expected ? 200 : 401;
      received.push({
        status,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>,
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/callbacks/email`,
    received,
    accepted: (requestId: string) =>
      received.filter((r) => r.status === 200 && r.body.requestId === requestId).map((r) => r.body),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Polls `probe` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
  what = "condition",
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}
