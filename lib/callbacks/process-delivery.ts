// Normalize deliveries into the domain tables, one transaction per delivery, keyed by the service's
// request ids. An older state never overwrites a final one (the handler's isStale); a request id we
// no longer know is logged, not stored against anyone. Two entry points:
// - processDelivery: an inbox row accepted by the receiver (run right after the 200, or by the sweep
//   job if the app stopped first). The row lock makes it run once, whoever gets there first.
// - storeDelivery: a result the app fetched itself (polling fallbacks), stored at once.
// The bookkeeping is raw SQL that runs on either a Prisma transaction (handlers whose `store` uses
// Prisma models) or a plain pg one (handlers with `sqlStore`): Prisma model queries inside an
// interactive transaction cost milliseconds of CPU each here (bench/ ingestion).
import "server-only";
import { hashText } from "@/lib/callbacks/accept-delivery";
import type { CallbackHandler, CallbackItem, SqlTx, StoredRequest, Tx } from "@/lib/callbacks/types";
import { db } from "@/lib/db";
import { isFinal, isPendingState } from "@/lib/service-requests/service-states";
import { sqlTransaction } from "@/lib/sql";

export type ItemOutcome = "stored" | "stale" | "unknown-request";

const defaultIsStale = (stored: StoredRequest, item: CallbackItem) =>
  isFinal(stored.state) && isPendingState(item.state);

interface StoredUpdate {
  id: string;
  state: number;
  stateText: string | null;
  message: string | null;
  payload: unknown;
}

/** browserState can carry the provider's session cookies: it is kept only sealed, with the account
 *  (lib/loyalty-accounts/record-browser-state.ts), never in plain request or inbox payloads. */
function withoutBrowserState(payload: unknown): unknown {
  if (!payload || typeof payload !== "object" || Array.isArray(payload) || !("browserState" in payload)) return payload;
  const { browserState: _sealedElsewhere, ...rest } = payload as Record<string, unknown>;
  return rest;
}

/** Lock the request row: deliveries for one request are normalized one at a time. */
async function lockRequest(tx: SqlTx, service: string, requestId: string): Promise<StoredRequest | undefined> {
  const rows = await tx.$queryRaw<StoredRequest[]>`
    SELECT id, "userId", kind, "parentId", state, payload FROM "ServiceRequest"
    WHERE service = ${service} AND "requestId" = ${requestId} FOR UPDATE`;
  return rows[0];
}

async function storeItem<T>(tx: SqlTx, handler: CallbackHandler<T>, item: CallbackItem, prismaTx?: Tx) {
  const request = await lockRequest(tx, handler.name, item.requestId);
  if (!request) return { outcome: "unknown-request" as const };
  if ((handler.isStale ?? defaultIsStale)(request, item)) return { outcome: "stale" as const };
  if (handler.sqlStore) await handler.sqlStore(tx, request, item);
  else if (handler.store && prismaTx) await handler.store(prismaTx, request, item);
  const payload = withoutBrowserState(handler.payload ? handler.payload(item) : item.body);
  const update: StoredUpdate = { id: request.id, state: item.state, stateText: item.stateText ?? null, message: item.message ?? null, payload };
  return { outcome: "stored" as const, update };
}

/** Store every item, then write the request rows, the delivery log and (for an inbox row) its
 *  processed mark in one statement: every round trip counts here. A processed inbox row keeps its
 *  body for support, minus any browserState (top level, or per result of a loyalty package). */
