-- A request row is written small when it is sent (no payload) and updated when its result comes back
-- with the result's envelope: the row about doubles (ServiceRequest ~230 → ~450 bytes; measured on
-- the bench's flight, hotel and loyalty results). With 20 % of each page free (fillfactor 80, migration
-- 20261125000000_hot_request_updates) the grown rows did not fit on their page, so 60 – 85 % of
-- these updates were not HOT: a new tuple on another page and a new entry in each of the table's
-- six indexes. With 60 % free, 83 – 95 % are HOT; a 20-account loyalty package (20 such updates)
-- costs ~11 % less PostgreSQL CPU (bench/ ingestion, issue 17). AwardRequest rows grow less, but every
-- callback writes a new version of them: 60 % → 99 % HOT with half of each page free.
-- The price is disk: a page of freshly sent requests holds ~12 rows instead of ~28 until they are
-- answered. Only pages written from now on get the room; existing ones keep theirs.
ALTER TABLE "ServiceRequest" SET (fillfactor = 40);
ALTER TABLE "AwardRequest" SET (fillfactor = 50);
