-- Inbox (issue 13): emails handed to Milepost, their parse requests, per-user inbox settings,
-- and the link from an itinerary to the email that wrote it.
CREATE TABLE "EmailMessage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "subject" TEXT,
    "sender" TEXT,
    "sentAt" TIMESTAMP(3),
    "fileName" TEXT,
    "sizeBytes" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sending',
    "error" TEXT,
    "rawSealed" TEXT,
    "sendAttempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "EmailMessage_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "EmailParse" (
    "id" TEXT NOT NULL,
    "emailId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "statusMessage" TEXT,
    "rejectMethod" TEXT,
    "missingFields" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "providerCode" TEXT,
    "fromProvider" BOOLEAN,
    "parsingMethod" TEXT,
    "flightDataMethodsUsed" JSONB,
    "nested" BOOLEAN NOT NULL DEFAULT false,
    "subject" TEXT,
    "metadata" JSONB,
    "pricingInfo" JSONB,
    "statement" JSONB,
    "itineraryIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "counts" JSONB,
    "resultAt" TIMESTAMP(3),
    "lastPolledAt" TIMESTAMP(3),
    "polls" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "EmailParse_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "EmailSettings" (
    "userId" TEXT NOT NULL,
    "forwardingToken" TEXT NOT NULL,
    "travelerNames" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "region" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "EmailSettings_pkey" PRIMARY KEY ("userId")
);

ALTER TABLE "Itinerary" ADD COLUMN "emailId" TEXT,
ADD COLUMN "otherTraveler" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "hidden" BOOLEAN NOT NULL DEFAULT false;

CREATE INDEX "EmailMessage_userId_createdAt_idx" ON "EmailMessage"("userId", "createdAt");
CREATE INDEX "EmailMessage_status_updatedAt_idx" ON "EmailMessage"("status", "updatedAt");
CREATE UNIQUE INDEX "EmailParse_requestId_key" ON "EmailParse"("requestId");
CREATE INDEX "EmailParse_emailId_idx" ON "EmailParse"("emailId");
CREATE INDEX "EmailParse_status_createdAt_idx" ON "EmailParse"("status", "createdAt");
CREATE UNIQUE INDEX "EmailSettings_forwardingToken_key" ON "EmailSettings"("forwardingToken");
CREATE INDEX "Itinerary_emailId_idx" ON "Itinerary"("emailId");

ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EmailParse" ADD CONSTRAINT "EmailParse_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES "EmailMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EmailSettings" ADD CONSTRAINT "EmailSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Itinerary" ADD CONSTRAINT "Itinerary_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES "EmailMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
