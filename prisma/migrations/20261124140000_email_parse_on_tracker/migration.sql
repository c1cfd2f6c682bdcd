-- Email parse requests move onto the shared request tracker (issue 11). Rows written by the old
-- email send path carry their requestId but were never given a tracker phase: waiting ones become
-- "sent" with a poll due now (the tracker's sweep queues it within a minute) and keep their poll
-- count; answered or expired ones become "final". The email's own poll bookkeeping then goes.
UPDATE "ServiceRequest" AS sr
SET phase = CASE WHEN sr.state = 0 THEN 'sent' ELSE 'final' END,
    "nextPollAt" = CASE WHEN sr.state = 0 THEN now() END,
    "pollCount" = COALESCE((SELECT ep.polls FROM "EmailParse" AS ep WHERE ep."requestId" = sr."requestId"), 0),
    "lastPolledAt" = (SELECT ep."lastPolledAt" FROM "EmailParse" AS ep WHERE ep."requestId" = sr."requestId"),
    "updatedAt" = now()
WHERE sr.service = 'email' AND sr.kind = 'email-parse' AND sr."requestId" IS NOT NULL AND sr.phase = 'unsent';

ALTER TABLE "EmailParse" DROP COLUMN "lastPolledAt", DROP COLUMN "polls";
