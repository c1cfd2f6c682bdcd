-- Timeline (issue 14): manual trips, the calendar feed token, calendar event identities.
-- "emailId" is also added by the inbox branch (with its foreign key); IF NOT EXISTS keeps both orders safe.
ALTER TABLE "Itinerary" ADD COLUMN IF NOT EXISTS "emailId" TEXT;

CREATE TABLE "TimelineTrip" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "itemKeys" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "TimelineTrip_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "TimelineTrip_userId_idx" ON "TimelineTrip"("userId");
ALTER TABLE "TimelineTrip" ADD CONSTRAINT "TimelineTrip_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "TimelineFeed" (
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "tokenSealed" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TimelineFeed_pkey" PRIMARY KEY ("userId")
);
CREATE UNIQUE INDEX "TimelineFeed_tokenHash_key" ON "TimelineFeed"("tokenHash");
ALTER TABLE "TimelineFeed" ADD CONSTRAINT "TimelineFeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "TimelineEvent" (
    "userId" TEXT NOT NULL,
    "itemKey" TEXT NOT NULL,
    "uid" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "TimelineEvent_pkey" PRIMARY KEY ("userId","itemKey")
);
CREATE UNIQUE INDEX "TimelineEvent_uid_key" ON "TimelineEvent"("uid");
ALTER TABLE "TimelineEvent" ADD CONSTRAINT "TimelineEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
