-- The callback inbox keeps each delivery's text as received (PostgreSQL `json`: the text, checked to
-- be JSON), not parsed into `jsonb`. Parsing a 37 KB body into jsonb was most of the receiver's
-- database time and the inbox never queries inside a body (issue 17: bench/ ingestion).
ALTER TABLE "CallbackInbox" ALTER COLUMN "body" TYPE JSON USING "body"::json;

-- The redaction for a body stored as received: unchanged text when it holds no browserState.
CREATE FUNCTION redact_browser_state(body json) RETURNS json
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN r IS NOT DISTINCT FROM b THEN body ELSE r::json END
  FROM (SELECT body::jsonb AS b) AS parsed, LATERAL (SELECT redact_browser_state(b) AS r) AS redacted
$$;
