// Store one validated delivery in one transaction, keyed by the service's request id.
// Redeliveries (same body) store nothing new; an older state never overwrites a final one;
// unknown request ids are acknowledged and logged, not stored against anyone.
// The bookkeeping is raw SQL that runs on either a Prisma transaction (handlers whose `store` uses
// Prisma models) or a plain pg one (handlers with `sqlStore`, and those with no store at all):
// Prisma model queries inside an interactive transaction cost milliseconds of CPU each here
// (bench/ ingestion: receiver vs raw inserts).
import "server-only";
import { createHash } from "node:crypto";
import type { CallbackHandler, CallbackItem, SqlTx, StoredRequest, Tx } from "@/lib/callbacks/types";
import { db } from "@/lib/db";
import { sqlTransaction } from "@/lib/sql";

export type ItemOutcome = "stored" | "duplicate" | "stale" | "unknown-request";

const isFinal = (state: number) => state !== 0;
const defaultIsStale = (stored: StoredRequest, item: CallbackItem) =>
  isFinal(stored.state) && !isFinal(item.state);

export function hashBody(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

type LockedRequest = StoredRequest & { inserted: boolean };

/** Lock the request row and claim the receipt in one statement; no row means an unknown request. */
async function claim(
  tx: SqlTx,
  service: string,
  requestId: string,
  bodyHash: string,
): Promise<LockedRequest | undefined> {
  const rows = await tx.$queryRaw<LockedRequest[]>`
    WITH req AS (
      SELECT id, "userId", kind, "parentId", state, payload FROM "ServiceRequest"
      WHERE service = ${service} AND "requestId" = ${requestId} FOR UPDATE
    ), receipt AS (
      INSERT INTO "CallbackReceipt" (service, "requestId", "bodyHash")
      SELECT ${service}, ${requestId}, ${bodyHash} WHERE EXISTS (SELECT 1 FROM req)
      ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT req.*, EXISTS (SELECT 1 FROM receipt) AS inserted FROM req`;
  return rows[0];
}

interface StoredUpdate {
  id: string;
  state: number;
  stateText: string | null;
  message: string | null;
  payload: unknown;
}

/** Claim, check and normalize one item; the ServiceRequest update is returned, written at the end. */
async function storeItem<T>(
  tx: SqlTx,
  handler: CallbackHandler<T>,
  item: CallbackItem,
  bodyHash: string,
  prismaTx?: Tx,
): Promise<{ outcome: ItemOutcome; update?: StoredUpdate }> {
  const request = await claim(tx, handler.name, item.requestId, bodyHash);
  if (!request) return { outcome: "unknown-request" };
  if (!request.inserted) return { outcome: "duplicate" };
  if ((handler.isStale ?? defaultIsStale)(request, item)) return { outcome: "stale" };
  if (handler.sqlStore) await handler.sqlStore(tx, request, item);
  else if (handler.store && prismaTx) await handler.store(prismaTx, request, item);
  const payload = handler.payload ? handler.payload(item) : item.body;
  const update = { id: request.id, state: item.state, stateText: item.stateText ?? null, message: item.message ?? null, payload };
  return { outcome: "stored", update };
}

/** Returns one outcome per item, after the transaction committed. */
export async function storeDelivery<T>(handler: CallbackHandler<T>, body: T): Promise<ItemOutcome[]> {
  const items = handler.items(body);
  const hashes = items.map((item) => hashBody(item.body));
  const work = async (tx: SqlTx, prismaTx?: Tx) => {
    const out: ItemOutcome[] = [];
    const updates: StoredUpdate[] = [];
    for (const [i, item] of items.entries()) {
      const result = await storeItem(tx, handler, item, hashes[i]!, prismaTx);
      out.push(result.outcome);
      if (result.update) updates.push(result.update);
    }
    const log = items.map((item, i) => ({ service: handler.name, requestId: item.requestId, outcome: out[i], bodyHash: hashes[i] }));
    // One statement for the request rows and the delivery log: every round trip counts here.
    await tx.$executeRaw`
      WITH updated AS (
        UPDATE "ServiceRequest" AS sr SET state = u.state, "stateText" = u."stateText", message = u.message,
          payload = u.payload, "completedAt" = CASE WHEN u.state <> 0 THEN now() END, "updatedAt" = now()
        FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
          AS u(id text, state int, "stateText" text, message text, payload jsonb)
        WHERE sr.id = u.id
        RETURNING 1
      )
      INSERT INTO "CallbackDelivery" (service, "requestId", outcome, "bodyHash")
      SELECT service, "requestId", outcome, "bodyHash" FROM jsonb_to_recordset(${JSON.stringify(log)}::jsonb)
        AS l(service text, "requestId" text, outcome text, "bodyHash" text)`;
    return out;
  };
  // Handlers that normalize with Prisma models need a Prisma transaction; SQL-only ones take the fast path.
  if (handler.store && !handler.sqlStore) return db.$transaction((tx) => work(tx, tx), { timeout: 30_000 });
  return sqlTransaction(work);
}

export async function logDelivery(service: string, outcome: string, detail?: string, requestId?: string) {
  await db.callbackDelivery.create({ data: { service, outcome, detail: detail?.slice(0, 500), requestId } });
}
