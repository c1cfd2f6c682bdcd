// HTTP Basic check for service callbacks, in constant time (hash both sides so lengths never leak).
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (s: string) => createHash("sha256").update(s).digest();

export function checkBasicAuth(header: string | null, user: string, password: string): boolean {
  if (!user || !password) return false; // fail closed when unconfigured
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  const given = match ? Buffer.from(match[1]!, "base64").toString("utf8") : "";
  return timingSafeEqual(digest(given), digest(`${user}:${password}`));
}
