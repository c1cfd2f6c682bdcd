// Normalize deliveries into the domain tables, keyed by the service's request ids: one transaction
// per delivery, or per batch of waiting deliveries with an outcome per delivery (issue 17: a
// transaction's fixed cost dominates small bodies). An older state never overwrites a final one (the
// handler's isStale); a request id we no longer know is logged, not stored against anyone. Entry points:
// - processDeliveries: inbox rows accepted by the receiver (normalized right after the 200 through
//   lib/callbacks/normalize-queue.ts, or one at a time by the sweep job if the app stopped first).
//   The row locks make each run once, whoever gets there first.
// - storeDelivery: a result the app fetched itself (polling fallbacks), stored at once.
// A batch costs a fixed number of statements whatever its size: lock the inbox and request rows
// (one statement), the handler's reads (beforeStore), and ONE statement that writes everything:
// every table the handlers wrote (lib/sql/write-batch.ts, one CTE per table) and the
// bookkeeping (request rows, inbox rows, delivery log). The bookkeeping is raw SQL
// that runs on either a Prisma transaction (handlers whose `store` uses Prisma models, one delivery
// per transaction) or a plain pg one (handlers with `sqlStore`): Prisma model queries inside an
// interactive transaction cost milliseconds of CPU each here (bench/ ingestion).
import "server-only";
import { hashText } from "@/lib/callbacks/accept-delivery";
import type { CallbackHandler, CallbackItem, SqlTx, StoredRequest, Tx } from "@/lib/callbacks/types";
import { db } from "@/lib/db";
import { type SqlPart, startWriteBatch, takeWriteBatch, withParts } from "@/lib/sql/write-batch";
import { requestNotifyCte } from "@/lib/sql/live-notify";
import { raw, type Sql, sql } from "@/lib/sql/template";
import { isFinal, isPendingState } from "@/lib/service-requests/service-states";
import { sqlTransaction } from "@/lib/sql/transaction";
import { logger } from "@/lib/log/logger";
import { parseCompiled } from "@/lib/validation/compile-check";

export type ItemOutcome = "stored" | "stale" | "unknown-request";

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

const defaultIsStale = (stored: StoredRequest, item: CallbackItem) =>
  isFinal(stored.state) && isPendingState(item.state);

interface StoredUpdate {
  id: string;
  state: number;
  stateText: string | null;
  message: string | null;
  payload: unknown;
}

/** One delivery's part of a batch. */
interface BatchEntry {
  items: CallbackItem[];
  bodyHash: string;
  inboxId: string | null;
  redact: boolean;
}

/** browserState can carry the provider's session cookies, and invalidAnswers names the security
 *  answers a program rejected: both are kept only sealed, with the account
 *  (lib/loyalty-accounts/record-browser-state.ts, account-answers.ts), never in plain request or
 *  inbox payloads (the inbox's copy: SQL function redact_secrets). */
function withoutSecrets(payload: unknown): unknown {
  if (!payload || typeof payload !== "object" || Array.isArray(payload) || !("browserState" in payload || "invalidAnswers" in payload)) return payload;
  const { browserState: _sealedElsewhere, invalidAnswers: _appliedToTheAccount, ...rest } = payload as Record<string, unknown>;
  return rest;
}

/** Lock the request rows of a batch (ordered by id, so concurrent batches never deadlock):
 *  deliveries for one request are normalized one at a time. */
async function lockRequests(tx: SqlTx, service: string, requestIds: string[]): Promise<Map<string, StoredRequest>> {
  const rows = await tx.$queryRaw<(StoredRequest & { requestId: string })[]>`
    SELECT id, "requestId", "userId", kind, "parentId", state, payload FROM "ServiceRequest"
    WHERE service = ${service} AND "requestId" = ANY(${requestIds}::text[]) ORDER BY id FOR UPDATE`;
  return new Map(rows.map(({ requestId, ...row }) => [requestId, row]));
}

const NOTIFY_CTE = requestNotifyCte("notified", "updated");

/** Store every item of every delivery, then write the request rows, the delivery log and (for inbox
 *  rows) their processed mark in ONE statement: every round trip counts here. A processed inbox row
 *  keeps its body for support, minus any browserState and rejected answers (top level, or per result of a
 *  loyalty package). */
