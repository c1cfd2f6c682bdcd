// Normalize deliveries into the domain tables, keyed by the service's request ids: one transaction
// per delivery, or per batch of waiting deliveries with an outcome per delivery (issue 17: a
// transaction's fixed cost dominates small bodies). An older state never overwrites a final one (the
// handler's isStale); a request id we no longer know is logged, not stored against anyone. Entry points:
// - processDeliveries: inbox rows accepted by the receiver (normalized right after the 200 through
//   lib/callbacks/normalize-queue.ts, or one at a time by the sweep job if the app stopped first).
//   The row locks make each run once, whoever gets there first.
// - storeDelivery: a result the app fetched itself (polling fallbacks), stored at once.
// Every handler writes through the one pg write path (lib/sql/) on a plain pg transaction: Prisma
// model queries inside an interactive transaction cost milliseconds of CPU each here (bench/
// ingestion). A batch costs a fixed number of statements whatever its size, in named steps:
//   delivery-rounds.ts    which deliveries share a transaction (no request id twice)
//   lock-deliveries.ts    lock the inbox, request and handler rows (one statement)
//   store-items.ts        outcomes, the handler's reads (beforeStore) and normalization
//   write-bookkeeping.ts  ONE statement: every table the handlers queued, the request rows, the
//                         inbox rows, the delivery log and the live signal
//   record-processing-failure.ts  what is kept of a delivery that could not be normalized
import "server-only";
import { hashText } from "@/lib/callbacks/accept-delivery";
import { deliveryRounds, type Parsed } from "@/lib/callbacks/delivery-rounds";
import { type InboxRow, lockDeliveries } from "@/lib/callbacks/lock-deliveries";
import { type BatchEntry, storeItems } from "@/lib/callbacks/store-items";
import type { CallbackHandler } from "@/lib/callbacks/types";
import type { ItemOutcome } from "@/lib/callbacks/write-bookkeeping";
import { sqlTransaction, type SqlTx } from "@/lib/sql/transaction";
import { parseCompiled } from "@/lib/validation/compile-check";

export type { ItemOutcome };

/** An accepted inbox row to normalize. */
export interface PendingDelivery<T = unknown> {
  inboxId: string;
  /** The body through the handler's schema, when the caller has it (the receiver parsed it). */
  data?: T;
  /** Or the delivery's JSON, parsed here; with neither, the stored body is read back (the sweep). */
  body?: unknown;
  /** false when the receiver saw the body's text and it cannot carry a browserState or rejected
   *  answers (no key of either name, no \u escape that could spell one): the stored body then needs
   *  no redaction pass. */
  mayHoldSecrets?: boolean;
}

/** Per delivery: its item outcomes (null when the row was already processed or no longer exists),
 *  or the error that kept it from being normalized (nothing of it was stored). */
export type DeliveryResult = { outcomes: ItemOutcome[] | null } | { error: unknown };

/** `fromInbox`: the work normalizes durable inbox rows, so its commit need not wait for the disk
 *  (sqlTransaction's asyncCommit): if a crash loses it, the rows are still unprocessed and the sweep
 *  normalizes them again. A result the app fetched itself (storeDelivery) has no such copy.
 *  Generic plans: every statement here finds its rows by key (ids as arrays). Planned for their
 *  values, the batch statements were planned again at every batch (bench/ ingestion, four
 *  alternating pairs: PostgreSQL's CPU per 1-route delivery 311 → 255 µs on average). */
const inTransaction = <R>(work: (tx: SqlTx) => Promise<R>, fromInbox: boolean): Promise<R> =>
  sqlTransaction(work, { asyncCommit: fromInbox, genericPlans: true });

