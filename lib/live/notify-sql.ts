// The change signal of the live pages (docs/architecture.md "Live updates"): PostgreSQL NOTIFY on one channel,
// sent by the statement that writes the data, so it is delivered only if that transaction commits
// (a page never hears of data it cannot read yet) and costs no extra round trip. Payloads carry ids
// only, never data: {"u": userId, "k": kind, "id": objectId}. lib/live/live-listener.ts hears them.

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
 */
export function requestNotifyCte(name: string, source: string): string {
  return `${name} AS (
      SELECT pg_notify('${LIVE_CHANNEL}', json_build_object('u', s."userId", 'k', ${eventKindSql("s")}, 'id', COALESCE(s."parentId", s.id))::text)
      FROM ${source} AS s WHERE s."userId" IS NOT NULL)`;
}

/** Raw SQL text to splice into a statement (constants of this module only, never input). */
export class RawSql {
  constructor(readonly text: string) {}
}

const spliced = new WeakMap<TemplateStringsArray, TemplateStringsArray>();

/**
 * A tagged template whose RawSql values become part of the statement's text and whose other values
 * stay parameters: returns [strings, ...values] for `tx.$executeRaw(...)`. The spliced strings are
 * cached per call site (a raw value must be the same on every call from one site), so the statement
 * keeps one prepared-statement name (lib/sql.ts) and one Prisma cache entry.
 */
export function sqlWithRaw(strings: TemplateStringsArray, ...values: unknown[]): [TemplateStringsArray, ...unknown[]] {
  const params = values.filter((v) => !(v instanceof RawSql));
  let cached = spliced.get(strings);
  if (!cached) {
    const parts: string[] = [strings[0]!];
    values.forEach((v, i) => {
      if (v instanceof RawSql) parts[parts.length - 1] += v.text + strings[i + 1]!;
      else parts.push(strings[i + 1]!);
    });
    cached = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray;
    spliced.set(strings, cached);
  }
  return [cached, ...params];
}

/** The same event for one request, as its own statement (writers outside a callback's statement). */
export const REQUEST_NOTIFY_SQL = new RawSql(`WITH s AS (SELECT id, "userId", kind, "parentId" FROM "ServiceRequest" WHERE id = $1),
  ${requestNotifyCte("n", "s")} SELECT count(*)::int AS sent FROM n`);

/** A change of one object, as its own statement inside the writing transaction: $1 user id, $2 kind
 *  (lib/live/live-event.ts), $3 object id. For writes whose kind is not the table's own trigger's. */
export const NOTIFY_ROW_SQL = new RawSql(`SELECT pg_notify('${LIVE_CHANNEL}', json_build_object('u', $1::text, 'k', $2::text, 'id', $3::text)::text) IS NULL AS sent`);
