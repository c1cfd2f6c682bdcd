// How the worker works one queue: up to `concurrency` jobs at once, each retried on its own when it
// fails, and no pause between fetches while there is work.
import "server-only";
import type PgBoss from "pg-boss";
import type { JobDefinition } from "@/lib/jobs/job-definitions";
import { logger } from "@/lib/log/logger";

const log = logger("worker");

/** Register the worker of one queue; returns pg-boss's worker id. `pollingIntervalSeconds`: how
 *  long an idle worker waits before looking again (pg-boss's default 2 s; tests set it). */
export async function workQueue(
  boss: PgBoss,
  def: Pick<JobDefinition, "name" | "payload" | "concurrency">,
  handle: (data: unknown) => Promise<unknown>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<string> {
  const batchSize = def.concurrency ?? 1;
  let workerId: string | null = null;
  workerId = await boss.work<object>(def.name, { batchSize, ...options }, async (jobs) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          const data = def.payload.parse(job.data);
          const started = Date.now();
          const result = await handle(data);
          log.info(`${def.name} done in ${Date.now() - started} ms ${result ? JSON.stringify(result) : ""}`);
        } catch (error) {
          // This job alone is retried (its retry policy); the others of the batch complete.
          await boss.fail(def.name, job.id, { message: (error as Error).message });
        }
      }),
    );
    // pg-boss 10 waits its polling interval after every fetch, even one that found work: a queue
    // moved one batch per 2 s (a backlog of 20 polls took 40 s). A full batch means more may be
    // waiting: fetch again at once.
    if (jobs.length === batchSize && workerId) boss.notifyWorker(workerId);
  });
  return workerId;
}