/** One transaction for `batch` (no request id in two of its deliveries). */
async function runBatch<T>(
  handler: CallbackHandler<T>,
  batch: Parsed<T, PendingDelivery>[],
): Promise<(ItemOutcome[] | null)[]> {
  return inTransaction(async (tx) => {
    // Only a delivery without its body (the sweep's, alone in its batch) reads it back; the others'
    // request ids are known, so their request rows are locked by the same statement.
    const known = batch.every((p) => p.data !== undefined);
    const requestIds = known
      ? [...new Set(batch.flatMap((p) => handler.items(p.data!).map((item) => item.requestId)))]
      : null;
    const locked = await lockDeliveries(
      tx,
      handler,
      batch.map((p) => p.delivery.inboxId),
      requestIds,
    );
    const byId = new Map<string, InboxRow>(locked.inbox.map((r) => [r.id, r]));
    const live: { at: number; entry: BatchEntry }[] = [];
    batch.forEach((p, at) => {
      const row = byId.get(p.delivery.inboxId);
      if (!row || row.processed) return;
      const data = p.data ?? parseCompiled(handler.schema, row.body, `callbacks/${handler.name}`);
      live.push({
        at,
        entry: {
          items: handler.items(data),
          bodyHash: row.bodyHash,
          inboxId: p.delivery.inboxId,
          redact: p.delivery.mayHoldSecrets !== false,
        },
      });
    });
    const result: (ItemOutcome[] | null)[] = batch.map(() => null);
    if (!live.length) return result;
    const outcomes = await storeItems(
      tx,
      handler,
      live.map((l) => l.entry),
      locked.requests,
    );
    live.forEach((l, k) => (result[l.at] = outcomes[k]!));
    return result;
  }, true);
}

/**
 * Normalize accepted inbox rows: those the caller still has the body of share transactions (one per
 * round without a repeated request id); if a shared transaction fails, each of its deliveries is
 * retried alone, so one bad delivery never holds back the others. The schema parse that normalizes a
 * body runs before its transaction opens (no locks held meanwhile).
 */
export async function processDeliveries<T>(
  handler: CallbackHandler<T>,
  deliveries: PendingDelivery[],
): Promise<DeliveryResult[]> {
  const results = new Map<PendingDelivery, DeliveryResult>();
  const parsed: Parsed<T, PendingDelivery>[] = [];
  for (const delivery of deliveries) {
    if (delivery.data !== undefined) {
      parsed.push({ delivery, data: delivery.data as T });
      continue;
    }
    if (delivery.body === undefined) {
      parsed.push({ delivery });
      continue;
    }
    try {
      parsed.push({
        delivery,
        data: parseCompiled(handler.schema, delivery.body, `callbacks/${handler.name}`),
      });
    } catch (error) {
      results.set(delivery, { error });
    }
  }
  for (const round of deliveryRounds(handler, parsed)) {
    try {
      const outcomes = await runBatch(handler, round);
      round.forEach((p, i) => results.set(p.delivery, { outcomes: outcomes[i]! }));
    } catch (error) {
      if (round.length === 1) {
        results.set(round[0]!.delivery, { error });
        continue;
      }
      for (const p of round) {
        try {
          results.set(p.delivery, { outcomes: (await runBatch(handler, [p]))[0]! });
        } catch (alone) {
          results.set(p.delivery, { error: alone });
        }
      }
    }
  }
  return deliveries.map((d) => results.get(d)!);
}

/**
 * Normalize one accepted inbox row (the sweep; tests). Returns null when the row was already
 * processed (or no longer exists); throws what kept it from being normalized.
 */
export async function processDelivery<T>(
  handler: CallbackHandler<T>,
  inboxId: string,
  body?: unknown,
): Promise<ItemOutcome[] | null> {
  const [result] = await processDeliveries(handler, [{ inboxId, body }]);
  if ("error" in result!) throw result.error;
  return result!.outcomes;
}

/** Store a result the app fetched itself (a poll): validated by the caller, stored now. */
export async function storeDelivery<T>(handler: CallbackHandler<T>, body: T): Promise<ItemOutcome[]> {
  const bodyHash = hashText(JSON.stringify(body));
  return inTransaction(
    async (tx) =>
      (
        await storeItems(tx, handler, [
          { items: handler.items(body), bodyHash, inboxId: null, redact: false },
        ])
      )[0]!,
    false,
  );
}
