// Write one delivery's hotels: the program's "hotels" document (lib/award-search/award-results.ts)
// and, replaced with it by one statement, the images as HotelPreview rows (lib/sql/replace-rows.ts;
// the column map is checked by the compiler against the Prisma model).
import "server-only";
import { fewest, writeAwardResult } from "@/lib/award-search/award-results";
import { defineTable } from "@/lib/sql/replace-rows";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StoredHotel } from "@/lib/hotels/stored-results";
import type { SqlTx } from "@/lib/sql/transaction";

const hotelPreviews = defineTable<Prisma.HotelPreviewCreateManyInput>()("HotelPreview", {
  scope: ["searchId", "awardRequestId"],
  deleteBy: "awardRequestId",
  columns: { searchId: "text", awardRequestId: "text", position: "int", preview: "text" },
});

/** `items`: the program's hotels; `previews`: the images of those that have one, by position. */
export async function insertHotelResults(
  tx: SqlTx,
  searchId: string,
  awardRequestId: string,
  items: StoredHotel[],
  previews: { position: number; preview: string }[],
): Promise<void> {
  await writeAwardResult(tx, {
    awardRequestId,
    searchId,
    kind: "hotels",
    items,
    best: fewest(items, (h) => h.pointsPerNight),
  });
  await hotelPreviews.replace(tx, { searchId, awardRequestId }, previews);
}
