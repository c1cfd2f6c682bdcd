// The one sweep (job "sweepServiceRequests", every minute), for every service:
// - re-queues the poll of every sent request whose poll is overdue by a minute (the queue was down
//   when it was sent, a worker crashed mid-job) — the poll itself decides whether anything is left;
// - closes requests recorded but never sent for UNSENT_GRACE_MINUTES (the app stopped mid-send);
// - runs each service's catch-up task (sweep-tasks.ts: email re-sends what could not be sent).
// The poll queue keeps one waiting job per request, so repeated sweeps never pile up jobs.
import "server-only";
import { db } from "@/lib/db";
import { closeRequest, NEVER_SENT } from "@/lib/service-requests/close-request";
import { TRACKED_SERVICES } from "@/lib/service-requests/policies";
import { schedulePoll } from "@/lib/service-requests/schedule-poll";
import { SWEEP_TASKS } from "@/lib/service-requests/sweep-tasks";
import { RequestPhase } from "./request-phase";

const OVERDUE_MS = 60_000;
const UNSENT_GRACE_MINUTES = 10;
const BATCH = 500;

export async function sweepServiceRequests(
  now = new Date(),
): Promise<{ scheduled: string[]; closed: number; tasks: Record<string, unknown> }> {
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
    select: { id: true, service: true, kind: true, parentId: true, state: true, requestId: true },
    take: BATCH,
  });
  for (const r of stuck) await closeRequest(r, NEVER_SENT);
  const tasks: Record<string, unknown> = {};
  for (const [name, task] of Object.entries(SWEEP_TASKS)) {
    // One service's failing task never stops the others (or the polls above).
    tasks[name] = await task(now).catch((error: Error) => ({ error: error.message }));
  }
  return { scheduled: overdue.map((r) => r.id), closed: stuck.length, tasks };
}
