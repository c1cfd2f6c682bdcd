// Bulk replace of one delivery's routes and price calendar, each as ONE statement
// (lib/db-write/replace-rows.ts). The column maps are checked by the compiler against the Prisma
// models: they are the only place the columns are listed.
import "server-only";
import { defineTable } from "@/lib/db-write/replace-rows";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SqlTx } from "@/lib/sql";
import { cashCostMinor, type FlightRouteRow } from "@/lib/flights/normalize-route";
import type { FlightResult } from "@/lib/services/flights/result-schema";

const flightRoutes = defineTable<Omit<Prisma.FlightRouteCreateManyInput, "id">>()("FlightRoute", {
  scope: ["searchId", "awardRequestId"],
  deleteBy: "awardRequestId",
  columns: {
    searchId: "text", awardRequestId: "text", providerCode: "text", position: "int", miles: "int", taxesMinor: "int",
    feesMinor: "int", currency: "text", originalCurrency: "text", conversionRate: "float8", stops: "int",
    durationMinutes: "int", departAt: "timestamp", arriveAt: "timestamp", cabins: "text[]", mixedCabin: "bool",
    airlines: "text[]", seats: "int", awardType: "text", segments: "jsonb",
  },
});

const calendarDays = defineTable<Omit<Prisma.FlightCalendarDayCreateManyInput, "id">>()("FlightCalendarDay", {
  scope: ["searchId", "awardRequestId", "providerCode"],
  deleteBy: "awardRequestId",
  columns: {
    searchId: "text", awardRequestId: "text", providerCode: "text", date: "text", cabin: "text", brandedCabin: "text",
    miles: "int", taxesMinor: "int", currency: "text", originalCurrency: "text", conversionRate: "float8",
  },
});

/** Replace one delivery's routes (delete + insert in one statement). */
export async function insertFlightRoutes(tx: SqlTx, searchId: string, awardRequestId: string, rows: FlightRouteRow[]): Promise<void> {
  await flightRoutes.replace(tx, { searchId, awardRequestId }, rows);
}

/** The price calendar of one delivery, also as one statement. */
export async function insertCalendarDays(
  tx: SqlTx,
  searchId: string,
  awardRequestId: string,
  providerCode: string,
  calendar: NonNullable<FlightResult["calendar"]>,
): Promise<void> {
  const rows = calendar.map((e) => ({
    date: e.date,
    cabin: e.cabin,
    brandedCabin: e.brandedItineraryCOS ?? null,
    miles: e.miles,
    taxesMinor: cashCostMinor(e.cashCost).taxesMinor,
    currency: e.cashCost.currency,
    originalCurrency: e.cashCost.originalCurrency ?? null,
    conversionRate: e.cashCost.conversionRate ?? null,
  }));
  await calendarDays.replace(tx, { searchId, awardRequestId, providerCode }, rows);
}
