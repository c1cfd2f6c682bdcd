// Small helpers for reading bodies and writing JSON with node:http.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SimResponse } from "./types";

export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function send(res: ServerResponse, r: SimResponse): void {
  const headers: Record<string, string> = { ...r.headers };
  let payload = "";
  if (r.body !== undefined) {
    if (typeof r.body === "string") {
      payload = r.body;
      headers["Content-Type"] ??= "text/plain; charset=utf-8";
    } else {
      payload = JSON.stringify(r.body);
      headers["Content-Type"] ??= "application/json";
    }
  }
  headers["Content-Length"] = String(Buffer.byteLength(payload));
  res.writeHead(r.status, headers);
  res.end(payload);
}

export const jsonError = (status: number, error: string, extra?: Record<string, unknown>): SimResponse => ({
  status,
  body: { error, ...extra },
});
