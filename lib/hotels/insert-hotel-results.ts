// Bulk replace of one delivery's hotels as ONE statement (lib/db-write/replace-rows.ts). The
// column map is checked by the compiler against the Prisma model (HotelResult): it is the only
// place the columns are listed.
import "server-only";
import { defineTable } from "@/lib/db-write/replace-rows";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { HotelRow } from "@/lib/hotels/normalize-hotel";
import type { SqlTx } from "@/lib/sql";

const hotelResults = defineTable<Omit<Prisma.HotelResultCreateManyInput, "id">>()("HotelResult", {
  scope: ["searchId", "awardRequestId"],
  deleteBy: "awardRequestId",
  columns: {
    searchId: "text", awardRequestId: "text", providerCode: "text", position: "int", name: "text", rating: "float8",
    reviews: "int", distance: "float8", awardCategory: "int", address: "text", place: "text", lat: "float8", lng: "float8", phone: "text",
    url: "text", preview: "text", descriptionHtml: "text", nights: "int", checkIn: "text", checkOut: "text",
    pointsPerNight: "int", currency: "text", cashPerNightMinor: "int", bestValueCents: "float8", originalCurrency: "text",
    conversionRate: "float8", cheapestRoom: "text", cheapestRate: "text", cheapestCopayMinor: "int", rooms: "jsonb",
  },
});

export async function insertHotelResults(tx: SqlTx, searchId: string, awardRequestId: string, rows: HotelRow[]): Promise<void> {
  await hotelResults.replace(tx, { searchId, awardRequestId }, rows);
}
