// Writes deferred to the end of a transaction, so several deliveries normalized together write each
// table with ONE statement, and every table with ONE round trip (issue 17: set-based writes, fewer
// round trips). lib/callbacks/process-delivery.ts opens a batch on its transaction, lets the
// handlers run (their table writers and request updates queue their rows here instead of running a
// statement each), then takes the queued writes as data-modifying CTEs of its own bookkeeping
// statement: the whole batch is written by that one statement.
// Outside a batch (a caller with a plain transaction) every write runs at once, as before.
// A batched write is not visible to reads later in the same transaction: handlers only read
// before they write (locks and stored state first), which is what makes the deferral safe. And the
// CTEs of one statement all see the statement's snapshot, not each other's effects: a writer's
// delete never removes the rows its own insert adds, and no two parts may touch the same row.
import "server-only";
import { join, raw, type Sql, sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";

/** One data-modifying statement without a WITH of its own (a CTE of the batch's statement). */
export type SqlPart = Sql;

/** A writer's queued statements for the batch (empty when nothing is queued); called once, at the end. */
type Take = () => SqlPart[];

const batches = new WeakMap<SqlTx, Map<object, Take>>();

export function startWriteBatch(tx: SqlTx): void {
  batches.set(tx, new Map());
}

export const inWriteBatch = (tx: SqlTx): boolean => batches.has(tx);

/** Register `take` once per `key` (a table writer, say) in this transaction's batch; its parts go
 *  into the batch's statement in the order the keys were first seen. Returns false outside a batch. */
export function onFlush(tx: SqlTx, key: object, take: Take): boolean {
  const batch = batches.get(tx);
  if (!batch) return false;
  if (!batch.has(key)) batch.set(key, take);
  return true;
}

/** `WITH w0 AS (<part 0>), w1 AS (<part 1>), …` followed by `tail`: either more CTEs and the final
 *  statement (`tailIsCtes`, e.g. "updated AS (…) INSERT …") or a final statement alone. */
export function withParts(parts: SqlPart[], tail: Sql, tailIsCtes: boolean): Sql {
  const ctes = parts.map((p, i) => sql`${raw(`w${i}`)} AS (${p})`);
  if (!ctes.length) return tailIsCtes ? sql`WITH ${tail}` : tail;
  return sql`WITH ${join(ctes, ", ")}${raw(tailIsCtes ? ", " : " ")}${tail}`;
}

const SELECT_DONE = raw("SELECT 1");

/** Run `parts` now as one statement (a writer outside a batch; an early flush). */
export async function runParts(tx: SqlTx, parts: SqlPart[]): Promise<void> {
  if (parts.length) await tx.$executeRaw(withParts(parts, SELECT_DONE, false));
}

function takeAll(batch: Map<object, Take>): SqlPart[] {
  const takes = [...batch.values()];
  batch.clear();
  return takes.flatMap((take) => take());
}

/** Run every write queued so far and keep the batch open: for a handler that must read, later in
 *  the transaction, what an earlier delivery of the batch wrote (the same loyalty account twice). */
export async function flushQueuedWrites(tx: SqlTx): Promise<void> {
  const batch = batches.get(tx);
  if (batch) await runParts(tx, takeAll(batch));
}

/** Close the batch and return its queued writes, for the caller's final statement (withParts). */
export function takeWriteBatch(tx: SqlTx): SqlPart[] {
  const batch = batches.get(tx);
  batches.delete(tx);
  return batch ? takeAll(batch) : [];
}
