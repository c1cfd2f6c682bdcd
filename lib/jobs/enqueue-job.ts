import "server-only";
import type { z } from "zod";
import { getBoss } from "@/lib/jobs/boss";
import { ensureQueue } from "@/lib/jobs/ensure-queue";
import { JOBS, type JobName } from "@/lib/jobs/job-definitions";

/** Validate the payload and queue the job; on a "short" queue `singletonKey` collapses duplicates
 *  still waiting (the send returns null). */
export async function enqueueJob<N extends JobName>(
  name: N,
  data: z.input<(typeof JOBS)[N]["payload"]>,
  options: { singletonKey?: string; startAfterSeconds?: number } = {},
): Promise<string | null> {
  const def = JOBS[name];
  const payload = def.payload.parse(data) as object;
  const boss = await getBoss();
  await ensureQueue(boss, def);
  return boss.send(def.name, payload, {
    retryLimit: def.retryLimit,
    retryDelay: def.retryDelaySeconds,
    retryBackoff: true,
    singletonKey: options.singletonKey,
    startAfter: options.startAfterSeconds,
  });
}
