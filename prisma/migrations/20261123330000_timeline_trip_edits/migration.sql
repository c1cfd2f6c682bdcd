-- Trips made by moving items keep their membership but not a fixed name: `userNamed` is false
-- until the user names them. Existing rows were all made by renaming, hence the default.
ALTER TABLE "TimelineTrip" ADD COLUMN "userNamed" BOOLEAN NOT NULL DEFAULT true;
