-- A stored delivery without its browserState (top level, or per result of a loyalty package
-- `response` array): what the callback inbox keeps once a delivery is processed or given up.
-- One definition for every statement that needs it (lib/callbacks/process-delivery.ts).
CREATE FUNCTION redact_browser_state(body jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN NOT (body ? 'browserState' OR jsonb_path_exists(body, '$.response[*].browserState')) THEN body
    WHEN jsonb_typeof(body->'response') = 'array' THEN
      jsonb_set(body - 'browserState', '{response}',
        (SELECT jsonb_agg(CASE WHEN jsonb_typeof(e) = 'object' THEN e - 'browserState' ELSE e END)
         FROM jsonb_array_elements(body->'response') AS e))
    ELSE body - 'browserState'
  END
$$;
