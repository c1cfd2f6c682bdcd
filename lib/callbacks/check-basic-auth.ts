// HTTP Basic check for service callbacks, in constant time (hash both sides so lengths never leak).
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (s: string) => createHash("sha256").update(s).digest();

const expected = new Map<string, Buffer>(); // per configured pair: computed once, not per callback

export function checkBasicAuth(header: string | null, user: string, password: string): boolean {
  if (!user || !password) return false; // fail closed when unconfigured
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  const given = match ? Buffer.from(match[1]!, "base64").toString("utf8") : "";
  const pair = `${user}:${password}`;
  let want = expected.get(pair);
  if (!want) expected.set(pair, (want = digest(pair)));
  return timingSafeEqual(digest(given), want);
}
