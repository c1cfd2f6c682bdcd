// A program's results of one kind as ONE document (AwardResult, prisma/schema/flights.prisma): the
// normalization writes each (program, kind) it received as one row, replaced whole; the results page
// reads the documents of the programs that changed. Inside a write batch (lib/sql/write-batch.ts)
// the documents of every delivery in the transaction are queued and written by one upsert, a part of
// the batch's single statement; outside a batch they are written at once.
// The items travel as the text of one `json` parameter each (no jsonb parse, no array escaping):
// measured the cheapest of the three ways on 50 and 500 routes (bench/ ingestion, issue 17).
import "server-only";
import { join, raw, sql } from "@/lib/sql/template";
import { onFlush, runParts, type SqlPart } from "@/lib/sql/write-batch";
import { db } from "@/lib/db";
import type { SqlTx } from "@/lib/sql/transaction";

export type AwardResultKind = "routes" | "calendar" | "hotels";

export interface AwardResultDocument {
  awardRequestId: string;
  searchId: string;
  kind: AwardResultKind;
  items: unknown[];
  /** The fewest miles (or points) among the items; null when there are none. */
  best: number | null;
}

/** The fewest of `value` among `items` (null when empty): a document's `best`. */
export function fewest<T>(items: T[], value: (item: T) => number): number | null {
  let best: number | null = null;
  for (const item of items) {
    const v = value(item);
    if (best === null || v < best) best = v;
  }
  return best;
}

const ON_CONFLICT =
  raw(`ON CONFLICT ("awardRequestId", kind) DO UPDATE SET "searchId" = excluded."searchId", count = excluded.count,
  best = excluded.best, items = excluded.items, "updatedAt" = excluded."updatedAt"`);

/** One upsert of `docs` (no two with the same key: ON CONFLICT may touch a row once per statement). */
function upsertPart(docs: AwardResultDocument[]): SqlPart {
  const rows = docs.map(
    (d) =>
      sql`(${d.awardRequestId}, ${d.kind}, ${d.searchId}, ${d.items.length}::int, ${d.best}::int, ${JSON.stringify(d.items)}::json, now())`,
  );
  return sql`INSERT INTO "AwardResult" ("awardRequestId", kind, "searchId", count, best, items, "updatedAt") VALUES ${join(rows, ", ")} ${ON_CONFLICT}`;
}

const queued = new WeakMap<SqlTx, Map<string, AwardResultDocument>>();
const writer = {};

/** Replace the (program, kind) document with `doc`. In a write batch it is queued (a later write of
 *  the same key wins) and runs with the batch's statement. */
export async function writeAwardResult(tx: SqlTx, doc: AwardResultDocument): Promise<void> {
  const batched = onFlush(tx, writer, () => {
    const docs = queued.get(tx);
    queued.delete(tx);
    return docs?.size ? [upsertPart([...docs.values()])] : [];
  });
  if (!batched) return runParts(tx, [upsertPart([doc])]);
  let docs = queued.get(tx);
  if (!docs) queued.set(tx, (docs = new Map()));
  docs.set(`${doc.awardRequestId}\u0000${doc.kind}`, doc);
}

/** The documents of these program searches in one search (items as stored: read them through their
 *  schema); `kinds` narrows them (the results page's first paint reads no routes). */
export function readAwardResults(searchId: string, awardRequestIds: string[], kinds?: AwardResultKind[]) {
  if (!awardRequestIds.length) return Promise.resolve([]);
  return db.awardResult.findMany({
    where: { searchId, awardRequestId: { in: awardRequestIds }, ...(kinds ? { kind: { in: kinds } } : {}) },
    select: { awardRequestId: true, kind: true, items: true },
  });
}
