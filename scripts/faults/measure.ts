// What the database holds for a batch of distinct results — never what the HTTP answers said.
// Per result: its request row's final state, the domain rows it brought (routes, calendar days,
// hotels, history rows, balance snapshots, parse rows, mailbox emails) and whether any of them is
// there twice. Rows written twice are found by content: a row equal to another in every column but
// its generated id and timestamps. Deliveries still unprocessed in the callback inbox are counted
// apart (they are stored nowhere yet).
import type pg from "pg";
import type { Batch, Expected } from "./results";

export interface Figures {
  distinct: number;
  stored: number;
  duplicates: number;
  lost: number;
  /** Accepted deliveries still waiting in the inbox (not normalized yet). */
  pending: number;
  /** A few request ids that are not stored, or stored twice, to look at. */
  examples: string[];
}

interface Row {
  requestId: string;
  state: number | null;
  stateText: string | null;
  rows: number;
  distinctRows: number;
  extra: number; // a second copy of a per-result row (parse, mailbox email, balance snapshot, calendar)
  calendar: number;
  ok: boolean | null; // service-specific check (loyalty: the account shows this result)
}

const dupOf = (table: string, alias: string, where: string) =>
  `(SELECT count(*) - count(DISTINCT to_jsonb(${alias}) - 'id' - 'createdAt' - 'updatedAt') FROM "${table}" ${alias} WHERE ${where})`;

const QUERIES: Record<string, string> = {
  // A program's routes and calendar are one document each (AwardResult): an item twice is a duplicate.
  flights: `
    SELECT sr."requestId", sr.state, sr."stateText",
      (SELECT count(DISTINCT e->>'position') FROM "AwardResult" d, json_array_elements(d.items) e WHERE d."awardRequestId" = ar.id AND d.kind = 'routes')::int AS "distinctRows",
      (SELECT count(*) FROM "AwardResult" d, json_array_elements(d.items) e WHERE d."awardRequestId" = ar.id AND d.kind = 'routes')::int AS rows,
      (SELECT count(*) - count(DISTINCT d.kind || e::text) FROM "AwardResult" d, json_array_elements(d.items) e WHERE d."awardRequestId" = ar.id)::int AS extra,
      (SELECT count(*) FROM "AwardResult" d, json_array_elements(d.items) e WHERE d."awardRequestId" = ar.id AND d.kind = 'calendar')::int AS calendar, NULL::boolean AS ok
    FROM "ServiceRequest" sr JOIN "AwardRequest" ar ON ar."serviceRequestId" = sr.id
    WHERE sr.service = 'flights' AND sr."requestId" = ANY($1::text[])`,
  hotels: `
    SELECT sr."requestId", sr.state, sr."stateText",
      (SELECT count(DISTINCT e->>'position') FROM "AwardResult" d, json_array_elements(d.items) e WHERE d."awardRequestId" = ar.id AND d.kind = 'hotels')::int AS "distinctRows",
      (SELECT count(*) FROM "AwardResult" d, json_array_elements(d.items) e WHERE d."awardRequestId" = ar.id AND d.kind = 'hotels')::int AS rows,
      (SELECT count(*) - count(DISTINCT e::text) FROM "AwardResult" d, json_array_elements(d.items) e WHERE d."awardRequestId" = ar.id AND d.kind = 'hotels')::int AS extra,
      0 AS calendar, NULL::boolean AS ok
    FROM "ServiceRequest" sr JOIN "AwardRequest" ar ON ar."serviceRequestId" = sr.id
    WHERE sr.service = 'hotels' AND sr."requestId" = ANY($1::text[])`,
  // One account per result: it must show this result (state, check date, balance), with one balance
  // snapshot at most and no history row twice.
  loyalty: `
    SELECT sr."requestId", sr.state, sr."stateText",
      (SELECT count(*) FROM "LoyaltyHistoryRow" h WHERE h."accountId" = a.id)::int AS rows,
      (SELECT count(DISTINCT to_jsonb(h) - 'id') FROM "LoyaltyHistoryRow" h WHERE h."accountId" = a.id)::int AS "distinctRows",
      (GREATEST((SELECT count(*) FROM "LoyaltyBalanceSnapshot" s WHERE s."accountId" = a.id) - 1, 0))::int AS extra,
      0 AS calendar,
      (a.state = sr.state AND a."lastCheckDate" = ($2::jsonb ->> sr."requestId")::timestamptz
        AND (a.balance IS NOT DISTINCT FROM ($3::jsonb ->> sr."requestId")::float8)) AS ok
    FROM "ServiceRequest" sr JOIN "LoyaltyAccount" a ON a.id = sr."parentId"
    WHERE sr.service = 'loyalty' AND sr."requestId" = ANY($1::text[])`,
  // The parse row carries the result's status; one parse row per email, no itinerary twice.
  email: `
    SELECT sr."requestId", sr.state, p.status AS "stateText", 0 AS rows, 0 AS "distinctRows",
      ((SELECT count(*) FROM "EmailParse" p2 WHERE p2."emailId" = sr."parentId") - 1
        + ${dupOf("Itinerary", "i", `i."emailId" = sr."parentId"`)})::int AS extra,
      0 AS calendar, (p.status IS NOT NULL) AS ok
    FROM "ServiceRequest" sr LEFT JOIN "EmailParse" p ON p."requestId" = sr."requestId"
    WHERE sr.service = 'email' AND sr."requestId" = ANY($1::text[])`,
  // Each result becomes one Inbox email of the mailbox (EmailMessage, origin mailbox) with its parse row.
  mailboxes: `
    SELECT sr."requestId", sr.state, p.status AS "stateText", 0 AS rows, 0 AS "distinctRows",
      ((SELECT count(*) FROM "EmailParse" p2 WHERE p2."requestId" = sr."requestId") - 1)::int AS extra,
      0 AS calendar, (p.status IS NOT NULL) AS ok
    FROM "ServiceRequest" sr LEFT JOIN "EmailParse" p ON p."requestId" = sr."requestId"
    WHERE sr.service = 'mailboxes' AND sr."requestId" = ANY($1::text[])`,
};

