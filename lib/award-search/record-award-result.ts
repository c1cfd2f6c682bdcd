// Merge one delivery (callback or poll) into its AwardRequest, inside the delivery's transaction.
// Returns the row the service layer hangs its normalized results on, or null when the request is
// not an award search (or was replaced).
// When several deliveries are normalized in one transaction (lib/callbacks/process-delivery.ts),
// lockAwardRequests first locks and reads every one of their rows with one statement, and the
// updates are written as one part of the batch's statement at the end (lib/sql/write-batch.ts).
import "server-only";
import { raw, sql } from "@/lib/sql/template";
import { inWriteBatch, onFlush, runParts, type SqlPart } from "@/lib/sql/write-batch";
import type { SqlTx } from "@/lib/sql/transaction";
import { mergeParts, readParts } from "@/lib/award-search/merge-parts";
import type { Parts } from "@/lib/award-search/types";
import { hasResults, isFinal, isPendingState, needsAnswer } from "@/lib/service-requests/service-states";

export interface AwardDelivery {
  state: number;
  message: string;
  question?: string;
  parts: Parts;
}

export interface RecordedAwardRequest {
  id: string;
  searchId: string;
  providerCode: string;
  loyaltyAccountId: string | null;
}

type LockedRow = RecordedAwardRequest & { serviceRequestId: string; state: number; parts: unknown };
interface AwardUpdate {
  id: string;
  parts: unknown;
  state: number;
  message: string | null;
  question: string | null;
  keep: boolean;
}

/** Per write-batch transaction: the locked rows by service request, and the updates to write. */
const locked = new WeakMap<SqlTx, { rows: Map<string, LockedRow>; updates: Map<string, AwardUpdate> }>();

/** The same lock as a CTE of the callback's first statement (CallbackHandler.lockWithRequests):
 *  one round trip fewer per batch. */
export const awardLockWithRequests = {
  sql: raw(`SELECT a.id, a."serviceRequestId", a."searchId", a."providerCode", a."loyaltyAccountId", a.state, a.parts
    FROM "AwardRequest" a WHERE a."serviceRequestId" IN (SELECT id FROM requests) ORDER BY a.id FOR UPDATE OF a`),
  take(tx: SqlTx, rows: unknown[], requests: { id: string }[]) {
    const entry = { rows: new Map<string, LockedRow>(), updates: new Map<string, AwardUpdate>() };
    for (const row of rows as LockedRow[]) entry.rows.set(row.serviceRequestId, row);
    for (const { id } of requests) if (!entry.rows.has(id)) entry.rows.set(id, null as unknown as LockedRow);
    locked.set(tx, entry);
  },
};

/** Lock and read the award requests of several deliveries at once (ordered by id, so concurrent
 *  batches never deadlock). Only inside a write batch; recordAwardResult then reads from here.
 *  Requests already locked (awardLockWithRequests) are not read again. */
export async function lockAwardRequests(tx: SqlTx, serviceRequestIds: string[]): Promise<void> {
  const known = locked.get(tx)?.rows;
  if (known) serviceRequestIds = serviceRequestIds.filter((id) => !known.has(id));
  if (!inWriteBatch(tx) || serviceRequestIds.length === 0) return;
  const rows = await tx.$queryRaw<LockedRow[]>`
    SELECT id, "serviceRequestId", "searchId", "providerCode", "loyaltyAccountId", state, parts FROM "AwardRequest"
    WHERE "serviceRequestId" = ANY(${serviceRequestIds}::text[]) ORDER BY id FOR UPDATE`;
  const entry = locked.get(tx) ?? { rows: new Map(), updates: new Map() };
  for (const row of rows) entry.rows.set(row.serviceRequestId, row);
  // Requests that are not award searches are remembered as such: no second look-up.
  for (const id of serviceRequestIds)
    if (!entry.rows.has(id)) entry.rows.set(id, null as unknown as LockedRow);
  locked.set(tx, entry);
}

// The ids again, as an array: PostgreSQL then finds the rows by primary key. Joined on the
// recordset alone (which it guesses at 100 rows) it read the whole table (bench/ ingestion).
const updatePart = (updates: AwardUpdate[]): SqlPart => sql`
  UPDATE "AwardRequest" AS a SET parts = u.parts, state = u.state,
      message = CASE WHEN u.keep THEN a.message ELSE u.message END,
      question = CASE WHEN u.keep THEN a.question ELSE u.question END, "updatedAt" = now()
    FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS u(id text, parts jsonb, state int, message text, question text, keep boolean)
    WHERE a.id = u.id AND a.id = ANY(${updates.map((u) => u.id)}::text[])`;

async function readRow(tx: SqlTx, serviceRequestId: string): Promise<LockedRow | null | undefined> {
  const entry = locked.get(tx);
  if (entry?.rows.has(serviceRequestId)) return entry.rows.get(serviceRequestId) ?? null;
  const [row] = await tx.$queryRaw<LockedRow[]>`
    SELECT id, "serviceRequestId", "searchId", "providerCode", "loyaltyAccountId", state, parts FROM "AwardRequest"
    WHERE "serviceRequestId" = ${serviceRequestId} FOR UPDATE`;
  return row;
}

export async function recordAwardResult(
  tx: SqlTx,
  serviceRequestId: string,
  delivery: AwardDelivery,
): Promise<RecordedAwardRequest | null> {
  // Raw statements: this runs inside every callback's transaction (see lib/callbacks/process-delivery.ts).
  const row = await readRow(tx, serviceRequestId);
  if (!row) return null;
  // A final state is never replaced by "not yet" (spec 1 States: 0 only means "repeat later").
  const keepState = isFinal(row.state) && isPendingState(delivery.state);
  const stored = readParts(row.parts);
  // A failure (2, 4, 6, 10, 11) ends every part, whether or not the body lists it in `progress`.
  const failed = isFinal(delivery.state) && !hasResults(delivery.state);
  const incoming = failed
    ? Object.fromEntries(
        [...Object.keys(stored), ...Object.keys(delivery.parts)].map((k) => [
          k,
          { state: delivery.state, message: delivery.message },
        ]),
      )
    : delivery.parts;
  const parts = mergeParts(stored, incoming);
  const state = keepState ? row.state : delivery.state;
  const message = keepState ? null : delivery.message || null;
  const question = keepState ? null : needsAnswer(delivery.state) ? (delivery.question ?? null) : null;
  const update: AwardUpdate = { id: row.id, parts, state, message, question, keep: keepState };
  const entry = locked.get(tx);
  if (
    entry &&
    onFlush(tx, locked, () => {
      const pending = locked.get(tx);
      locked.delete(tx);
      return pending?.updates.size ? [updatePart([...pending.updates.values()])] : [];
    })
  ) {
    // A later delivery of the same request in this transaction sees this one's state and parts.
    entry.rows.set(serviceRequestId, { ...row, state, parts });
    entry.updates.set(row.id, update);
  } else {
    await runParts(tx, [updatePart([update])]);
  }
  return {
    id: row.id,
    searchId: row.searchId,
    providerCode: row.providerCode,
    loyaltyAccountId: row.loyaltyAccountId,
  };
}
