// The outbox sender (worker job sendOutboxEmails): claim → send → mark, one row at a time.
//
// What "sent exactly once" means here. SMTP has no idempotency key: a relay that answered 250 has
// the message, and a sender killed after that answer but before its mark commits cannot know it.
// So:
// - claim: one UPDATE … FOR UPDATE SKIP LOCKED takes a due row, sets state "sending", a lease
//   (LEASE_SECONDS) and attempts + 1. Two senders never hold the same row: the row is the lock.
// - send: with the row's fixed Message-ID and the List-Unsubscribe headers.
// - mark: "sent" only where state is still "sending" under OUR attempt number (a fence: a sender
//   whose lease ran out and whose row was claimed again cannot mark over the new claimant).
// - a sender killed before the relay's 250 (mid-connection, mid-DATA): the relay discards the
//   unfinished message; the lease runs out and the next run sends it — delivered once.
// - killed in the window between the 250 and the mark's commit (milliseconds): the message is sent
//   again with the SAME Message-ID. That is the at-least-once end of the trade-off, chosen over
//   at-most-once (never retrying a lost lease would drop a notice whenever a worker dies mid-
//   connection, which is far more likely than dying inside that window); receivers that
//   de-duplicate by Message-ID show one message.
// So each row is marked sent once and never sent by two senders at once; the wire sees one delivery
// except for a crash inside the 250 → commit window, where it sees the same message twice.
import "server-only";
import { db } from "@/lib/db";
import { KIND_INFO, isNotificationKind } from "@/lib/notifications/notification-kinds";
import { type MailTransport, mailFrom, mailTransport } from "@/lib/notifications/mail-transport";
import { unsubscribeUrl } from "@/lib/notifications/notice-links";
import { logger } from "@/lib/log/logger";
import { OutboxState } from "./outbox-state";

const log = logger("outbox");

export const LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 6;
/** Backoff after the n-th failed attempt: 1, 2, 4, 8, 16 minutes. */
export const retryDelaySeconds = (attempt: number) => Math.min(60 * 2 ** (attempt - 1), 3600);

interface Claimed {
  id: string;
  userId: string;
  kind: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attempts: number;
}

async function claimNext(): Promise<Claimed | null> {
  const rows = await db.$queryRaw<Claimed[]>`
    UPDATE "OutboxEmail" SET state = ${OutboxState.Sending}, "leaseUntil" = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
    WHERE id = (SELECT id FROM "OutboxEmail"
                WHERE (state = ${OutboxState.Pending} AND "sendAfter" <= now()) OR (state = ${OutboxState.Sending} AND "leaseUntil" < now())
                ORDER BY "sendAfter" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, "userId", kind, "toAddress", subject, text, html, "messageId", attempts`;
  return rows[0] ?? null;
}

/** 5xx answers are permanent (no such mailbox, refused): retrying will not help. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

async function sendOne(transport: MailTransport, row: Claimed): Promise<"sent" | "retry" | "failed"> {
  const unsubscribeKind = row.kind === "digest" || isNotificationKind(row.kind) ? row.kind : null;
  const unsubscribe = unsubscribeKind ? unsubscribeUrl(row.userId, unsubscribeKind) : null;
  try {
    await transport.sendMail({
      from: mailFrom(),
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      messageId: row.messageId,
      headers: {
        "X-Milepost-Kind": isNotificationKind(row.kind)
          ? KIND_INFO[row.kind].label
          : row.kind === "digest"
            ? "Daily digest"
            : "Address confirmation",
        // RFC 8058: a POST to this URL with "List-Unsubscribe=One-Click" unsubscribes, no sign-in.
        ...(unsubscribe
          ? { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
          : {}),
      },
    });
  } catch (error) {
    const message = (error as Error).message.slice(0, 300);
    const final = permanent(error) || row.attempts >= MAX_ATTEMPTS;
    await db.$executeRaw`
      UPDATE "OutboxEmail" SET state = ${final ? OutboxState.Failed : OutboxState.Pending}, "lastError" = ${message}, "leaseUntil" = NULL,
        "sendAfter" = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
      WHERE id = ${row.id} AND state = ${OutboxState.Sending} AND attempts = ${row.attempts}`;
    // The address is the user's; the log names the row only.
    log.error(
      `${row.id} attempt ${row.attempts} ${final ? "failed for good" : "will be retried"}: ${message}`,
    );
    return final ? "failed" : "retry";
  }
  await db.$executeRaw`
    UPDATE "OutboxEmail" SET state = ${OutboxState.Sent}, "sentAt" = now(), "leaseUntil" = NULL, "lastError" = NULL
    WHERE id = ${row.id} AND state = ${OutboxState.Sending} AND attempts = ${row.attempts}`;
  return "sent";
}

/** Send every due row (up to `limit`); nothing when no relay is configured. */
export async function sendDueEmails(limit = 100, transport: MailTransport | null = mailTransport()) {
  const counts = { sent: 0, retry: 0, failed: 0 };
  if (!transport) return { ...counts, relay: false };
  for (let i = 0; i < limit; i++) {
    const row = await claimNext();
    if (!row) break;
    counts[await sendOne(transport, row)]++;
  }
  return { ...counts, relay: true };
}
