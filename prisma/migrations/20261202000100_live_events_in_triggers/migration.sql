-- Live updates in one place (issue 35 item 2; docs/architecture.md "Live updates"): every change a
-- page listens for is raised by a trigger on the table written, in the writing transaction, so it is
-- delivered only on commit and application code never calls pg_notify. Payload {"u", "k", "id"}:
-- the owner, the event kind (lib/live/live-event.ts LIVE_KINDS), the page's object id. Identical
-- payloads in one transaction are delivered once (PostgreSQL folds them).

-- The event of a service request: the kind of page object its answer changes, and that object.
CREATE OR REPLACE FUNCTION milepost_request_event_kind(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind WHEN 'flight-search' THEN 'flight-program' WHEN 'hotel-search' THEN 'hotel-program'
    WHEN 'loyalty-check' THEN 'account' WHEN 'email-parse' THEN 'email' WHEN 'mailbox-email' THEN 'email'
    ELSE kind END
$$;

-- ServiceRequest: a statement trigger, so a bulk write (a batch of callbacks, one bookkeeping
-- statement) raises one NOTIFY per distinct payload, not per row. Only changes of what a page shows
-- count — the answer (state, stateText, message, payload) and its end (completedAt) — not the
-- tracker's own columns (phase, requestId, sentAt, polls), which change on every send and poll.
-- The payload is compared last: the scalar columns usually decide first.
CREATE OR REPLACE FUNCTION milepost_notify_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('milepost_events', e.payload)
  FROM (
    SELECT DISTINCT json_build_object('u', n."userId", 'k', milepost_request_event_kind(n.kind),
      'id', COALESCE(n."parentId", n.id))::text AS payload
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n."userId" IS NOT NULL
      AND ((n.state, n."stateText", n.message, n."completedAt") IS DISTINCT FROM (o.state, o."stateText", o.message, o."completedAt")
        OR n.payload IS DISTINCT FROM o.payload)
  ) e;
  RETURN NULL;
END $$;

CREATE TRIGGER "ServiceRequest_live" AFTER UPDATE ON "ServiceRequest"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION milepost_notify_requests();

-- Notification: a new notice, or notices read. One event per user and statement: the notice's id
-- when one changed, "all" when several did (marking everything read).
CREATE OR REPLACE FUNCTION milepost_notify_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('milepost_events', json_build_object('u', c."userId", 'k', 'notification',
    'id', CASE WHEN count(*) = 1 THEN min(c.id) ELSE 'all' END)::text)
  FROM new_rows c GROUP BY c."userId";
  RETURN NULL;
END $$;

CREATE TRIGGER "Notification_live_insert" AFTER INSERT ON "Notification"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_notify_notifications();
CREATE TRIGGER "Notification_live_update" AFTER UPDATE ON "Notification"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_notify_notifications();

-- An email of a connected mailbox: the mailbox's row counts the itineraries its emails' parses
-- found, so a change of such an email or of its parse is also the mailbox's event (before this, the
-- mailbox result's writer raised it itself). Plain row triggers: the id is in the row (the email) or
-- one primary-key read away (its parse), and the generic milepost_notify_row turned the whole row,
-- sealed raw email included, into JSON to read two columns.
CREATE OR REPLACE FUNCTION milepost_notify_email() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r "EmailMessage";
BEGIN
  r := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  PERFORM pg_notify('milepost_events', json_build_object('u', r."userId", 'k', 'email', 'id', r.id)::text);
  IF r."mailboxId" IS NOT NULL THEN
    PERFORM pg_notify('milepost_events', json_build_object('u', r."userId", 'k', 'mailbox', 'id', r."mailboxId")::text);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION milepost_notify_email_parse() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r "EmailParse";
  mailbox text;
BEGIN
  r := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  PERFORM pg_notify('milepost_events', json_build_object('u', r."userId", 'k', 'email', 'id', r."emailId")::text);
  SELECT e."mailboxId" INTO mailbox FROM "EmailMessage" e WHERE e.id = r."emailId";
  IF mailbox IS NOT NULL THEN
    PERFORM pg_notify('milepost_events', json_build_object('u', r."userId", 'k', 'mailbox', 'id', mailbox)::text);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER "EmailMessage_live" ON "EmailMessage";
CREATE TRIGGER "EmailMessage_live" AFTER INSERT OR UPDATE OR DELETE ON "EmailMessage"
  FOR EACH ROW EXECUTE FUNCTION milepost_notify_email();
DROP TRIGGER "EmailParse_live" ON "EmailParse";
CREATE TRIGGER "EmailParse_live" AFTER INSERT OR UPDATE OR DELETE ON "EmailParse"
  FOR EACH ROW EXECUTE FUNCTION milepost_notify_email_parse();
