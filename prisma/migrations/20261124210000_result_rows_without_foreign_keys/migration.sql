-- Result rows (routes, calendar days, hotels) without foreign keys: each key checked its parent once
-- per inserted row, a third of the normalization's database time for a 50-route delivery (issue 17).
-- The normalization writes them only while it holds their AwardRequest row locked; this trigger
-- deletes them with it, one statement per table whatever the number of requests (a search's delete
-- cascades to its requests, a user's to their searches, so both reach here).
ALTER TABLE "FlightRoute" DROP CONSTRAINT "FlightRoute_searchId_fkey";
ALTER TABLE "FlightRoute" DROP CONSTRAINT "FlightRoute_awardRequestId_fkey";
ALTER TABLE "FlightCalendarDay" DROP CONSTRAINT "FlightCalendarDay_searchId_fkey";
ALTER TABLE "FlightCalendarDay" DROP CONSTRAINT "FlightCalendarDay_awardRequestId_fkey";
ALTER TABLE "HotelResult" DROP CONSTRAINT "HotelResult_searchId_fkey";
ALTER TABLE "HotelResult" DROP CONSTRAINT "HotelResult_awardRequestId_fkey";

CREATE FUNCTION delete_award_results() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "FlightRoute" WHERE "awardRequestId" IN (SELECT id FROM gone);
  DELETE FROM "FlightCalendarDay" WHERE "awardRequestId" IN (SELECT id FROM gone);
  DELETE FROM "HotelResult" WHERE "awardRequestId" IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;

CREATE TRIGGER "AwardRequest_delete_results" AFTER DELETE ON "AwardRequest"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION delete_award_results();