function isStored(e: Expected, r: Row | undefined): boolean {
  if (!r) return false;
  if (r.state !== e.state) return false;
  if (e.stateText !== undefined && r.stateText !== e.stateText) return false;
  if (r.ok === false) return false;
  if (e.rows > 0 && r.distinctRows < Math.min(e.rows, e.maxRows ?? e.rows)) return false;
  if (e.calendar && r.calendar === 0) return false;
  return true;
}

function isDuplicated(e: Expected, r: Row | undefined): boolean {
  if (!r) return false;
  return r.extra > 0 || r.rows > r.distinctRows || (e.maxRows !== undefined && r.distinctRows > e.maxRows);
}

export async function measure(db: pg.Pool, batch: Batch & { mailboxId?: string }): Promise<Figures> {
  const ids = batch.expected.map((e) => e.requestId);
  const checkDates = Object.fromEntries(batch.expected.map((e) => [e.requestId, e.checkDate ?? null]));
  const balances = Object.fromEntries(batch.expected.map((e) => [e.requestId, e.balance ?? null]));
  const params =
    batch.service === "loyalty" ? [ids, JSON.stringify(checkDates), JSON.stringify(balances)] : [ids];
  const { rows } = await db.query<Row>(QUERIES[batch.service]!, params);
  const byId = new Map(rows.map((r) => [r.requestId, r]));
  let stored = 0;
  let duplicates = 0;
  const examples: string[] = [];
  for (const e of batch.expected) {
    const r = byId.get(e.requestId);
    const ok = isStored(e, r);
    const dup = isDuplicated(e, r);
    if (ok) stored++;
    if (dup) duplicates++;
    if ((!ok || dup) && examples.length < 5)
      examples.push(
        `${e.requestId}${dup ? " (twice)" : ` (want ${e.stateText ?? e.state}, have ${r ? (r.stateText ?? r.state) : "no row"})`}`,
      );
  }
  // A mailbox email without a parse row (or two for one result) is a duplicate as well.
  if (batch.mailboxId) {
    const {
      rows: [m],
    } = await db.query<{ emails: number; parsed: number }>(
      `SELECT (SELECT count(*) FROM "EmailMessage" WHERE "mailboxId" = $1)::int AS emails,
              (SELECT count(DISTINCT p."emailId") FROM "EmailParse" p JOIN "EmailMessage" m ON m.id = p."emailId" WHERE m."mailboxId" = $1)::int AS parsed`,
      [batch.mailboxId],
    );
    duplicates += Math.max(0, m!.emails - m!.parsed);
  }
  const {
    rows: [p],
  } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "CallbackInbox" WHERE service = $1 AND "processedAt" IS NULL AND "requestIds" && $2::text[]`,
    [batch.service, ids],
  );
  return { distinct: ids.length, stored, duplicates, lost: ids.length - stored, pending: p!.n, examples };
}
