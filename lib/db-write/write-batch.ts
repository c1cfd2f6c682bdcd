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
import type { SqlTx } from "@/lib/sql";

/** One data-modifying statement without a WITH of its own, as tagged-template pieces. */
export interface SqlPart { strings: readonly string[]; values: unknown[] }

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

// Combined templates by their text: a stable array identity per statement shape lets lib/sql.ts
// prepare it once per connection. The shapes are few (which writers a handler uses).
const templates = new Map<string, TemplateStringsArray>();
function template(parts: string[]): TemplateStringsArray {
  const key = parts.join("\u0000");
  let t = templates.get(key);
  if (!t) templates.set(key, (t = Object.freeze(Object.assign([...parts], { raw: Object.freeze([...parts]) })) as unknown as TemplateStringsArray));
  return t;
}

/** `WITH w0 AS (<part 0>), w1 AS (<part 1>), …` followed by `tail`: either more CTEs and the final
 *  statement (`tailIsCtes`, e.g. "updated AS (…) INSERT …") or a final statement alone. */
export function withParts(parts: SqlPart[], tail: SqlPart, tailIsCtes: boolean): [TemplateStringsArray, ...unknown[]] {
  const strings: string[] = [parts.length || tailIsCtes ? "WITH " : ""];
  const values: unknown[] = [];
  const append = (p: SqlPart, before: string, after: string) => {
    strings[strings.length - 1] += before + p.strings[0]!;
    strings.push(...p.strings.slice(1));
    strings[strings.length - 1] += after;
    values.push(...p.values);
  };
  parts.forEach((p, i) => append(p, `${i ? ", " : ""}w${i} AS (`, ")"));
  append(tail, parts.length ? (tailIsCtes ? ", " : " ") : "", "");
  return [template(strings), ...values];
}

const SELECT_DONE: SqlPart = { strings: ["SELECT 1"], values: [] };

/** Run `parts` now as one statement (a writer outside a batch; an early flush). */
export async function runParts(tx: SqlTx, parts: SqlPart[]): Promise<void> {
  if (parts.length) await tx.$executeRaw(...withParts(parts, SELECT_DONE, false));
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
