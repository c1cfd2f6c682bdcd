// Queue the poll job for a request. Best effort: when the queue is unreachable the request's
// nextPollAt still says a poll is due, and the sweep queues it.
import "server-only";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

export async function schedulePoll(serviceRequestId: string, afterSeconds: number): Promise<void> {
  // One waiting poll per request (the queue's "short" policy): a re-queue by the sweep while one
  // still waits is dropped; the running poll queues its successor once it is no longer waiting.
  await enqueueJob("pollServiceRequest", { serviceRequestId }, { singletonKey: `poll:${serviceRequestId}`, startAfterSeconds: Math.max(0, Math.round(afterSeconds)) }).catch(
    (error: Error) => console.error(`[service-requests] poll of ${serviceRequestId} not queued:`, error.message),
  );
}
