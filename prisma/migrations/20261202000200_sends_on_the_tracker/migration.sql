-- Every send on the request tracker (issue 35 item 3): a send the service could not be reached for
-- waits in the tracker's own phase "send-retry" (attempts and the next try on the request's row) and
-- is sent again by the tracker's sweep; email's own re-send machinery and its statuses go.

ALTER TABLE "ServiceRequest" ADD COLUMN "sendAttempts" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "nextSendAt" TIMESTAMP(3);

-- lib/service-requests/request-phase.ts RequestPhase (was migration 20261201000700's list + send-retry)
ALTER TABLE "ServiceRequest" DROP CONSTRAINT "ServiceRequest_phase_check";
ALTER TABLE "ServiceRequest" ADD CONSTRAINT "ServiceRequest_phase_check"
  CHECK (phase IN ('unsent', 'send-retry', 'send-failed', 'sent', 'final')) NOT VALID;
ALTER TABLE "ServiceRequest" VALIDATE CONSTRAINT "ServiceRequest_phase_check";

-- Emails waiting for email's own re-send ("unsent", or "sending" when the app stopped mid-send) that
-- still hold their raw email: the tracker takes them over as one request each, due now, keeping the
-- attempts made. One already being sent by the tracker (phase "unsent") is left to the sweep.
INSERT INTO "ServiceRequest" (id, service, phase, "userId", kind, "parentId", "sendAttempts", "nextSendAt", "updatedAt")
SELECT gen_random_uuid()::text, 'email', 'send-retry', e."userId", 'email-parse', e.id, e."sendAttempts", now(), now()
FROM "EmailMessage" e
WHERE e.status IN ('sending', 'unsent') AND e."rawSealed" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "ServiceRequest" sr
                  WHERE sr."parentId" = e.id AND sr.kind = 'email-parse' AND sr.phase = 'unsent');

-- lib/inbox/email-message-status.ts EmailMessageStatus: sending/unsent → submitted (with the
-- tracker), or rejected when the raw email is gone (nothing left to send).
ALTER TABLE "EmailMessage" DROP CONSTRAINT "EmailMessage_status_check";
UPDATE "EmailMessage" SET status = 'submitted' WHERE status IN ('sending', 'unsent') AND "rawSealed" IS NOT NULL;
UPDATE "EmailMessage" SET status = 'rejected',
  error = COALESCE(error, 'The email service could not be reached; it was not parsed.')
  WHERE status IN ('sending', 'unsent');
ALTER TABLE "EmailMessage" ALTER COLUMN status SET DEFAULT 'submitted';
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_status_check"
  CHECK (status IN ('held', 'submitted', 'sent', 'rejected')) NOT VALID;
ALTER TABLE "EmailMessage" VALIDATE CONSTRAINT "EmailMessage_status_check";

-- Read only by the email re-send's query, which is gone.
DROP INDEX "EmailMessage_status_updatedAt_idx";
ALTER TABLE "EmailMessage" DROP COLUMN "sendAttempts";
