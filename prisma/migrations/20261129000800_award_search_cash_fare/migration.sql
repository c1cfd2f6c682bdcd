-- A flight search's typed cash fare per person, minor units of its currency (issue 36 item 5).
ALTER TABLE "AwardSearch" ADD COLUMN "cashFareMinor" INTEGER;
