// Accept one validated delivery into the callback inbox with ONE autocommitted statement: look up
// which of its request ids we sent, and store the body as received unless the same body was
// already accepted. This is all a callback waits for before its 200 (the normalization runs right
// after the response: lib/callbacks/process-delivery.ts). One statement, no BEGIN/COMMIT, as a
// named prepared statement (planned once per connection), is what lets the receiver keep up with
// plain inserts of the same bodies (bench/ ingestion).
// Tried and measured worse: group commit of concurrent deliveries in one multi-row statement
// (unnest + lateral lookups); the heavier plan and fewer backends parsing JSON cost more than the
// commits it saved.
import "server-only";
import { createHash } from "node:crypto";
import { sqlPrepared } from "@/lib/sql";

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

export async function acceptDelivery(service: string, requestIds: string[], bodyText: string): Promise<Accepted> {
  const [row] = await sqlPrepared("accept-delivery")<{ id: string | null; known: string[] }>`
    WITH known AS (
      SELECT "requestId" FROM "ServiceRequest" WHERE service = ${service} AND "requestId" = ANY(${requestIds}::text[])
    ), inbox AS (
      INSERT INTO "CallbackInbox" (service, "bodyHash", body, "requestIds")
      SELECT ${service}, ${hashText(bodyText)}, ${bodyText}::jsonb, ARRAY(SELECT "requestId" FROM known)
      WHERE EXISTS (SELECT 1 FROM known)
      ON CONFLICT (service, "bodyHash") DO NOTHING
      RETURNING id
    )
    SELECT (SELECT id::text FROM inbox) AS id, ARRAY(SELECT "requestId" FROM known) AS known`;
  const known = new Set(row?.known ?? []);
  const inboxId = row?.id ?? null;
  return {
    inboxId,
    outcomes: requestIds.map((id) => (!known.has(id) ? "unknown-request" : inboxId ? "accepted" : "duplicate")),
  };
}
