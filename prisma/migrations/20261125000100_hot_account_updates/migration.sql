-- Every loyalty result updates its account row, always with a new lastCheckDate; the index on
-- (service, lastCheckDate) made each of those updates rewrite all the table's indexes (no HOT
-- update) and no query reads accounts in that order. Pages keep room for the updates (issue 17).
DROP INDEX "LoyaltyAccount_service_lastCheckDate_idx";
ALTER TABLE "LoyaltyAccount" SET (fillfactor = 80);
