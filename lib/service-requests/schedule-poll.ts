// Queue the poll job for a request. Best effort: when the queue is unreachable the request's
// nextPollAt still says a poll is due, and the sweep queues it.
import "server-only";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { isDeadlock } from "@/lib/jobs/ensure-queue";
import { logger } from "@/lib/log/logger";

const log = logger("service-requests");

export async function schedulePoll(serviceRequestId: string, afterSeconds: number): Promise<void> {
  // One waiting poll per request (the queue's "short" policy): a re-queue by the sweep while one
  // still waits is dropped; the running poll queues its successor once it is no longer waiting.
  const send = () =>
    enqueueJob(
      "pollServiceRequest",
      { serviceRequestId },
      { singletonKey: `poll:${serviceRequestId}`, startAfterSeconds: Math.max(0, Math.round(afterSeconds)) },
    );
  for (let attempt = 1; ; attempt++) {
    try {
      await send();
      return;
    } catch (error) {
      // pg-boss's queue statements can meet another process's maintenance as a deadlock's victim.
      if (isDeadlock(error) && attempt < 3) continue;
      log.error(`poll of ${serviceRequestId} not queued: ${(error as Error).message}`);
      return;
    }
  }
}
