// The return from the hosted sign-in (GET redirectUrl?nonce=…&state=…&mailboxId=… | errorCode=…).
// The nonce must match the cookie of the browser that started it, belong to the signed-in user, be
// unused and younger than an hour; it is spent atomically (a replay finds it used). Then the mailbox
// is read from the service by the user's tag — never trusted from the query string alone.
import "server-only";
import { db } from "@/lib/db";
import { userRegion } from "@/lib/inbox/email-settings";
import { listMailboxesByTags } from "@/lib/services/email/mailbox-client";
import { hashNonce, type NonceRefusal, nonceMatchesCookie, refuseAttempt } from "./auth-nonce";
import { mailboxTagFor } from "./mailbox-tag";
import { saveServiceMailbox } from "./save-service-mailbox";

export type AuthReturn =
  | { ok: true; login: string }
  | { ok: false; reason: NonceRefusal | "denied" | "service-error" | "not-found"; errorCode?: string };

export async function finishMailboxAuth(
  userId: string,
  query: URLSearchParams,
  cookieNonce: string | undefined,
  now = new Date(),
): Promise<AuthReturn> {
  const nonce = query.get("nonce");
  if (!nonce || !nonceMatchesCookie(nonce, cookieNonce)) return { ok: false, reason: "missing" };
  const nonceHash = hashNonce(nonce);
  const attempt = await db.mailboxAuthAttempt.findUnique({
    where: { nonceHash },
    select: { userId: true, expiresAt: true, usedAt: true },
  });
  const refusal = refuseAttempt(attempt, userId, now);
  if (refusal) return { ok: false, reason: refusal };
  // Spend it: only one request can flip usedAt from null.
  const spent = await db.mailboxAuthAttempt.updateMany({
    where: { nonceHash, userId, usedAt: null },
    data: { usedAt: now },
  });
  if (spent.count !== 1) return { ok: false, reason: "used" };

  if (query.get("state") !== "success") {
    const errorCode = query.get("errorCode") ?? "unknown";
    // The real scanner's docs: do not show its error values to end users; we map them to our words.
    return {
      ok: false,
      reason: errorCode === "access_denied" || errorCode === "denied" ? "denied" : "service-error",
      errorCode,
    };
  }
  const mailboxId = query.get("mailboxId");
  const tag = mailboxTagFor(userId);
  const region = await userRegion(userId);
  const mailbox = mailboxId
    ? (await listMailboxesByTags(region, [tag])).find((m) => m.id === mailboxId)
    : undefined;
  if (!mailbox) return { ok: false, reason: "not-found" };
  await saveServiceMailbox(userId, tag, region, mailbox);
  return { ok: true, login: mailbox.login };
}
