-- browserState can carry a provider's session cookies. It is kept sealed with the loyalty account;
-- earlier versions also left it in plain text in the stored result envelope. Remove those copies.
UPDATE "ServiceRequest" SET payload = payload - 'browserState'
WHERE jsonb_typeof(payload) = 'object' AND payload ? 'browserState';
