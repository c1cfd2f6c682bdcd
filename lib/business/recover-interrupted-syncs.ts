// Runs left "running" by a process that died mid-sync (the worker SIGKILLed, the web server killed
// during an invite's sync) are queued again at once: found by their free advisory lock
// (sync-run-lock.ts), marked "queued" with words for the user, and a new syncBusiness job is sent.
// The resumed attempt continues where the dead one stopped: accounts stored with the index's
// change date are not fetched again, and every write is keyed (no row twice). Runs from the worker
// at start, every minute (job syncBusinessRecovery), and from startSync when the user asks.
import "server-only";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { tryLockRun } from "./sync-run-lock";
import { INTERRUPTED_WORDS } from "./words";
import { SyncRunStatus } from "./sync-run-status";

/** Re-queue every orphaned running run (of one connection, or all); returns the run ids re-queued. */
export async function recoverInterruptedSyncs(connectionId?: string): Promise<string[]> {
  const running = await db.businessSyncRun.findMany({
    where: { status: SyncRunStatus.Running, ...(connectionId ? { connectionId } : {}) },
    select: { id: true, attempt: true },
  });
  const requeued: string[] = [];
  for (const run of running) {
    const lock = await tryLockRun(run.id);
    if (!lock) continue; // its process is alive
    let taken = 0;
    try {
      // Only the attempt seen: a run that a live process claimed meanwhile is left alone.
      ({ count: taken } = await db.businessSyncRun.updateMany({
        where: { id: run.id, status: SyncRunStatus.Running, attempt: run.attempt },
        data: { status: SyncRunStatus.Queued, message: INTERRUPTED_WORDS },
      }));
    } finally {
      // Released before the job is sent, so the worker that takes the job can take the lock.
      await lock.release();
    }
    if (!taken) continue;
    await enqueueJob(
      "syncBusiness",
      { runId: run.id },
      { singletonKey: `business-recover:${run.id}:${run.attempt}` },
    );
    requeued.push(run.id);
  }
  return requeued;
}
