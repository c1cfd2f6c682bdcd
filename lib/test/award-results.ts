// What a program search has stored (AwardResult documents, lib/award-search/award-results.ts), for
// tests: the items of one kind, in the stored order ([] when no document was written).
import { db } from "@/lib/test/test-db";

export async function storedItems<T = Record<string, unknown>>(
  awardRequestId: string,
  kind: "routes" | "calendar" | "hotels",
): Promise<T[]> {
  const row = await db.awardResult.findUnique({
    where: { awardRequestId_kind: { awardRequestId, kind } },
    select: { items: true, count: true },
  });
  if (!row) return [];
  const items = row.items as T[];
  if (items.length !== row.count)
    throw new Error(`AwardResult ${kind} of ${awardRequestId}: count ${row.count}, ${items.length} items`);
  return items;
}
