// Bulk insert of one delivery's hotels as ONE statement: the rows travel as a single JSONB
// parameter and PostgreSQL expands them (jsonb_to_recordset) — the pattern the flight routes use
// (lib/flights/insert-flight-routes.ts), measured in bench/ against raw inserts.
import "server-only";
import type { SqlTx } from "@/lib/sql";
import type { HotelRow } from "@/lib/hotels/normalize-hotel";

export async function insertHotelResults(tx: SqlTx, searchId: string, awardRequestId: string, rows: HotelRow[]): Promise<void> {
  if (rows.length === 0) {
    await tx.$executeRaw`DELETE FROM "HotelResult" WHERE "awardRequestId" = ${awardRequestId}`;
    return;
  }
  // Replace in one statement: the CTE's DELETE and the INSERT touch different rows.
  await tx.$executeRaw`
    WITH gone AS (DELETE FROM "HotelResult" WHERE "awardRequestId" = ${awardRequestId})
    INSERT INTO "HotelResult" ("searchId", "awardRequestId", "providerCode", "position", "name", "rating", "reviews",
      "distance", "awardCategory", "address", "place", "lat", "lng", "phone", "url", "preview", "descriptionHtml", "nights",
      "checkIn", "checkOut", "pointsPerNight", "cashPerNight", "bestValueCents", "originalCurrency", "conversionRate",
      "cheapestRoom", "cheapestRate", "cheapestCopay", "rooms")
    SELECT ${searchId}, ${awardRequestId}, r."providerCode", r."position", r."name", r."rating", r."reviews",
      r."distance", r."awardCategory", r."address", r."place", r."lat", r."lng", r."phone", r."url", r."preview", r."descriptionHtml",
      r."nights", r."checkIn", r."checkOut", r."pointsPerNight", r."cashPerNight", r."bestValueCents",
      r."originalCurrency", r."conversionRate", r."cheapestRoom", r."cheapestRate", r."cheapestCopay", r."rooms"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("providerCode" text, "position" int, "name" text,
      "rating" float8, "reviews" int, "distance" float8, "awardCategory" int, "address" text, "place" text, "lat" float8, "lng" float8,
      "phone" text, "url" text, "preview" text, "descriptionHtml" text, "nights" int, "checkIn" text, "checkOut" text,
      "pointsPerNight" int, "cashPerNight" float8, "bestValueCents" float8, "originalCurrency" text,
      "conversionRate" float8, "cheapestRoom" text, "cheapestRate" text, "cheapestCopay" float8, "rooms" jsonb)`;
}
