-- The shared request tracker (lib/service-requests): a request is recorded before it is sent, with
-- its lifecycle in `phase`; requestId stays null until the service accepted it (no placeholder ids).
ALTER TABLE "ServiceRequest" ALTER COLUMN "requestId" DROP NOT NULL;
ALTER TABLE "ServiceRequest" ADD COLUMN "phase" TEXT NOT NULL DEFAULT 'unsent';
ALTER TABLE "ServiceRequest" ADD COLUMN "pollCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "ServiceRequest" ADD COLUMN "nextPollAt" TIMESTAMP(3);

-- Existing rows were all accepted by their service: final when they have a final state, else sent
-- and due for a poll now (the sweep picks them up).
UPDATE "ServiceRequest" SET "phase" = CASE WHEN "state" <> 0 THEN 'final' ELSE 'sent' END,
  "nextPollAt" = CASE WHEN "state" = 0 THEN now() END;

-- Award requests that never reached their service pointed at a made-up "unsent-…" id: give each a
-- real ServiceRequest in the send-failed phase.
INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", state, message, "sentAt", "completedAt", "updatedAt")
SELECT ar."serviceRequestId", s.service, NULL, 'send-failed', s."userId",
  CASE s.service WHEN 'hotels' THEN 'hotel-search' ELSE 'flight-search' END,
  ar."searchId", ar.state, ar.message, ar."sentAt", ar."sentAt", now()
FROM "AwardRequest" ar JOIN "AwardSearch" s ON s.id = ar."searchId"
WHERE NOT EXISTS (SELECT 1 FROM "ServiceRequest" sr WHERE sr.id = ar."serviceRequestId");

-- Polling bookkeeping and the service's id now live on the ServiceRequest only.
UPDATE "ServiceRequest" sr SET "pollCount" = ar."pollCount" FROM "AwardRequest" ar WHERE ar."serviceRequestId" = sr.id;
ALTER TABLE "AwardRequest" DROP COLUMN "requestId";
ALTER TABLE "AwardRequest" DROP COLUMN "pollCount";

CREATE INDEX "ServiceRequest_phase_nextPollAt_idx" ON "ServiceRequest"("phase", "nextPollAt");

ALTER TABLE "AwardRequest" ADD CONSTRAINT "AwardRequest_serviceRequestId_fkey" FOREIGN KEY ("serviceRequestId") REFERENCES "ServiceRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
