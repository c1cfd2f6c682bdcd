// Short tokens that carry their own proof of origin: `<payload>.<HMAC-SHA256 of purpose:payload>`
// under the secrets key, base64url. A token made for one purpose never verifies for another, and a
// forged or altered one is refused before anything is looked up.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { secretsKey } from "@/lib/crypto/secrets-key";

const mac = (purpose: string, payload: string, key: Buffer) =>
  createHmac("sha256", key).update(`${purpose}:${payload}`).digest("base64url");

export function signToken(purpose: string, payload: string, key: Buffer = secretsKey()): string {
  return `${payload}.${mac(purpose, payload, key)}`;
}

/** The payload when the signature is right, else null. */
export function verifyToken(purpose: string, token: string, key: Buffer = secretsKey()): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const want = Buffer.from(mac(purpose, payload, key));
  return given.length === want.length && timingSafeEqual(given, want) ? payload : null;
}
