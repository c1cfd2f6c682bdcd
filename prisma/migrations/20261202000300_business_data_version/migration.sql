-- Team balances at scale (issue 39): a version of each business connection's people and accounts,
-- bumped in the writing transaction by every statement that inserts, updates or deletes them (sync,
-- removal, a new key's reset), so a page can keep the view's order, counts and totals while the
-- version it read is the same (lib/business/balances-view-cache.ts) instead of sorting and adding up
-- every shared account on every view. Statement-level: a sync's createMany of 10,000 accounts bumps
-- it once.
ALTER TABLE "BusinessConnection" ADD COLUMN "dataVersion" BIGINT NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION milepost_business_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "BusinessConnection" c SET "dataVersion" = c."dataVersion" + 1
    WHERE c.id IN (SELECT DISTINCT r."connectionId" FROM changed_rows r);
  RETURN NULL;
END $$;

CREATE TRIGGER "BusinessAccount_data_version_insert" AFTER INSERT ON "BusinessAccount"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_business_data_version();
CREATE TRIGGER "BusinessAccount_data_version_update" AFTER UPDATE ON "BusinessAccount"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_business_data_version();
CREATE TRIGGER "BusinessAccount_data_version_delete" AFTER DELETE ON "BusinessAccount"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_business_data_version();
CREATE TRIGGER "BusinessPerson_data_version_insert" AFTER INSERT ON "BusinessPerson"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_business_data_version();
CREATE TRIGGER "BusinessPerson_data_version_update" AFTER UPDATE ON "BusinessPerson"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_business_data_version();
CREATE TRIGGER "BusinessPerson_data_version_delete" AFTER DELETE ON "BusinessPerson"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION milepost_business_data_version();
