// The change signal of the live pages (docs/architecture.md "Live updates"): PostgreSQL NOTIFY on one channel,
// sent by the statement that writes the data, so it is delivered only if that transaction commits
// (a page never hears of data it cannot read yet) and costs no extra round trip. Payloads carry ids
// only, never data: {"u": userId, "k": kind, "id": objectId}. lib/live/live-listener.ts hears them.
import "server-only";
import type { LIVE_KINDS } from "@/lib/live/live-event";
import { raw, type Sql, sql } from "@/lib/sql/template";

export const LIVE_CHANNEL = "milepost_events";

/** The event kind of a ServiceRequest kind (SQL over a row alias): what the page refetches. The id
 *  is the request's parent — the search, account or email — the page's own objects. */
function eventKindSql(alias: string): string {
  return `CASE ${alias}.kind WHEN 'flight-search' THEN 'flight-program' WHEN 'hotel-search' THEN 'hotel-program'
    WHEN 'loyalty-check' THEN 'account' WHEN 'email-parse' THEN 'email' WHEN 'mailbox-email' THEN 'email' ELSE ${alias}.kind END`;
}

/**
 * A CTE for a WITH list: one pg_notify per row of `source`, a CTE over "ServiceRequest" whose
 * RETURNING gives id, "userId", kind, "parentId". A SELECT CTE runs only when referenced, so the
 * statement must read it once (e.g. `WHERE (SELECT count(*) FROM <name>) >= 0`).
 * Identical payloads within one transaction are delivered once (PostgreSQL folds them).
 * `name` and `source` are identifiers of the calling code, never input.
 */
export function requestNotifyCte(name: string, source: string): Sql {
  return raw(`${name} AS (
      SELECT pg_notify('${LIVE_CHANNEL}', json_build_object('u', s."userId", 'k', ${eventKindSql("s")}, 'id', COALESCE(s."parentId", s.id))::text)
      FROM ${source} AS s WHERE s."userId" IS NOT NULL)`);
}

/** The same event for one request, as its own statement (writers outside a callback's statement). */
export const notifyRequestSql = (serviceRequestId: string): Sql =>
  sql`WITH s AS (SELECT id, "userId", kind, "parentId" FROM "ServiceRequest" WHERE id = ${serviceRequestId}),
  ${requestNotifyCte("n", "s")} SELECT count(*)::int AS sent FROM n`;

/** A change of one object, as its own statement inside the writing transaction: `kind` as in
 *  lib/live/live-event.ts. For writes whose kind is not the table's own trigger's. */
export const notifyRowSql = (userId: string, kind: (typeof LIVE_KINDS)[number], objectId: string): Sql =>
  sql`SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('u', ${userId}::text, 'k', ${kind}::text, 'id', ${objectId}::text)::text) IS NULL AS sent`;
