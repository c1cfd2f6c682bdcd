// Read a request body once, refusing more than `limit` bytes without buffering the excess.
export class BodyTooLargeError extends Error {}

export async function readCappedBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return "";
  if (Number.isFinite(declared)) {
    // Declared and within the limit: HTTP framing stops the body at that length, so read it in one
    // go (cheaper than the chunk loop below); the check after is a guard for in-process Requests.
    const text = await request.text();
    if (text.length > limit || Buffer.byteLength(text) > limit) throw new BodyTooLargeError();
    return text;
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
