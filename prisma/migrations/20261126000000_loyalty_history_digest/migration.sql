-- Issue 17: a complete history reply equal to the one the rows came from writes nothing
-- (lib/loyalty-accounts/store-history.ts). Nullable, no default: adding it rewrites no rows.
ALTER TABLE "LoyaltyAccount" ADD COLUMN "historyDigest" TEXT;
