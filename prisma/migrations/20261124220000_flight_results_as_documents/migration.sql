-- Flight results as one document per program and kind (routes, calendar) instead of a row per route
-- or day (issue 17: prisma/schema/flights.prisma, AwardResult). Stored results are converted to the
-- documents lib/flights/stored-results.ts reads, in their positions' order, then the row tables go.
CREATE TABLE "AwardResult" (
    "awardRequestId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "searchId" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "best" INTEGER,
    "items" JSON NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AwardResult_pkey" PRIMARY KEY ("awardRequestId","kind")
);

CREATE INDEX "AwardResult_searchId_idx" ON "AwardResult"("searchId");

-- Instants as the normalization writes them (JavaScript's toISOString: UTC, milliseconds, Z).
INSERT INTO "AwardResult" ("awardRequestId", kind, "searchId", count, best, items)
SELECT "awardRequestId", 'routes', min("searchId"), count(*), min(miles),
  json_agg(json_build_object(
    'providerCode', "providerCode", 'position', position, 'miles', miles, 'taxesMinor', "taxesMinor",
    'currency', currency, 'originalCurrency', "originalCurrency", 'conversionRate', "conversionRate",
    'stops', stops, 'durationMinutes', "durationMinutes",
    'departAt', to_char("departAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'cabins', cabins, 'mixedCabin', "mixedCabin", 'airlines', airlines, 'seats', seats,
    'awardType', "awardType", 'segments', segments
  ) ORDER BY position, id)
FROM "FlightRoute" GROUP BY "awardRequestId";

INSERT INTO "AwardResult" ("awardRequestId", kind, "searchId", count, best, items)
SELECT "awardRequestId", 'calendar', min("searchId"), count(*), min(miles),
  json_agg(json_build_object(
    'providerCode', "providerCode", 'date', date, 'cabin', cabin, 'brandedCabin', "brandedCabin",
    'miles', miles, 'taxesMinor', "taxesMinor", 'currency', currency
  ) ORDER BY id)
FROM "FlightCalendarDay" GROUP BY "awardRequestId";

DROP TABLE "FlightRoute";
DROP TABLE "FlightCalendarDay";

CREATE OR REPLACE FUNCTION delete_award_results() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "AwardResult" WHERE "awardRequestId" IN (SELECT id FROM gone);
  DELETE FROM "HotelResult" WHERE "awardRequestId" IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;
