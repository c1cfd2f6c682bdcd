-- Trip change notices (issue 37): what each timeline item looked like at the last comparison, and
-- the users whose itineraries were written since (marked by a trigger in the writing transaction).
CREATE TABLE "TripItemSeen" (
    "userId" TEXT NOT NULL,
    "itemKey" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "changes" INTEGER NOT NULL DEFAULT 0,
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TripItemSeen_pkey" PRIMARY KEY ("userId","itemKey")
);

CREATE TABLE "TripCheckDue" (
    "userId" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TripCheckDue_pkey" PRIMARY KEY ("userId")
);

ALTER TABLE "TripItemSeen" ADD CONSTRAINT "TripItemSeen_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "TripCheckDue" ADD CONSTRAINT "TripCheckDue_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every source writes "Itinerary" (email and mailbox parses, account checks, in batches too): the one
-- place a trip changes. A statement-level trigger marks each written user once per statement.
-- DO UPDATE (not DO NOTHING) locks the mark until the writer commits, so the job's claim (FOR UPDATE
-- SKIP LOCKED) never takes a mark whose rows it cannot see yet; users in id order, so two batches
-- lock their marks in the same order.
CREATE OR REPLACE FUNCTION milepost_trip_check_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "TripCheckDue" ("userId", "dueAt")
    SELECT u."userId", now() AT TIME ZONE 'UTC' FROM (SELECT DISTINCT n."userId" FROM new_rows n) u ORDER BY u."userId"
  ON CONFLICT ("userId") DO UPDATE SET "dueAt" = EXCLUDED."dueAt";
  RETURN NULL;
END $$;

CREATE TRIGGER "Itinerary_trip_check_insert" AFTER INSERT ON "Itinerary"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_trip_check_due();
CREATE TRIGGER "Itinerary_trip_check_update" AFTER UPDATE ON "Itinerary"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_trip_check_due();
