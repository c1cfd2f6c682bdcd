-- Hotel results as one document per program (AwardResult kind 'hotels'), images as their own rows
-- (HotelPreview), like the flight results before them (issue 17: prisma/schema/hotels.prisma).
-- Stored hotels are converted to the documents lib/hotels/stored-results.ts reads, then the row
-- table goes.
CREATE TABLE "HotelPreview" (
    "awardRequestId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "searchId" TEXT NOT NULL,
    "preview" TEXT NOT NULL,

    CONSTRAINT "HotelPreview_pkey" PRIMARY KEY ("awardRequestId","position")
);

INSERT INTO "AwardResult" ("awardRequestId", kind, "searchId", count, best, items)
SELECT "awardRequestId", 'hotels', min("searchId"), count(*), min("pointsPerNight"),
  json_agg(json_build_object(
    'providerCode', "providerCode", 'position', position, 'name', name, 'rating', rating, 'reviews', reviews,
    'distance', distance, 'awardCategory', "awardCategory", 'address', address, 'place', place,
    'lat', lat, 'lng', lng, 'phone', phone, 'url', url, 'hasPreview', preview IS NOT NULL,
    'descriptionHtml', "descriptionHtml", 'nights', nights, 'checkIn', "checkIn", 'checkOut', "checkOut",
    'pointsPerNight', "pointsPerNight", 'currency', currency, 'cashPerNightMinor', "cashPerNightMinor",
    'bestValueCents', "bestValueCents", 'originalCurrency', "originalCurrency", 'conversionRate', "conversionRate",
    'cheapestRoom', "cheapestRoom", 'cheapestRate', "cheapestRate", 'cheapestCopayMinor', "cheapestCopayMinor",
    'rooms', rooms
  ) ORDER BY position, id)
FROM "HotelResult" GROUP BY "awardRequestId";

INSERT INTO "HotelPreview" ("awardRequestId", position, "searchId", preview)
SELECT DISTINCT ON ("awardRequestId", position) "awardRequestId", position, "searchId", preview
FROM "HotelResult" WHERE preview IS NOT NULL ORDER BY "awardRequestId", position, id;

DROP TABLE "HotelResult";

CREATE OR REPLACE FUNCTION delete_award_results() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "AwardResult" WHERE "awardRequestId" IN (SELECT id FROM gone);
  DELETE FROM "HotelPreview" WHERE "awardRequestId" IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;
