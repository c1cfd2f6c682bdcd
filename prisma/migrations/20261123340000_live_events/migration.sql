-- Live updates (README "Live updates"): the tables behind the live pages that are written outside the
-- callback normalization's own statement (which notifies in its final statement, lib/live/notify-sql.ts)
-- tell the owner's open pages that something changed, in the writing transaction, ids only.
-- TG_ARGV[0] is the event kind, TG_ARGV[1] (optional) the column holding the object id. Identical
-- payloads in one transaction are delivered once, so a bulk write of one user's rows is one event.
CREATE OR REPLACE FUNCTION milepost_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
BEGIN
  r := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  IF r ->> 'userId' IS NOT NULL THEN
    PERFORM pg_notify('milepost_events', json_build_object(
      'u', r ->> 'userId', 'k', TG_ARGV[0], 'id', CASE WHEN TG_NARGS > 1 THEN r ->> TG_ARGV[1] END)::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Mailbox_live" AFTER INSERT OR UPDATE OR DELETE ON "Mailbox"
  FOR EACH ROW EXECUTE FUNCTION milepost_notify_row('mailbox', 'id');
CREATE TRIGGER "EmailMessage_live" AFTER INSERT OR UPDATE OR DELETE ON "EmailMessage"
  FOR EACH ROW EXECUTE FUNCTION milepost_notify_row('email', 'id');
CREATE TRIGGER "EmailParse_live" AFTER INSERT OR UPDATE OR DELETE ON "EmailParse"
  FOR EACH ROW EXECUTE FUNCTION milepost_notify_row('email', 'emailId');
CREATE TRIGGER "BusinessSyncRun_live" AFTER INSERT OR UPDATE OR DELETE ON "BusinessSyncRun"
  FOR EACH ROW EXECUTE FUNCTION milepost_notify_row('business-sync', 'id');
CREATE TRIGGER "Itinerary_live" AFTER INSERT OR UPDATE OR DELETE ON "Itinerary"
  FOR EACH ROW EXECUTE FUNCTION milepost_notify_row('timeline');
CREATE TRIGGER "TimelineTrip_live" AFTER INSERT OR UPDATE OR DELETE ON "TimelineTrip"
  FOR EACH ROW EXECUTE FUNCTION milepost_notify_row('timeline');
