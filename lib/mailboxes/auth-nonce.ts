// Pure parts of the hosted sign-in's one-time nonce (issue 15 item 5). The nonce rides in
// redirectUrl and in an httpOnly cookie; only its SHA-256 is stored, with the user and an expiry of
// one hour (spec 3: the start-auth code is valid one hour, so a later return cannot be genuine).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const AUTH_NONCE_TTL_MS = 60 * 60 * 1000;
export const AUTH_NONCE_COOKIE = "mp_mailbox_auth";

export const newNonce = () => randomBytes(32).toString("base64url");
export const hashNonce = (nonce: string) => createHash("sha256").update(nonce).digest("hex");

/** Same nonce in the URL and the cookie, compared in constant time. */
export function nonceMatchesCookie(
  fromUrl: string | null | undefined,
  fromCookie: string | null | undefined,
): boolean {
  if (!fromUrl || !fromCookie) return false;
  const a = Buffer.from(fromUrl);
  const b = Buffer.from(fromCookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type NonceRefusal = "missing" | "unknown" | "other-user" | "used" | "expired";

export interface StoredAttempt {
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Why a stored attempt cannot be used by `userId` now, or null when it can. */
export function refuseAttempt(attempt: StoredAttempt | null, userId: string, now: Date): NonceRefusal | null {
  if (!attempt) return "unknown";
  if (attempt.userId !== userId) return "other-user";
  if (attempt.usedAt) return "used";
  if (attempt.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

export const REFUSAL_WORDS: Record<NonceRefusal, string> = {
  missing: "This sign-in return did not come from a sign-in you started here, so nothing was connected.",
  unknown: "This sign-in link is not one Milepost issued, so nothing was connected.",
  "other-user": "This sign-in was started by another Milepost account, so nothing was connected.",
  used: "This sign-in link was already used. Each link works once; start again from the Inbox if the mailbox is not listed.",
  expired: "This sign-in link has expired (they last one hour). Start again from the Inbox.",
};
