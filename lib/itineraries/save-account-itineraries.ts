// Stores the itineraries of one loyalty result for the timeline, linked to the source account.
// Upsert by (user, sourceKey). A cancelled reservation "may lack required data" (spec 3): it is
// marked cancelled and keeps what we already knew, never deleted. Trips missing from a later
// reply are kept too (a trip that ended drops off the future list).
// Raw SQL on a plain transaction (the loyalty callback's, lib/callbacks/process-delivery.ts): in a
// write batch (lib/sql/write-batch.ts) the itineraries of every result of the batch are
// upserted as part of the batch's one statement; outside one, at once. The column list comes from a map the compiler
// checks against the Prisma model.
import "server-only";
import type { ColumnMap, ColumnType } from "@/lib/sql/replace-rows";
import { ident, recordType } from "@/lib/sql/replace-rows";
import { raw, sql } from "@/lib/sql/template";
import { onFlush, runParts, type SqlPart } from "@/lib/sql/write-batch";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SqlTx } from "@/lib/sql/transaction";
import { itineraryRowFields } from "./itinerary-row-fields";
import { itineraryKey, summarizeItinerary } from "./summarize-itinerary";

type Row = Pick<
  Prisma.ItineraryCreateManyInput,
  | "userId"
  | "source"
  | "accountId"
  | "sourceKey"
  | "type"
  | "confirmationNumber"
  | "title"
  | "startAt"
  | "endAt"
  | "startLocal"
  | "endLocal"
  | "startPlace"
  | "endPlace"
  | "cancelled"
  | "past"
  | "data"
>;
const COLUMNS: ColumnMap<Row> = {
  userId: "text",
  source: "text",
  accountId: "text",
  sourceKey: "text",
  type: "text",
  confirmationNumber: "text",
  title: "text",
  startAt: "timestamp",
  endAt: "timestamp",
  startLocal: "text",
  endLocal: "text",
  startPlace: "text",
  endPlace: "text",
  cancelled: "bool",
  past: "bool",
  data: "jsonb",
};
const columns = Object.entries(COLUMNS) as [string, ColumnType][];
const KEY = new Set(["userId", "sourceKey", "source", "accountId"]);

/** Upsert of rows at most one per (userId, sourceKey), $1: [{<columns>}, …]. `onStored`: what a
 *  row already stored becomes. */
const upsert = (onStored: string) => ({
  head: raw(
    `INSERT INTO "Itinerary" (id, ${columns.map(([n]) => ident(n)).join(", ")}, "updatedAt") ` +
      `SELECT gen_random_uuid()::text, ${columns.map(([n, t]) => (t === "timestamp" ? `i.${ident(n)} AT TIME ZONE 'UTC'` : `i.${ident(n)}`)).join(", ")}, now() ` +
      `FROM jsonb_to_recordset(`,
  ),
  tail: raw(
    `::jsonb) AS i(${columns.map(([n, t]) => `${ident(n)} ${recordType(t)}`).join(", ")}) ` +
      `ON CONFLICT ("userId", "sourceKey") DO UPDATE SET ${onStored}, "updatedAt" = now()`,
  ),
});
// A result's itinerary replaces what was stored (the key columns stay)…
const REPLACE = upsert(
  columns
    .filter(([n]) => !KEY.has(n))
    .map(([n]) => `${ident(n)} = EXCLUDED.${ident(n)}`)
    .join(", "),
);
// …but a cancellation of a stored one keeps what we knew: marked cancelled, its fields merged in.
const CANCEL = upsert(`cancelled = true, data = "Itinerary".data || EXCLUDED.data`);

interface Queued {
  row: Row;
  mergeIntoStored: boolean;
}

/** The two upserts as parts of one statement: no key is in both (one entry per key). */
function parts(queued: Iterable<Queued>): SqlPart[] {
  const all = [...queued];
  const replace = all.filter((q) => !q.mergeIntoStored).map((q) => q.row);
  const cancel = all.filter((q) => q.mergeIntoStored).map((q) => q.row);
  return [
    ...(replace.length ? [sql`${REPLACE.head}${JSON.stringify(replace)}${REPLACE.tail}`] : []),
    ...(cancel.length ? [sql`${CANCEL.head}${JSON.stringify(cancel)}${CANCEL.tail}`] : []),
  ];
}

const batches = new WeakMap<SqlTx, Map<string, Queued>>();
const FLUSH_KEY = {};

export async function saveAccountItineraries(
  tx: SqlTx,
  owner: { userId: string; accountId: string },
  itineraries: (Record<string, unknown> & { type: string })[],
  now: Date,
): Promise<number> {
  const batched = onFlush(tx, FLUSH_KEY, () => {
    const q = batches.get(tx);
    batches.delete(tx);
    return q ? parts(q.values()) : [];
  });
  let queue = batched ? batches.get(tx) : undefined;
  if (batched && !queue) batches.set(tx, (queue = new Map()));
  const local = queue ?? new Map<string, Queued>();
  for (const it of itineraries) {
    const s = summarizeItinerary(it);
    const sourceKey = itineraryKey(`loyalty:${owner.accountId}`, it, s);
    const key = JSON.stringify([owner.userId, sourceKey]);
    const earlier = local.get(key);
    if (s.cancelled && earlier) {
      // The same reservation earlier in this batch: what the two upserts in turn would leave.
      local.set(key, {
        row: {
          ...earlier.row,
          cancelled: true,
          data: { ...(earlier.row.data as object), ...it } as Prisma.InputJsonValue,
        },
        mergeIntoStored: earlier.mergeIntoStored,
      });
      continue;
    }
    const fields = itineraryRowFields(s, it, now);
    local.set(key, {
      row: { userId: owner.userId, source: "loyalty", accountId: owner.accountId, sourceKey, ...fields },
      mergeIntoStored: s.cancelled,
    });
  }
  if (!batched) await runParts(tx, parts(local.values()));
  return itineraries.length;
}