async function storeItems<T>(tx: SqlTx, handler: CallbackHandler<T>, entries: BatchEntry[], prismaTx?: Tx, locked?: Map<string, StoredRequest>): Promise<ItemOutcome[][]> {
  startWriteBatch(tx);
  const requests = locked ?? (await lockRequests(tx, handler.name, [...new Set(entries.flatMap((e) => e.items.map((item) => item.requestId)))]));
  const isStale = handler.isStale ?? defaultIsStale;
  const outcomes = entries.map((e) => e.items.map((item): ItemOutcome => {
    const request = requests.get(item.requestId);
    return !request ? "unknown-request" : isStale(request, item) ? "stale" : "stored";
  }));
  const toStore = entries.flatMap((e, d) => e.items.flatMap((item, i) => (outcomes[d]![i] === "stored" ? [{ item, request: requests.get(item.requestId)! }] : [])));
  if (toStore.length && handler.beforeStore) await handler.beforeStore(tx, [...new Set(toStore.map((s) => s.request))], toStore);
  const updates: StoredUpdate[] = [];
  for (const { item, request } of toStore) {
    if (handler.sqlStore) await handler.sqlStore(tx, request, item);
    else if (handler.store && prismaTx) await handler.store(prismaTx, request, item);
    const payload = withoutSecrets(handler.payload ? handler.payload(item) : item.body);
    updates.push({ id: request.id, state: item.state, stateText: item.stateText ?? null, message: item.message ?? null, payload });
  }
  const log = entries.flatMap((e, d) => e.items.map((item, i) => ({ service: handler.name, requestId: item.requestId, outcome: outcomes[d]![i], bodyHash: e.bodyHash })));
  const inboxIds = entries.flatMap((e) => (e.inboxId ? [e.inboxId] : []));
  const redactIds = entries.flatMap((e) => (e.inboxId && e.redact ? [e.inboxId] : []));
  // The handlers' queued writes (one part per table: lib/sql/write-batch.ts) are CTEs of this
  // same statement: the whole batch is written with one round trip. The live pages' change signal
  // rides on it too (lib/sql/live-notify.ts): sent only if the transaction commits.
  const bookkeeping: SqlPart = sql`
    updated AS (
      UPDATE "ServiceRequest" AS sr SET state = u.state, "stateText" = u."stateText", message = u.message,
        payload = u.payload, "completedAt" = CASE WHEN u.state <> 0 THEN now() END, "updatedAt" = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
        AS u(id text, state int, "stateText" text, message text, payload jsonb)
      WHERE sr.id = u.id AND sr.id = ANY(${updates.map((u) => u.id)}::text[]) -- by primary key, never a scan
      RETURNING sr.id, sr."userId", sr.kind, sr."parentId"
    ), ${NOTIFY_CTE}, processed AS (
      UPDATE "CallbackInbox" SET "processedAt" = now(), attempts = attempts + 1, "lastError" = NULL,
        body = CASE WHEN id = ANY(${redactIds}::bigint[]) THEN redact_secrets(body) ELSE body END
      WHERE id = ANY(${inboxIds}::bigint[])
      RETURNING 1
    )
    INSERT INTO "CallbackDelivery" (service, "requestId", outcome, "bodyHash")
    SELECT service, "requestId", outcome, "bodyHash" FROM jsonb_to_recordset(${JSON.stringify(log)}::jsonb)
      AS l(service text, "requestId" text, outcome text, "bodyHash" text)
    WHERE (SELECT count(*) FROM notified) >= 0`;
  await tx.$executeRaw(withParts(takeWriteBatch(tx), bookkeeping, true));
  return outcomes;
}

/** Handlers that normalize with Prisma models need a Prisma transaction; SQL-only ones take the fast path.
 *  `fromInbox`: the work normalizes durable inbox rows, so its commit need not wait for the disk
 *  (sqlTransaction's asyncCommit): if a crash loses it, the rows are still unprocessed and the sweep
 *  normalizes them again. A result the app fetched itself (storeDelivery) has no such copy. */
function inTransaction<T, R>(handler: CallbackHandler<T>, work: (tx: SqlTx, prismaTx?: Tx) => Promise<R>, fromInbox = false): Promise<R> {
  // maxWait: Prisma's default of 2 s to get a connection failed every email normalization under
  // 50 concurrent callbacks (npm run load); waiting is right, the delivery is already durable.
  if (handler.store && !handler.sqlStore) return db.$transaction((tx) => work(tx, tx), { timeout: 30_000, maxWait: 30_000 });
  // Generic plans: every statement here finds its rows by key (ids as arrays). Planned for their
  // values, the batch statements were planned again at every batch (bench/ ingestion, four
  // alternating pairs: PostgreSQL's CPU per 1-route delivery 311 → 255 µs on average).
  return sqlTransaction((tx) => work(tx), { asyncCommit: fromInbox, genericPlans: true });
}

