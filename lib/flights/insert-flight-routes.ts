// Bulk insert of one delivery's routes as ONE statement: the rows travel as a single JSONB
// parameter and PostgreSQL expands them (jsonb_to_recordset). Prisma's createMany binds 20
// parameters per row and was ~5x slower for 500-route bodies (bench/: receiver vs raw inserts).
import "server-only";
import type { SqlTx } from "@/lib/sql";
import type { FlightRouteRow } from "@/lib/flights/normalize-route";
import type { FlightResult } from "@/lib/services/flights/result-schema";

/** Replace one delivery's routes (delete + insert in one statement). */
export async function insertFlightRoutes(tx: SqlTx, searchId: string, awardRequestId: string, rows: FlightRouteRow[]): Promise<void> {
  if (rows.length === 0) {
    await tx.$executeRaw`DELETE FROM "FlightRoute" WHERE "awardRequestId" = ${awardRequestId}`;
    return;
  }
  // Replace in one statement: the CTE's DELETE and the INSERT touch different rows.
  await tx.$executeRaw`
    WITH gone AS (DELETE FROM "FlightRoute" WHERE "awardRequestId" = ${awardRequestId})
    INSERT INTO "FlightRoute" ("searchId", "awardRequestId", "providerCode", "position", "miles", "taxes", "fees", "currency",
      "originalCurrency", "conversionRate", "stops", "durationMinutes", "departAt", "arriveAt", "cabins", "mixedCabin",
      "airlines", "seats", "awardType", "segments")
    SELECT ${searchId}, ${awardRequestId}, r."providerCode", r."position", r."miles", r."taxes", r."fees", r."currency",
      r."originalCurrency", r."conversionRate", r."stops", r."durationMinutes",
      r."departAt" AT TIME ZONE 'UTC', r."arriveAt" AT TIME ZONE 'UTC', r."cabins", r."mixedCabin",
      r."airlines", r."seats", r."awardType", r."segments"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("providerCode" text, "position" int, "miles" int,
      "taxes" float8, "fees" float8, "currency" text, "originalCurrency" text, "conversionRate" float8, "stops" int,
      "durationMinutes" int, "departAt" timestamptz, "arriveAt" timestamptz, "cabins" text[], "mixedCabin" boolean,
      "airlines" text[], "seats" int, "awardType" text, "segments" jsonb)`;
}

/** The price calendar of one delivery, also as one statement. */
export async function insertCalendarDays(
  tx: SqlTx,
  searchId: string,
  awardRequestId: string,
  providerCode: string,
  calendar: NonNullable<FlightResult["calendar"]>,
): Promise<void> {
  if (calendar.length === 0) {
    await tx.$executeRaw`DELETE FROM "FlightCalendarDay" WHERE "awardRequestId" = ${awardRequestId}`;
    return;
  }
  const rows = calendar.map((e) => ({
    date: e.date,
    cabin: e.cabin,
    brandedCabin: e.brandedItineraryCOS ?? null,
    miles: e.miles,
    taxes: Math.round((e.cashCost.taxes + (e.cashCost.fees ?? 0)) * 100) / 100,
    currency: e.cashCost.currency,
    originalCurrency: e.cashCost.originalCurrency ?? null,
    conversionRate: e.cashCost.conversionRate ?? null,
  }));
  await tx.$executeRaw`
    WITH gone AS (DELETE FROM "FlightCalendarDay" WHERE "awardRequestId" = ${awardRequestId})
    INSERT INTO "FlightCalendarDay" ("searchId", "awardRequestId", "providerCode", date, cabin, "brandedCabin", miles, taxes,
      currency, "originalCurrency", "conversionRate")
    SELECT ${searchId}, ${awardRequestId}, ${providerCode}, r.date, r.cabin, r."brandedCabin", r.miles, r.taxes,
      r.currency, r."originalCurrency", r."conversionRate"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(date text, cabin text, "brandedCabin" text, miles int,
      taxes float8, currency text, "originalCurrency" text, "conversionRate" float8)`;
}
