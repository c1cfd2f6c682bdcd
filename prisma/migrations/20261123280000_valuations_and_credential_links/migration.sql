-- A traveler's own point values (overrides the default table and the card service's value).
CREATE TABLE "PointValuation" (
    "userId" TEXT NOT NULL,
    "providerCode" TEXT NOT NULL,
    "centsPerPoint" DECIMAL(10,4) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointValuation_pkey" PRIMARY KEY ("userId","providerCode")
);

ALTER TABLE "PointValuation" ADD CONSTRAINT "PointValuation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AwardRequest.loyaltyAccountId points at the credentials it sent: a real foreign key, so deleting
-- the credentials leaves no dangling id (the request keeps its results, without the login).
UPDATE "AwardRequest" r SET "loyaltyAccountId" = NULL
WHERE "loyaltyAccountId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "LoyaltyAccount" a WHERE a.id = r."loyaltyAccountId");

CREATE INDEX "AwardRequest_loyaltyAccountId_idx" ON "AwardRequest"("loyaltyAccountId");

ALTER TABLE "AwardRequest" ADD CONSTRAINT "AwardRequest_loyaltyAccountId_fkey" FOREIGN KEY ("loyaltyAccountId") REFERENCES "LoyaltyAccount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- First-run demo steps done per user (each runs once).
CREATE TABLE "DemoSeedStep" (
    "userId" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "doneAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DemoSeedStep_pkey" PRIMARY KEY ("userId","step")
);

ALTER TABLE "DemoSeedStep" ADD CONSTRAINT "DemoSeedStep_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
