-- Lifecycle words are closed sets (issue 35 item 4): the database refuses any other value, whichever
-- writer tries (Prisma, raw SQL, a script, a seed). Each list is the const object named beside it;
-- lib/lifecycle-checks.test.ts compares the two. Prisma's schema cannot state a CHECK, so the schema
-- names these constraints in comments on the columns.
-- NOT VALID then VALIDATE: adding holds the table's lock only for the catalog change; the scan of the
-- existing rows runs under a lock that lets reads and writes go on.

-- lib/service-requests/request-phase.ts RequestPhase
ALTER TABLE "ServiceRequest" ADD CONSTRAINT "ServiceRequest_phase_check"
  CHECK (phase IN ('unsent', 'send-failed', 'sent', 'final')) NOT VALID;
ALTER TABLE "ServiceRequest" VALIDATE CONSTRAINT "ServiceRequest_phase_check";

-- lib/inbox/email-message-status.ts EmailMessageStatus
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_status_check"
  CHECK (status IN ('sending', 'sent', 'unsent', 'rejected', 'held')) NOT VALID;
ALTER TABLE "EmailMessage" VALIDATE CONSTRAINT "EmailMessage_status_check";

-- lib/business/sync-run-status.ts SyncRunStatus
ALTER TABLE "BusinessSyncRun" ADD CONSTRAINT "BusinessSyncRun_status_check"
  CHECK (status IN ('queued', 'running', 'waiting', 'done', 'failed')) NOT VALID;
ALTER TABLE "BusinessSyncRun" VALIDATE CONSTRAINT "BusinessSyncRun_status_check";

-- lib/mailboxes/mailbox-state.ts MailboxState
ALTER TABLE "Mailbox" ADD CONSTRAINT "Mailbox_state_check"
  CHECK (state IN ('connecting', 'scanning', 'listening', 'finished', 'error')) NOT VALID;
ALTER TABLE "Mailbox" VALIDATE CONSTRAINT "Mailbox_state_check";

-- lib/notifications/outbox-state.ts OutboxState
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_state_check"
  CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'skipped')) NOT VALID;
ALTER TABLE "OutboxEmail" VALIDATE CONSTRAINT "OutboxEmail_state_check";
