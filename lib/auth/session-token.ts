// The claims of a request's session cookie, decrypted once per token and process, not once per request.
// A session token is an encrypted JWT (Auth.js: an HKDF key derivation and an AES decryption through
// WebCrypto, each an async job): 11 % of the CPU of a form page and of the minimal signed-in route
// under load (bench/README.md "The shared shell"), paid twice a page view (proxy.ts, then the render).
// A token never changes, so what it decrypted to is kept, keyed by the secret, the cookie name and the
// token itself; its expiry is checked again on every read, exactly as the decryption checks it (15 s
// of tolerance). Only tokens that decrypted with the secret are kept; revocation does not depend on
// this (a deleted user or a password change is checked in the database: lib/auth/session-user.ts).
import { createHash } from "node:crypto";
import { getToken, type JWT } from "next-auth/jwt";

const MAX_ENTRIES = 10_000;
const CLOCK_TOLERANCE_S = 15;
const store = globalThis as unknown as { milepostSessionTokens?: Map<string, JWT> };
const cache = () => (store.milepostSessionTokens ??= new Map());

/** Auth.js's cookie name for the session (the salt of its key), as lib/auth/auth.ts sets it up. */
const cookieName = (secure: boolean) => `${secure ? "__Secure-" : ""}authjs.session-token`;

const expired = (claims: JWT, nowMs: number) =>
  typeof claims.exp === "number" && claims.exp + CLOCK_TOLERANCE_S < nowMs / 1000;

/** The session's claims from a Cookie header, or null (no cookie, not ours, tampered, expired). */
export async function readSessionToken(
  cookieHeader: string | null,
  secret: string,
  secureCookie: boolean,
  nowMs = Date.now(),
): Promise<JWT | null> {
  if (!cookieHeader || !secret) return null;
  const req = { headers: { cookie: cookieHeader } };
  // `raw` reassembles a chunked cookie without decrypting it.
  const raw = await getToken({ req, secret, secureCookie, raw: true });
  if (!raw) return null;
  const key = createHash("sha256")
    .update(secret)
    .update("\0")
    .update(cookieName(secureCookie))
    .update("\0")
    .update(raw)
    .digest("base64url");
  const map = cache();
  const known = map.get(key);
  if (known) {
    if (!expired(known, nowMs)) return known;
    map.delete(key);
    return null;
  }
  const claims = await getToken({ req, secret, secureCookie });
  if (!claims) return null;
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!); // the oldest first
  map.set(key, claims);
  return claims;
}
