// The one-click unsubscribe link of an email (RFC 8058): its token names the user and the kind and
// carries an HMAC-SHA256 under the server's secrets key (with a purpose label, so no other signed
// value of the app verifies here), compared in constant time. It works without signing in and
// nobody can make one for another user or another kind. It is a credential in a URL path: the
// access log redacts it (scripts/launch/secret-paths.ts).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { secretsKey } from "@/lib/crypto/secrets-key";
import { isNotificationKind, type NotificationKind } from "@/lib/notifications/notification-kinds";

const PURPOSE = "notification-unsubscribe";

/** A kind's emails, or "digest": the daily digest (every kind the user chose to read there). */
export type UnsubscribeKind = NotificationKind | "digest";

const mac = (payload: string, key: Buffer) =>
  createHmac("sha256", key).update(`${PURPOSE}:${payload}`).digest("base64url");

export function unsubscribeToken(userId: string, kind: UnsubscribeKind, key: Buffer = secretsKey()): string {
  const payload = Buffer.from(`${userId}\n${kind}`).toString("base64url");
  return `${payload}.${mac(payload, key)}`;
}

/** The user and kind a token was made for, or null when it is forged, altered or malformed. */
export function readUnsubscribeToken(
  token: string,
  key: Buffer = secretsKey(),
): { userId: string; kind: UnsubscribeKind } | null {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return null;
  const want = Buffer.from(mac(payload, key));
  const got = Buffer.from(given);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  const [userId, kind, rest] = Buffer.from(payload, "base64url").toString().split("\n");
  if (!userId || !kind || rest !== undefined || !(kind === "digest" || isNotificationKind(kind))) return null;
  return { userId, kind };
}
