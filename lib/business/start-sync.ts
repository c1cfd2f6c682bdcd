// Queue a sync of the user's business (on demand, after connecting, or from the schedule). One run at a
// time per connection: while one is queued or running, its id is returned instead of a second one.
// A run "running" whose process died is queued again right here (recover-interrupted-syncs.ts), so
// "Sync now" resumes it at once instead of waiting for a timeout.
import "server-only";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { recoverInterruptedSyncs } from "./recover-interrupted-syncs";
import { SyncRunStatus } from "./sync-run-status";

// A run queued or paused this long lost its job (the queue's data was lost): start a new one. A
// running run is judged by its lock instead, whatever its age.
const STALE_MS = 15 * 60_000;

export async function startSync(userId: string, reason: "user" | "connect" | "schedule" | "invite") {
  const connection = await db.businessConnection.findUnique({ where: { userId }, select: { id: true } });
  if (!connection) return null;
  const active = await db.businessSyncRun.findFirst({
    where: {
      connectionId: connection.id,
      userId,
      OR: [
        { status: SyncRunStatus.Running },
        {
          status: { in: [SyncRunStatus.Queued, SyncRunStatus.Waiting] },
          startedAt: { gt: new Date(Date.now() - STALE_MS) },
        },
      ],
    },
    orderBy: { startedAt: "desc" },
    select: { id: true, status: true },
  });
  if (active) {
    if (active.status === SyncRunStatus.Running) await recoverInterruptedSyncs(connection.id);
    return { runId: active.id };
  }
  const run = await db.businessSyncRun.create({
    data: { userId, connectionId: connection.id, reason, status: SyncRunStatus.Queued },
    select: { id: true },
  });
  await enqueueJob("syncBusiness", { runId: run.id }, { singletonKey: `business-sync:${connection.id}` });
  return { runId: run.id };
}