interface Parsed<T> { delivery: PendingDelivery; data?: T }
// Inbox rows first, then request rows, then the handler's (lockWithRequests), as every
// normalization locks them (no deadlock). One text per handler (prepared once per connection).
const NO_EXTRA = raw("SELECT 1 WHERE false");
function lockStatement<T>(handler: CallbackHandler<T>, inboxIds: string[], requestIds: string[]): Sql {
  return sql`WITH inbox AS (
        SELECT id::text AS id, "processedAt" IS NOT NULL AS processed, "bodyHash"
        FROM "CallbackInbox" WHERE id = ANY(${inboxIds}::bigint[]) ORDER BY id FOR UPDATE
      ), requests AS (
        SELECT id, "requestId", "userId", kind, "parentId", state, payload FROM "ServiceRequest"
        WHERE service = ${handler.name} AND "requestId" = ANY(${requestIds}::text[]) ORDER BY id FOR UPDATE
      ), extra AS (${handler.lockWithRequests?.sql ?? NO_EXTRA})
      SELECT (SELECT coalesce(json_agg(inbox), '[]') FROM inbox) AS inbox,
             (SELECT coalesce(json_agg(requests), '[]') FROM requests) AS requests,
             (SELECT coalesce(json_agg(extra), '[]') FROM extra) AS extra`;
}
interface InboxRow { id: string; processed: boolean; bodyHash: string; body?: unknown }

