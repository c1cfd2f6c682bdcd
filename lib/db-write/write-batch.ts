// Writes deferred to the end of a transaction, so several deliveries normalized together write each
// table with ONE statement (issue 17: set-based writes, fewer round trips). lib/callbacks/
// process-delivery.ts opens a batch on its transaction, lets the handlers run (their table writers
// and request updates queue their rows here instead of running a statement each), then flushes:
// one statement per table for the whole batch, before the bookkeeping statement.
// Outside a batch (a caller with a plain transaction) every write runs at once, as before.
// A batched write is not visible to reads later in the same transaction: handlers only read
// before they write (locks and stored state first), which is what makes the deferral safe.
import "server-only";
import type { SqlTx } from "@/lib/sql";

type Flush = (tx: SqlTx) => Promise<void>;

const batches = new WeakMap<SqlTx, Map<object, Flush>>();

export function startWriteBatch(tx: SqlTx): void {
  batches.set(tx, new Map());
}

export const inWriteBatch = (tx: SqlTx): boolean => batches.has(tx);

/** Register `flush` once per `key` (a table writer, say) in this transaction's batch; it runs at
 *  flushWriteBatch, in the order the keys were first seen. Returns false outside a batch. */
export function onFlush(tx: SqlTx, key: object, flush: Flush): boolean {
  const batch = batches.get(tx);
  if (!batch) return false;
  if (!batch.has(key)) batch.set(key, flush);
  return true;
}

/** Run every write queued so far and keep the batch open: for a handler that must read, later in
 *  the transaction, what an earlier delivery of the batch wrote (the same loyalty account twice). */
export async function flushQueuedWrites(tx: SqlTx): Promise<void> {
  const batch = batches.get(tx);
  if (!batch) return;
  const flushes = [...batch.values()];
  batch.clear();
  for (const flush of flushes) await flush(tx);
}

/** Run every queued write (one statement per table) and close the batch. */
export async function flushWriteBatch(tx: SqlTx): Promise<void> {
  const batch = batches.get(tx);
  batches.delete(tx);
  if (batch) for (const flush of batch.values()) await flush(tx);
}
