-- A loyalty result's `invalidAnswers` (spec 2 A5: the security answers the program rejected, as
-- question + answer text) are credentials like the `browserState`: once applied to the account
-- (where answers are kept sealed), no plain copy stays in the stored result envelope or in the
-- callback inbox. One function redacts both, top level and per result of a loyalty package
-- `response` array; it replaces redact_browser_state (lib/callbacks/process-delivery.ts,
-- lib/callbacks/sweep-inbox.ts).
CREATE FUNCTION redact_secrets(body jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN NOT (body ?| ARRAY['browserState', 'invalidAnswers']
              OR jsonb_path_exists(body, '$.response[*] ? (exists(@.browserState) || exists(@.invalidAnswers))')) THEN body
    WHEN jsonb_typeof(body->'response') = 'array' THEN
      jsonb_set(body - 'browserState' - 'invalidAnswers', '{response}',
        (SELECT jsonb_agg(CASE WHEN jsonb_typeof(e) = 'object' THEN e - 'browserState' - 'invalidAnswers' ELSE e END)
         FROM jsonb_array_elements(body->'response') AS e))
    ELSE body - 'browserState' - 'invalidAnswers'
  END
$$;

-- The same for a body stored as received (`json`): unchanged text when it holds neither.
CREATE FUNCTION redact_secrets(body json) RETURNS json
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN r IS NOT DISTINCT FROM b THEN body ELSE r::json END
  FROM (SELECT body::jsonb AS b) AS parsed, LATERAL (SELECT redact_secrets(b) AS r) AS redacted
$$;

DROP FUNCTION redact_browser_state(json);
DROP FUNCTION redact_browser_state(jsonb);

-- Copies kept by earlier versions.
UPDATE "ServiceRequest" SET payload = payload - 'invalidAnswers'
WHERE jsonb_typeof(payload) = 'object' AND payload ? 'invalidAnswers';
UPDATE "CallbackInbox" SET body = redact_secrets(body)
WHERE "processedAt" IS NOT NULL AND body::text LIKE '%invalidAnswers%';
