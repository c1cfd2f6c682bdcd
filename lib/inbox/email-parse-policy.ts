// Polling fallback for email parse results, shaped as one policy (getResults, grace, backoff,
// give-up, final) so it can move onto the shared request tracker (issue 11) as it is.
// Spec 3: a result usually comes by callback within seconds; `review` has no time guarantee (hours
// or days) and ends with a later callback; the service keeps emails two weeks, then getResults
// answers 404 — Milepost then keeps what it stored and stops asking. Callbacks are retried by the
// service for ~22 h, so polling is a safety net: after the grace period, then less and less often.
// The same sweep re-sends emails the service could not be reached for (status "unsent").
import "server-only";
import { emailHandler } from "@/lib/callbacks/handlers/email";
import { storeDelivery } from "@/lib/callbacks/process-delivery";
import { db } from "@/lib/db";
import { type EmailRegion, env } from "@/lib/env";
import { ServiceError } from "@/lib/http/errors";
import { getResults } from "@/lib/services/email/client";
import { isFinalParseStatus } from "@/lib/services/email/result-schema";
import { sendStoredEmail } from "./send-email";

const DAY = 86_400_000;

export const emailParsePolicy = {
  service: "email",
  /** Wait this long for the callback before the first poll. */
  graceMs: () => env().CALLBACK_GRACE_SECONDS * 1000,
  /** Gap before poll n+1: 1 min, 5 min, 15 min, 1 h, then every 3 h (review can last days). */
  backoffMs: (polls: number) => [60_000, 300_000, 900_000, 3_600_000][polls] ?? 3 * 3_600_000,
  /** The service forgets an email after two weeks (a day of slack for clocks and late reviews). */
  giveUpAfterMs: 15 * DAY,
  final: isFinalParseStatus,
  getResults,
};

const handler = emailHandler("email");

async function markExpired(requestId: string, message: string) {
  await db.$transaction([
    db.emailParse.update({ where: { requestId }, data: { status: "expired", statusMessage: message, lastPolledAt: new Date() } }),
    db.serviceRequest.updateMany({ where: { service: "email", requestId, state: 0 }, data: { state: 4, stateText: "expired", message, completedAt: new Date() } }),
  ]);
}

/** Poll one parse request now. Returns what happened, for the job log and tests. */
export async function pollEmailParse(requestId: string, now = Date.now()): Promise<"stored" | "pending" | "expired" | "done" | "error"> {
  const parse = await db.emailParse.findUnique({ where: { requestId }, select: { status: true, polls: true, createdAt: true, email: { select: { region: true } } } });
  if (!parse || emailParsePolicy.final(parse.status)) return "done";
  try {
    const result = await emailParsePolicy.getResults(parse.email.region as EmailRegion, requestId);
    await db.emailParse.update({ where: { requestId }, data: { polls: { increment: 1 }, lastPolledAt: new Date(now) } });
    // A status change (queued → review, or a final one) is stored like a callback (idempotent, stale-safe).
    if (result.status !== parse.status) await storeDelivery(handler, result);
    return emailParsePolicy.final(result.status) ? "stored" : "pending";
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.status === 404) {
      await markExpired(requestId, "The email service no longer has this email (it keeps emails two weeks); what was found is kept.");
      return "expired";
    }
    await db.emailParse.update({ where: { requestId }, data: { polls: { increment: 1 }, lastPolledAt: new Date(now) } });
    console.warn(`[email] poll ${requestId}: ${error.message}`);
    return "error";
  }
}

/** The periodic sweep: due polls, give-ups, and re-sends. */
export async function sweepEmailParses(now = Date.now()): Promise<{ polled: number; expired: number; resent: number }> {
  const waiting = await db.emailParse.findMany({
    where: { status: { in: ["queued", "review"] }, createdAt: { lt: new Date(now - emailParsePolicy.graceMs()) } },
    select: { requestId: true, polls: true, createdAt: true, lastPolledAt: true },
    orderBy: { createdAt: "asc" },
    take: 500,
  });
  let polled = 0;
  let expired = 0;
  for (const p of waiting) {
    if (now - p.createdAt.getTime() > emailParsePolicy.giveUpAfterMs) {
      await markExpired(p.requestId, "No result came within two weeks; the email service has forgotten this email.");
      expired++;
      continue;
    }
    const due = !p.lastPolledAt || now - p.lastPolledAt.getTime() >= emailParsePolicy.backoffMs(p.polls - 1);
    if (!due || polled >= 100) continue;
    polled++;
    if ((await pollEmailParse(p.requestId, now)) === "expired") expired++;
  }
  const unsent = await db.emailMessage.findMany({ where: { status: "unsent", updatedAt: { lt: new Date(now - 60_000) } }, select: { id: true }, take: 50 });
  for (const e of unsent) await sendStoredEmail(e.id);
  return { polled, expired, resent: unsent.length };
}
