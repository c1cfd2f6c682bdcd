-- Every callback updates its ServiceRequest row and (for award searches) its AwardRequest row. An
-- update that changes no indexed column, and finds room on its page, is a HOT update: one new tuple,
-- no index entries. `state` was indexed on both tables, so each callback rewrote every index of both
-- (six on ServiceRequest). Measured end to end on 1-route deliveries: ~3,000 → ~3,500 a second
-- (bench/ ingestion, issue 17).

-- Loyalty refreshes look requests up by service and send time; the state is a filter on those rows.
DROP INDEX "ServiceRequest_service_state_sentAt_idx";
CREATE INDEX "ServiceRequest_service_sentAt_idx" ON "ServiceRequest"("service", "sentAt");

-- No query reads award requests by (active, state, sentAt): a search's requests are found by searchId.
DROP INDEX "AwardRequest_active_state_sentAt_idx";

-- Room on each page for the updates that follow an insert (a request is updated by each callback).
ALTER TABLE "ServiceRequest" SET (fillfactor = 80);
ALTER TABLE "AwardRequest" SET (fillfactor = 80);
