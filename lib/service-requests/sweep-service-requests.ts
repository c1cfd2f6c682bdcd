// The one sweep (job "sweepServiceRequests", every minute), for every service:
// - re-queues the poll of every sent request whose poll is overdue by a minute (the queue was down
//   when it was sent, a worker crashed mid-job) — the poll itself decides whether anything is left;
// - sends again every request whose re-send is due (phase "send-retry": the service could not be
//   reached; resend-due.ts, through its kind's resender);
// - requests recorded but never sent for UNSENT_GRACE_MINUTES (the app stopped mid-send): a kind with
//   a resender gets a re-send (the lost try counted), any other is closed.
// The poll queue keeps one waiting job per request, so repeated sweeps never pile up jobs.
import "server-only";
import { db } from "@/lib/db";
import { closeRequest, NEVER_SENT } from "@/lib/service-requests/close-request";
import { TRACKED_SERVICES } from "@/lib/service-requests/policies";
import { schedulePoll } from "@/lib/service-requests/schedule-poll";
import { RequestPhase } from "./request-phase";
import { resendDue } from "./resend-due";
import { RESENDERS } from "./resenders";
import { markSendFailed, SEND_ATTEMPTS } from "./send-retry";

const OVERDUE_MS = 60_000;
const UNSENT_GRACE_MINUTES = 10;
const BATCH = 500;

export async function sweepServiceRequests(
  now = new Date(),
): Promise<{ scheduled: string[]; closed: number; retried: number; resent: number }> {
  const overdue = await db.serviceRequest.findMany({
    where: { phase: RequestPhase.Sent, nextPollAt: { lt: new Date(now.getTime() - OVERDUE_MS) } },
    select: { id: true },
    orderBy: { nextPollAt: "asc" },
    take: BATCH,
  });
  for (const r of overdue) await schedulePoll(r.id, 0);

  const stuck = await db.serviceRequest.findMany({
    // Only requests the app sends: a mailbox result's row (recorded by its admit, never "sent") has no
    // policy to close it with, and one such row would otherwise stop the whole sweep every minute.
    where: {
      phase: RequestPhase.Unsent,
      service: { in: [...TRACKED_SERVICES] },
      sentAt: { lt: new Date(now.getTime() - UNSENT_GRACE_MINUTES * 60_000) },
    },
    select: {
      id: true,
      service: true,
      kind: true,
      parentId: true,
      state: true,
      requestId: true,
      sendAttempts: true,
    },
    take: BATCH,
  });
  const retry = stuck.filter((r) => RESENDERS[r.kind] && r.sendAttempts + 1 < SEND_ATTEMPTS);
  for (const service of new Set(retry.map((r) => r.service)))
    await markSendFailed(
      retry.filter((r) => r.service === service).map((r) => r.id),
      { service, final: NEVER_SENT, retry: true },
    );
  const close = stuck.filter((r) => !retry.includes(r));
  for (const r of close) await closeRequest(r, NEVER_SENT);
  const { resent } = await resendDue(now);
  return { scheduled: overdue.map((r) => r.id), closed: close.length, retried: retry.length, resent };
}
