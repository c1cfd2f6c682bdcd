-- CreateTable
CREATE TABLE "HotelResult" (
    "id" BIGSERIAL NOT NULL,
    "searchId" TEXT NOT NULL,
    "awardRequestId" TEXT NOT NULL,
    "providerCode" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "rating" DOUBLE PRECISION,
    "reviews" INTEGER,
    "distance" DOUBLE PRECISION,
    "awardCategory" INTEGER,
    "address" TEXT NOT NULL,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "phone" TEXT,
    "url" TEXT,
    "preview" TEXT,
    "descriptionHtml" TEXT,
    "nights" INTEGER NOT NULL,
    "checkIn" TEXT NOT NULL,
    "checkOut" TEXT,
    "pointsPerNight" INTEGER NOT NULL,
    "cashPerNight" DOUBLE PRECISION,
    "bestValueCents" DOUBLE PRECISION,
    "originalCurrency" TEXT,
    "conversionRate" DOUBLE PRECISION,
    "cheapestRoom" TEXT NOT NULL,
    "cheapestRate" TEXT,
    "cheapestCopay" DOUBLE PRECISION,
    "rooms" JSONB NOT NULL,

    CONSTRAINT "HotelResult_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HotelResult_searchId_pointsPerNight_idx" ON "HotelResult"("searchId", "pointsPerNight");

-- CreateIndex
CREATE INDEX "HotelResult_awardRequestId_idx" ON "HotelResult"("awardRequestId");

-- AddForeignKey
ALTER TABLE "HotelResult" ADD CONSTRAINT "HotelResult_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "AwardSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelResult" ADD CONSTRAINT "HotelResult_awardRequestId_fkey" FOREIGN KEY ("awardRequestId") REFERENCES "AwardRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
