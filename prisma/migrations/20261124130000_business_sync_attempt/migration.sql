-- Claims of a business sync run (lib/business/sync-business.ts): a run resumed after its process
-- died is claimed again; every write names its attempt.
ALTER TABLE "BusinessSyncRun" ADD COLUMN "attempt" INTEGER NOT NULL DEFAULT 0;
