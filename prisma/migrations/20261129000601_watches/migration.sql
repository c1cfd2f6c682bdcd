-- Watched searches (issue 37): re-run in the background by a scheduler (nextRunAt), each remembering
-- what matched last time (present) so only new availability is told.
CREATE TABLE "Watch" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "summary" TEXT NOT NULL,
    "conditions" JSONB NOT NULL,
    "dateFrom" TEXT NOT NULL,
    "dateTo" TEXT NOT NULL,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "endedAt" TIMESTAMP(3),
    "nextRunAt" TIMESTAMP(3) NOT NULL,
    "lastRunAt" TIMESTAMP(3),
    "runSearchId" TEXT,
    "runCount" INTEGER NOT NULL DEFAULT 0,
    "present" JSONB NOT NULL DEFAULT '[]',
    "found" JSONB NOT NULL DEFAULT '[]',
    "lastNoticeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Watch_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Watch_userId_createdAt_idx" ON "Watch"("userId", "createdAt");
CREATE INDEX "Watch_nextRunAt_idx" ON "Watch"("nextRunAt");

ALTER TABLE "Watch" ADD CONSTRAINT "Watch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
