-- CreateTable
CREATE TABLE "CardListing" (
    "variant" TEXT NOT NULL,
    "dataHash" TEXT NOT NULL,
    "etag" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "license" TEXT NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL,
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMP(3),

    CONSTRAINT "CardListing_pkey" PRIMARY KEY ("variant")
);

-- CreateTable
CREATE TABLE "CachedCard" (
    "variant" TEXT NOT NULL,
    "cardId" INTEGER NOT NULL,
    "issuingBank" TEXT NOT NULL,
    "cardName" TEXT NOT NULL,
    "cardType" TEXT NOT NULL,
    "isCashback" BOOLEAN NOT NULL,
    "isDiscontinued" BOOLEAN NOT NULL,
    "shortEarningDescription" TEXT,
    "servicePointValue" DOUBLE PRECISION,
    "currencyName" TEXT,
    "earningCategories" JSONB NOT NULL,
    "earningMerchants" JSONB NOT NULL,

    CONSTRAINT "CachedCard_pkey" PRIMARY KEY ("variant","cardId")
);

-- CreateTable
CREATE TABLE "CardWalletEntry" (
    "userId" TEXT NOT NULL,
    "cardId" INTEGER NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardWalletEntry_pkey" PRIMARY KEY ("userId","cardId")
);

-- CreateTable
CREATE TABLE "Itinerary" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "accountId" TEXT,
    "sourceKey" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "confirmationNumber" TEXT,
    "title" TEXT NOT NULL,
    "startAt" TIMESTAMP(3),
    "endAt" TIMESTAMP(3),
    "startLocal" TEXT,
    "endLocal" TEXT,
    "startPlace" TEXT,
    "endPlace" TEXT,
    "cancelled" BOOLEAN NOT NULL DEFAULT false,
    "past" BOOLEAN NOT NULL DEFAULT false,
    "data" JSONB NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Itinerary_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoyaltyAccount" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "service" TEXT NOT NULL DEFAULT 'loyalty',
    "providerCode" TEXT NOT NULL,
    "login" TEXT NOT NULL,
    "login2" TEXT,
    "login3" TEXT,
    "passwordSealed" TEXT NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '[]',
    "browserStateSealed" TEXT,
    "filesVersion" INTEGER,
    "state" INTEGER,
    "message" TEXT,
    "question" TEXT,
    "balance" DOUBLE PRECISION,
    "previousBalance" DOUBLE PRECISION,
    "expirationDate" DATE,
    "neverExpires" BOOLEAN NOT NULL DEFAULT false,
    "eliteLevel" INTEGER,
    "properties" JSONB,
    "subAccounts" JSONB,
    "detectedCards" JSONB,
    "noItineraries" BOOLEAN,
    "historyState" TEXT,
    "lastCheckDate" TIMESTAMP(3),
    "lastRequestId" TEXT,
    "checkRequestedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoyaltyAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoyaltyHistoryRow" (
    "id" BIGSERIAL NOT NULL,
    "accountId" TEXT NOT NULL,
    "subAccountCode" TEXT NOT NULL DEFAULT '',
    "postingDate" DATE,
    "position" INTEGER NOT NULL,
    "rowKey" TEXT NOT NULL,
    "miles" DOUBLE PRECISION,
    "fields" JSONB NOT NULL,

    CONSTRAINT "LoyaltyHistoryRow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoyaltyBalanceSnapshot" (
    "id" BIGSERIAL NOT NULL,
    "accountId" TEXT NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL,
    "balance" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "LoyaltyBalanceSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CachedCard_variant_issuingBank_idx" ON "CachedCard"("variant", "issuingBank");

-- CreateIndex
CREATE INDEX "Itinerary_userId_startAt_idx" ON "Itinerary"("userId", "startAt");

-- CreateIndex
CREATE INDEX "Itinerary_accountId_idx" ON "Itinerary"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Itinerary_userId_sourceKey_key" ON "Itinerary"("userId", "sourceKey");

-- CreateIndex
CREATE INDEX "LoyaltyAccount_service_lastCheckDate_idx" ON "LoyaltyAccount"("service", "lastCheckDate");

-- CreateIndex
CREATE UNIQUE INDEX "LoyaltyAccount_userId_service_providerCode_login_key" ON "LoyaltyAccount"("userId", "service", "providerCode", "login");

-- CreateIndex
CREATE INDEX "LoyaltyHistoryRow_accountId_subAccountCode_postingDate_idx" ON "LoyaltyHistoryRow"("accountId", "subAccountCode", "postingDate");

-- CreateIndex
CREATE INDEX "LoyaltyBalanceSnapshot_accountId_checkedAt_idx" ON "LoyaltyBalanceSnapshot"("accountId", "checkedAt");

-- AddForeignKey
ALTER TABLE "CachedCard" ADD CONSTRAINT "CachedCard_variant_fkey" FOREIGN KEY ("variant") REFERENCES "CardListing"("variant") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardWalletEntry" ADD CONSTRAINT "CardWalletEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Itinerary" ADD CONSTRAINT "Itinerary_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Itinerary" ADD CONSTRAINT "Itinerary_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LoyaltyAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoyaltyAccount" ADD CONSTRAINT "LoyaltyAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoyaltyHistoryRow" ADD CONSTRAINT "LoyaltyHistoryRow_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LoyaltyAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoyaltyBalanceSnapshot" ADD CONSTRAINT "LoyaltyBalanceSnapshot_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LoyaltyAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