async function storeItems<T>(tx: SqlTx, handler: CallbackHandler<T>, items: CallbackItem[], bodyHash: string, inboxId: string | null, prismaTx?: Tx) {
  const outcomes: ItemOutcome[] = [];
  const updates: StoredUpdate[] = [];
  for (const item of items) {
    const result = await storeItem(tx, handler, item, prismaTx);
    outcomes.push(result.outcome);
    if (result.update) updates.push(result.update);
  }
  const log = items.map((item, i) => ({ service: handler.name, requestId: item.requestId, outcome: outcomes[i], bodyHash }));
  await tx.$executeRaw`
    WITH updated AS (
      UPDATE "ServiceRequest" AS sr SET state = u.state, "stateText" = u."stateText", message = u.message,
        payload = u.payload, "completedAt" = CASE WHEN u.state <> 0 THEN now() END, "updatedAt" = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
        AS u(id text, state int, "stateText" text, message text, payload jsonb)
      WHERE sr.id = u.id
      RETURNING 1
    ), processed AS (
      UPDATE "CallbackInbox" SET "processedAt" = now(), attempts = attempts + 1, "lastError" = NULL,
        body = redact_browser_state(body)
      WHERE id = ${inboxId}::bigint
      RETURNING 1
    )
    INSERT INTO "CallbackDelivery" (service, "requestId", outcome, "bodyHash")
    SELECT service, "requestId", outcome, "bodyHash" FROM jsonb_to_recordset(${JSON.stringify(log)}::jsonb)
      AS l(service text, "requestId" text, outcome text, "bodyHash" text)`;
  return outcomes;
}

/** Handlers that normalize with Prisma models need a Prisma transaction; SQL-only ones take the fast path. */
function inTransaction<T, R>(handler: CallbackHandler<T>, work: (tx: SqlTx, prismaTx?: Tx) => Promise<R>): Promise<R> {
  // maxWait: Prisma's default of 2 s to get a connection failed every email normalization under
  // 50 concurrent callbacks (npm run load); waiting is right, the delivery is already durable.
  if (handler.store && !handler.sqlStore) return db.$transaction((tx) => work(tx, tx), { timeout: 30_000, maxWait: 30_000 });
  return sqlTransaction((tx) => work(tx));
}

/**
 * Normalize one accepted inbox row. `body` is the delivery's JSON when the caller still has it (the
 * receiver, which checked it against the schema); the sweep passes none and the stored body is read
 * back. Either way the schema parse that normalizes it runs here.
 * Returns null when the row was already processed (or no longer exists).
 */
export async function processDelivery<T>(handler: CallbackHandler<T>, inboxId: string, body?: unknown): Promise<ItemOutcome[] | null> {
  return inTransaction(handler, async (tx, prismaTx) => {
    const [row] = await tx.$queryRaw<{ processed: boolean; bodyHash: string; body?: unknown }[]>`
      SELECT "processedAt" IS NOT NULL AS processed, "bodyHash", CASE WHEN ${body === undefined} THEN body END AS body
      FROM "CallbackInbox" WHERE id = ${inboxId}::bigint FOR UPDATE`;
    if (!row || row.processed) return null;
    const data = handler.schema.parse(body ?? row.body);
    return storeItems(tx, handler, handler.items(data), row.bodyHash, inboxId, prismaTx);
  });
}

/** Store a result the app fetched itself (a poll): validated by the caller, stored now. */
export async function storeDelivery<T>(handler: CallbackHandler<T>, body: T): Promise<ItemOutcome[]> {
  const bodyHash = hashText(JSON.stringify(body));
  return inTransaction(handler, (tx, prismaTx) => storeItems(tx, handler, handler.items(body), bodyHash, null, prismaTx));
}

const MAX_ATTEMPTS = 5;

/** A delivery that could not be normalized stays in the inbox for the sweep, up to MAX_ATTEMPTS. */
export async function recordProcessingFailure(service: string, inboxId: string, error: unknown): Promise<void> {
  const message = ((error as Error)?.message ?? String(error)).slice(0, 500);
  console.error(`[callbacks/${service}] normalizing delivery ${inboxId} failed:`, message);
  await db.$executeRaw`
    WITH failed AS (
      UPDATE "CallbackInbox" SET attempts = attempts + 1, "lastError" = ${message},
        "processedAt" = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS} THEN now() END,
        -- given up: kept for support like a processed row, minus browserState
        body = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS} THEN redact_browser_state(body) ELSE body END
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
