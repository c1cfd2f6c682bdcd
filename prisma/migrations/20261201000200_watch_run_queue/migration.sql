-- A watch run's requests not sent yet (issue 38: a journey watch's run sends up to 60 requests,
-- spread by the scheduler over its per-minute budget).
ALTER TABLE "Watch" ADD COLUMN "runQueue" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "Watch" ADD COLUMN "runUnsent" INTEGER NOT NULL DEFAULT 0;
