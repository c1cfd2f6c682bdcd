-- The elite level each account had at the last alerts scan (issue 37): a gained or lost status is told
-- against it; the first scan of an account stores it silently.
CREATE TABLE "EliteStatusSeen" (
    "accountId" TEXT NOT NULL,
    "eliteLevel" INTEGER,
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EliteStatusSeen_pkey" PRIMARY KEY ("accountId")
);

ALTER TABLE "EliteStatusSeen" ADD CONSTRAINT "EliteStatusSeen_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LoyaltyAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
