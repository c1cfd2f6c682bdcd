-- CreateTable
CREATE TABLE "AwardSearch" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "summary" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AwardSearch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AwardRequest" (
    "id" TEXT NOT NULL,
    "searchId" TEXT NOT NULL,
    "providerCode" TEXT NOT NULL,
    "serviceRequestId" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "loyaltyAccountId" TEXT,
    "state" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "question" TEXT,
    "parts" JSONB NOT NULL DEFAULT '{}',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "replacedById" TEXT,
    "pollCount" INTEGER NOT NULL DEFAULT 0,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AwardRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FlightRoute" (
    "id" BIGSERIAL NOT NULL,
    "searchId" TEXT NOT NULL,
    "awardRequestId" TEXT NOT NULL,
    "providerCode" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "miles" INTEGER NOT NULL,
    "taxes" DOUBLE PRECISION NOT NULL,
    "fees" DOUBLE PRECISION,
    "currency" TEXT NOT NULL,
    "originalCurrency" TEXT,
    "conversionRate" DOUBLE PRECISION,
    "stops" INTEGER NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "departAt" TIMESTAMP(3) NOT NULL,
    "arriveAt" TIMESTAMP(3) NOT NULL,
    "cabins" TEXT[],
    "mixedCabin" BOOLEAN NOT NULL,
    "airlines" TEXT[],
    "seats" INTEGER,
    "awardType" TEXT,
    "segments" JSONB NOT NULL,

    CONSTRAINT "FlightRoute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FlightCalendarDay" (
    "id" BIGSERIAL NOT NULL,
    "searchId" TEXT NOT NULL,
    "awardRequestId" TEXT NOT NULL,
    "providerCode" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "cabin" TEXT NOT NULL,
    "brandedCabin" TEXT,
    "miles" INTEGER NOT NULL,
    "taxes" DOUBLE PRECISION NOT NULL,
    "currency" TEXT NOT NULL,
    "originalCurrency" TEXT,
    "conversionRate" DOUBLE PRECISION,

    CONSTRAINT "FlightCalendarDay_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AwardSearch_userId_service_createdAt_idx" ON "AwardSearch"("userId", "service", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AwardRequest_serviceRequestId_key" ON "AwardRequest"("serviceRequestId");

-- CreateIndex
CREATE INDEX "AwardRequest_searchId_idx" ON "AwardRequest"("searchId");

-- CreateIndex
CREATE INDEX "AwardRequest_active_state_sentAt_idx" ON "AwardRequest"("active", "state", "sentAt");

-- CreateIndex
CREATE INDEX "FlightRoute_searchId_miles_idx" ON "FlightRoute"("searchId", "miles");

-- CreateIndex
CREATE INDEX "FlightRoute_awardRequestId_idx" ON "FlightRoute"("awardRequestId");

-- CreateIndex
CREATE INDEX "FlightCalendarDay_searchId_date_idx" ON "FlightCalendarDay"("searchId", "date");

-- CreateIndex
CREATE INDEX "FlightCalendarDay_awardRequestId_idx" ON "FlightCalendarDay"("awardRequestId");

-- AddForeignKey
ALTER TABLE "AwardSearch" ADD CONSTRAINT "AwardSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AwardRequest" ADD CONSTRAINT "AwardRequest_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "AwardSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlightRoute" ADD CONSTRAINT "FlightRoute_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "AwardSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlightRoute" ADD CONSTRAINT "FlightRoute_awardRequestId_fkey" FOREIGN KEY ("awardRequestId") REFERENCES "AwardRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlightCalendarDay" ADD CONSTRAINT "FlightCalendarDay_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "AwardSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlightCalendarDay" ADD CONSTRAINT "FlightCalendarDay_awardRequestId_fkey" FOREIGN KEY ("awardRequestId") REFERENCES "AwardRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
