// Confirming an added sender address by a link sent to it (issue 34 item 2: "when outgoing mail
// exists, adding an address is confirmed by a link sent to it"). The link carries a signed token
// (lib/crypto signToken, its own purpose) naming the user, the address and when it was issued; it is
// good for CONFIRM_HOURS and only for the signed-in user it was made for. Following it opens a page
// with a Confirm button (a mail scanner that fetches links confirms nothing).
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { wakeSender } from "@/lib/notifications/create-notification";
import { newMessageId } from "@/lib/notifications/notice-links";
import { signToken, verifyToken } from "@/lib/crypto/signed-token";

const PURPOSE = "sender-address-confirmation";
export const CONFIRM_HOURS = 48;

export function confirmationToken(userId: string, address: string, issuedAt: Date): string {
  return signToken(
    PURPOSE,
    Buffer.from(JSON.stringify([userId, address, issuedAt.getTime()])).toString("base64url"),
  );
}

/** The user and address a token was made for, or why not. */
export function readConfirmationToken(
  token: string,
  now = new Date(),
): { userId: string; address: string } | "invalid" | "expired" {
  const payload = verifyToken(PURPOSE, token);
  if (!payload) return "invalid";
  try {
    const [userId, address, issued] = JSON.parse(Buffer.from(payload, "base64url").toString()) as [
      unknown,
      unknown,
      unknown,
    ];
    if (typeof userId !== "string" || typeof address !== "string" || typeof issued !== "number")
      return "invalid";
    return now.getTime() - issued > CONFIRM_HOURS * 3_600_000 ? "expired" : { userId, address };
  } catch {
    return "invalid";
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Queue the email with the link (the outbox sends it; without a relay it waits there, said on /notifications). */
export async function sendConfirmationEmail(
  userId: string,
  address: string,
  now = new Date(),
): Promise<void> {
  const link = `${env().APP_URL.replace(/\/+$/, "")}/settings/confirm-address?token=${confirmationToken(userId, address, now)}`;
  const subject = "Confirm this address for Milepost";
  const text = `Someone signed in to Milepost asked to read booking emails forwarded from ${address}.\n\nIf that was you, confirm it here (the link works for ${CONFIRM_HOURS} hours):\n${link}\n\nIf it was not, ignore this email: nothing forwarded from this address will be read.\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:16px"><p>Someone signed in to Milepost asked to read booking emails forwarded from <strong>${escapeHtml(address)}</strong>.</p><p><a href="${escapeHtml(link)}">Confirm this address</a> (the link works for ${CONFIRM_HOURS} hours).</p><p style="color:#666">If it was not you, ignore this email: nothing forwarded from this address will be read.</p></body></html>`;
  await db.outboxEmail.create({
    data: {
      userId,
      kind: "address-confirmation",
      dedupeKey: `confirm:${address}:${now.getTime()}`,
      toAddress: address,
      subject,
      text,
      html,
      messageId: newMessageId(),
      sendAfter: now,
    },
    select: { id: true },
  });
  await wakeSender(now, now);
}

/** Confirms the address named by `token` for `userId` (the signed-in user). */
export async function confirmSenderAddress(
  userId: string,
  token: string,
  now = new Date(),
): Promise<{ address: string } | { error: string }> {
  const read = readConfirmationToken(token, now);
  if (read === "invalid") return { error: "This confirmation link is not valid." };
  if (read === "expired")
    return {
      error: `This confirmation link is more than ${CONFIRM_HOURS} hours old. Add the address again in Settings to get a new one.`,
    };
  if (read.userId !== userId)
    return {
      error:
        "This confirmation link was made for another Milepost account. Sign in with that account to confirm it.",
    };
  const updated = await db.senderAddress.updateMany({
    where: { userId, address: read.address },
    data: { confirmedAt: now },
  });
  if (updated.count === 0)
    return { error: "That address is no longer among your addresses. Add it again in Settings." };
  return { address: read.address };
}
