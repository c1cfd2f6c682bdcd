// Normalization right after the 200, with waiting deliveries sharing a transaction (issue 17). Per
// service, at most MAX_RUNNING transactions normalize at once; a delivery arriving while they are
// busy waits, and the next transaction takes every delivery waiting then (up to MAX_BATCH, or
// MAX_BATCH_BYTES of bodies). A lone delivery on a quiet server starts at once, alone: batching
// only happens under load, where a transaction's fixed cost (BEGIN, locks, bookkeeping, COMMIT)
// would otherwise be paid per delivery. Outcomes stay per delivery (lib/callbacks/process-delivery.ts):
// a delivery that fails is recorded on its own inbox row and left to the sweep.
import "server-only";
import { type PendingDelivery, processDeliveries } from "@/lib/callbacks/process-delivery";
import { recordProcessingFailure } from "@/lib/callbacks/record-processing-failure";
import type { CallbackHandler } from "@/lib/callbacks/types";

// Two, not four: with more transactions than the machine's two cores, each waited for a core and
// batches stayed small; with two, waiting deliveries gather into bigger shared transactions
// (bench/ ingestion, six alternating runs: end to end 0.24 – 0.29 × raw at 1 route and 0.35 – 0.37 at
// 50, against 0.19 – 0.22 and 0.33 with four; one at a time was no better at 50 routes).
const MAX_RUNNING = 2;
const MAX_BATCH = 16;
const MAX_BATCH_BYTES = 256 * 1024;

interface Waiting {
  delivery: PendingDelivery;
  bytes: number;
  done: () => void;
}
interface Queue {
  running: number;
  waiting: Waiting[];
}

const queues = new Map<string, Queue>();

function take(queue: Queue): Waiting[] {
  let bytes = 0;
  let n = 0;
  while (
    n < queue.waiting.length &&
    n < MAX_BATCH &&
    (n === 0 || bytes + queue.waiting[n]!.bytes <= MAX_BATCH_BYTES)
  )
    bytes += queue.waiting[n++]!.bytes;
  return queue.waiting.splice(0, n);
}

async function drain<T>(handler: CallbackHandler<T>, queue: Queue): Promise<void> {
  queue.running++;
  try {
    for (let batch = take(queue); batch.length; batch = take(queue)) {
      let results;
      try {
        results = await processDeliveries(
          handler,
          batch.map((w) => w.delivery),
        );
      } catch (error) {
        results = batch.map(() => ({ error }));
      }
      await Promise.all(
        batch.map(async (w, i) => {
          const result = results[i]!;
          if ("error" in result)
            await recordProcessingFailure(handler.name, w.delivery.inboxId, result.error).catch(() => {});
          w.done();
        }),
      );
    }
  } finally {
    queue.running--;
  }
}

/** Normalize an accepted delivery soon; resolves when it is stored (or recorded as failed). */
export function normalizeSoon<T>(
  handler: CallbackHandler<T>,
  delivery: PendingDelivery,
  bytes: number,
): Promise<void> {
  let queue = queues.get(handler.name);
  if (!queue) queues.set(handler.name, (queue = { running: 0, waiting: [] }));
  const q = queue;
  return new Promise<void>((done) => {
    q.waiting.push({ delivery, bytes, done });
    if (q.running < MAX_RUNNING) void drain(handler, q);
  });
}
