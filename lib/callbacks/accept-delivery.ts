// Accept one validated delivery into the callback inbox with ONE autocommitted statement: look up
// which of its request ids we sent, and store the body as received unless the same body was
// already accepted. This is all a callback waits for before its 200 (the normalization runs right
// after the response: lib/callbacks/process-delivery.ts). One plain statement, no BEGIN/COMMIT, as
// a named prepared statement (planned once per connection), is what lets the receiver keep up with
// plain inserts of the same bodies (bench/ ingestion). Measured and dropped for single results: a
// CTE that also returned the known ids (3× slower under concurrency than this insert plus a lookup
// on the rare paths). A package says which of its ids are ours every time, so there the lookup and
// the insert are one statement (0.45 → 0.66 × raw for a 20-result package). Also dropped: group
// commit of concurrent deliveries in one multi-row statement (fewer backends parsing JSON cost more
// than the commits it saved).
import "server-only";
import { createHash } from "node:crypto";
import { keepEarlyDelivery } from "@/lib/callbacks/keep-early-delivery";
import { sqlPrepared } from "@/lib/sql/transaction";

export type AcceptOutcome = "accepted" | "duplicate" | "unknown-request";

export interface Accepted {
  /** The new inbox row, or null when nothing was stored (a duplicate, or no known request id). */
  inboxId: string | null;
  /** One outcome per request id, in the order given. */
  outcomes: AcceptOutcome[];
}

export const hashText = (text: string) => createHash("sha256").update(text).digest("hex");

/** PostgreSQL's "this value cannot be stored" errors (class 22): retrying the same body will not help. */
export const isDataError = (error: unknown) => ((error as { code?: string })?.code ?? "").startsWith("22");

// The inbox keeps the text as received (a `json` column); the normalized tables take jsonb and text,
// which cannot hold \u0000 or a lone surrogate. A body with such an escape (rare: the test is a
// string scan) is asked of PostgreSQL's jsonb first, so it is refused now, with a 400, instead of
// failing every normalization after its 200.
const RISKY_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/** `keepEarly`: a delivery none of whose ids is known yet is kept for its send (keep-early-delivery.ts). */
export async function acceptDelivery(
  service: string,
  requestIds: string[],
  bodyText: string,
  options: { keepEarly?: boolean } = {},
): Promise<Accepted> {
  if (RISKY_ESCAPE.test(bodyText))
    await sqlPrepared("check-jsonb")`SELECT ${bodyText}::jsonb IS NULL AS storable`;
  // The hot path: one plain insert, guarded by "we sent at least one of these requests". A single
  // id is compared with `=`: the `= ANY(array)` form costs PostgreSQL ~0.1 ms more per call here.
  const hash = hashText(bodyText);
  if (requestIds.length === 1) {
    const [row] = await sqlPrepared("accept-delivery")<{ id: string }>`
      INSERT INTO "CallbackInbox" (service, "bodyHash", body, "requestIds")
      SELECT ${service}, ${hash}, ${bodyText}::json, ARRAY[${requestIds[0]}::text]
      WHERE EXISTS (SELECT 1 FROM "ServiceRequest" WHERE service = ${service} AND "requestId" = ${requestIds[0]}::text)
      ON CONFLICT (service, "bodyHash") DO NOTHING
      RETURNING id::text AS id`;
    if (row) return { inboxId: row.id, outcomes: ["accepted"] };
  }
  // A package (several results) always says which of its ids we know, and a single result that was
  // not stored says why: the lookup and the insert are one statement for packages (one round trip
  // per delivery), a second one for the rare single result not stored.
  let inboxId: string | null = null;
  let knownIds: string[];
  if (requestIds.length > 1) {
    const [row] = await sqlPrepared("accept-package")<{ id: string | null; known: string[] }>`
      WITH known AS (SELECT "requestId" FROM "ServiceRequest" WHERE service = ${service} AND "requestId" = ANY(${requestIds}::text[])),
      stored AS (
        INSERT INTO "CallbackInbox" (service, "bodyHash", body, "requestIds")
        SELECT ${service}, ${hash}, ${bodyText}::json, ${requestIds}::text[] WHERE EXISTS (SELECT 1 FROM known)
        ON CONFLICT (service, "bodyHash") DO NOTHING
        RETURNING id::text AS id
      )
      SELECT (SELECT id FROM stored) AS id, ARRAY(SELECT "requestId" FROM known) AS known`;
    inboxId = row?.id ?? null;
    knownIds = row?.known ?? [];
  } else {
    knownIds = (
      await sqlPrepared("known-requests")<{ requestId: string }>`
      SELECT "requestId" FROM "ServiceRequest" WHERE service = ${service} AND "requestId" = ANY(${requestIds}::text[])`
    ).map((r) => r.requestId);
  }
  const known = new Set(knownIds);
  // Early-callback gap (issue 11): kept until the send records the ids, not dropped.
  if (!inboxId && !known.size && options.keepEarly) {
    const kept = await keepEarlyDelivery(service, requestIds, bodyText, hash);
    if (kept) return kept;
  }
  return {
    inboxId,
    outcomes: requestIds.map((id) =>
      !known.has(id) ? "unknown-request" : inboxId ? "accepted" : "duplicate",
    ),
  };
}