/** One transaction for `batch` (no request id in two of its deliveries). */
async function runBatch<T>(handler: CallbackHandler<T>, batch: Parsed<T>[]): Promise<(ItemOutcome[] | null)[]> {
  return inTransaction(handler, async (tx, prismaTx) => {
    // Only a delivery without its body (the sweep's, alone in its batch) reads it back; the others'
    // request ids are known, so their request rows are locked by the same statement.
    const needBody = batch.some((p) => p.data === undefined);
    const inboxIds = batch.map((p) => p.delivery.inboxId);
    let rows: InboxRow[];
    let requests: Map<string, StoredRequest> | undefined;
    if (needBody) {
      rows = await tx.$queryRaw<InboxRow[]>`
        SELECT id::text AS id, "processedAt" IS NOT NULL AS processed, "bodyHash", body
        FROM "CallbackInbox" WHERE id = ANY(${inboxIds}::bigint[]) ORDER BY id FOR UPDATE`;
    } else {
      const requestIds = [...new Set(batch.flatMap((p) => handler.items(p.data!).map((item) => item.requestId)))];
      const [locked] = await tx.$queryRaw<{ inbox: InboxRow[]; requests: (StoredRequest & { requestId: string })[]; extra: unknown[] }[]>(
        lockStatement(handler, inboxIds, requestIds));
      rows = locked!.inbox;
      requests = new Map(locked!.requests.map(({ requestId, ...row }) => [requestId, row]));
      handler.lockWithRequests?.take(tx, locked!.extra, [...requests.values()]);
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    const live: { at: number; entry: BatchEntry }[] = [];
    batch.forEach((p, at) => {
      const row = byId.get(p.delivery.inboxId);
      if (!row || row.processed) return;
      const data = p.data ?? parseCompiled(handler.schema, row.body, `callbacks/${handler.name}`);
      live.push({ at, entry: { items: handler.items(data), bodyHash: row.bodyHash, inboxId: p.delivery.inboxId, redact: p.delivery.mayHoldSecrets !== false } });
    });
    const result: (ItemOutcome[] | null)[] = batch.map(() => null);
    if (!live.length) return result;
    const outcomes = await storeItems(tx, handler, live.map((l) => l.entry), prismaTx, requests);
    live.forEach((l, k) => (result[l.at] = outcomes[k]!));
    return result;
  }, true);
}

/** Split deliveries into rounds in which no request id appears twice (a later delivery of a request
 *  goes to a round after the earlier one's), so each round can share one transaction. A delivery
 *  whose ids are unknown until its body is read back goes alone, and nothing later passes it. */
function rounds<T>(handler: CallbackHandler<T>, parsed: Parsed<T>[]): Parsed<T>[][] {
  const out: { ids: Set<string> | null; members: Parsed<T>[] }[] = [];
  for (const p of parsed) {
    const ids = p.data === undefined ? null : handler.items(p.data).map((item) => item.requestId);
    if (!ids) {
      out.push({ ids: null, members: [p] });
      continue;
    }
    let first = 0;
    out.forEach((r, k) => { if (!r.ids || ids.some((id) => r.ids!.has(id))) first = k + 1; });
    const round = out[first];
    if (round?.ids) {
      for (const id of ids) round.ids.add(id);
      round.members.push(p);
    } else out.push({ ids: new Set(ids), members: [p] });
  }
  return out.map((r) => r.members);
}

/**
 * Normalize accepted inbox rows: those the caller still has the body of share transactions (one per
 * round without a repeated request id); if a shared transaction fails, each of its deliveries is
 * retried alone, so one bad delivery never holds back the others. The schema parse that normalizes a
 * body runs before its transaction opens (no locks held meanwhile).
 */
export async function processDeliveries<T>(handler: CallbackHandler<T>, deliveries: PendingDelivery[]): Promise<DeliveryResult[]> {
  const results = new Map<PendingDelivery, DeliveryResult>();
  const parsed: Parsed<T>[] = [];
  for (const delivery of deliveries) {
    if (delivery.data !== undefined) { parsed.push({ delivery, data: delivery.data as T }); continue; }
    if (delivery.body === undefined) { parsed.push({ delivery }); continue; }
    try {
      parsed.push({ delivery, data: parseCompiled(handler.schema, delivery.body, `callbacks/${handler.name}`) });
    } catch (error) {
      results.set(delivery, { error });
    }
  }
  for (const round of rounds(handler, parsed)) {
    try {
      const outcomes = await runBatch(handler, round);
      round.forEach((p, i) => results.set(p.delivery, { outcomes: outcomes[i]! }));
    } catch (error) {
      if (round.length === 1) { results.set(round[0]!.delivery, { error }); continue; }
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
export async function processDelivery<T>(handler: CallbackHandler<T>, inboxId: string, body?: unknown): Promise<ItemOutcome[] | null> {
  const [result] = await processDeliveries(handler, [{ inboxId, body }]);
  if ("error" in result!) throw result.error;
  return result!.outcomes;
}

/** Store a result the app fetched itself (a poll): validated by the caller, stored now. */
export async function storeDelivery<T>(handler: CallbackHandler<T>, body: T): Promise<ItemOutcome[]> {
  const bodyHash = hashText(JSON.stringify(body));
  return inTransaction(handler, async (tx, prismaTx) =>
    (await storeItems(tx, handler, [{ items: handler.items(body), bodyHash, inboxId: null, redact: false }], prismaTx))[0]!);
}

const MAX_ATTEMPTS = 5;

/** A delivery that could not be normalized stays in the inbox for the sweep, up to MAX_ATTEMPTS. */
export async function recordProcessingFailure(service: string, inboxId: string, error: unknown): Promise<void> {
  const message = ((error as Error)?.message ?? String(error)).slice(0, 500);
  logger(`callbacks/${service}`).error(`normalizing delivery ${inboxId} failed: ${message}`);
  await db.$executeRaw`
    WITH failed AS (
      UPDATE "CallbackInbox" SET attempts = attempts + 1, "lastError" = ${message},
        "processedAt" = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS} THEN now() END,
        -- given up: kept for support like a processed row, minus browserState and rejected answers
        body = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS} THEN redact_secrets(body) ELSE body END
      WHERE id = ${inboxId}::bigint AND "processedAt" IS NULL
      RETURNING attempts
    )
    INSERT INTO "CallbackDelivery" (service, outcome, detail)
    SELECT ${service}, 'failed', ${`inbox ${inboxId}: gave up after ${MAX_ATTEMPTS} attempts: ${message}`.slice(0, 500)}
    FROM failed WHERE attempts >= ${MAX_ATTEMPTS}`;
}

export interface DeliveryLogEntry {
  outcome: string;
  requestId?: string;
  detail?: string;
}

export async function logDelivery(service: string, entries: DeliveryLogEntry[]) {
  await db.callbackDelivery.createMany({ data: entries.map((e) => ({ service, outcome: e.outcome, requestId: e.requestId, detail: e.detail?.slice(0, 500) })) });
}
