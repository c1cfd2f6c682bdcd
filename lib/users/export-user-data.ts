// Everything Milepost keeps for a user, as one JSON document (Settings › Download my data): the
// "see" half of "a user can see and delete everything Milepost stores for them".
// Generic on purpose: every table with a "userId" column, plus the tables that hang off them by key
// (CHILDREN), so a table added later is exported without anyone remembering to add it; the test
// holds every table of the schema to "exported" or "left out, with the reason" (LEFT_OUT).
// Secrets are left out by column name (SECRET): sealed credentials and the hashes Milepost checks
// tokens and passwords against. They are the user's, but Milepost only uses them, never shows them
// (passwords, security answers, API keys, feed and invite tokens); the pages that use them say so.
// Streamed a page of rows at a time (keyset pages by each table's primary key): a heavy user's
// history and results never sit in memory as one string. Pages are separate reads, so a row written
// during a long download may or may not be in it, as with any export taken while the account is used.
import "server-only";
import { db } from "@/lib/db";
import { empty, ident as identSql, join, raw, type Sql, sql } from "@/lib/sql/template";

/** Columns never exported: sealed values, hashes, tokens, security answers. */
const SECRET = /sealed|hash|password|secret|nonce|token|^answers$/i;
/** Named like a secret but shown to the user anyway: the forwarding address is on the Inbox page. */
const SHOWN = new Set(["EmailSettings.forwardingToken"]);

/** Tables without a userId whose rows belong to a user through a parent's id. */
const CHILDREN: Record<string, { key: string; parent: string }> = {
  LoyaltyHistoryRow: { key: "accountId", parent: "LoyaltyAccount" },
  LoyaltyBalanceSnapshot: { key: "accountId", parent: "LoyaltyAccount" },
  EliteStatusSeen: { key: "accountId", parent: "LoyaltyAccount" },
  AwardRequest: { key: "searchId", parent: "AwardSearch" },
  AwardResult: { key: "searchId", parent: "AwardSearch" },
};

/** Tables not exported, and why (the test requires every other table to be exported). */
export const LEFT_OUT: Record<string, string> = {
  User: "exported as `user` (email, name, dates), without the password hash",
  SignInAttempt: "exported as `failedSignIns` (matched by email, not by a user id)",
  HotelPreview: "the hotels' photos as the hotel service sent them, not data about you",
  BusinessApiCall: "times of calls to the business service, kept to respect its rate limit",
  CallbackInbox:
    "service replies kept up to 3 days for de-duplication; their contents are in the tables above",
  CallbackDelivery: "a log of service deliveries by request id and outcome, no data about you",
  ProviderCatalog: "the services' program lists, the same for everyone",
  CardListing: "the card service's card list, the same for everyone",
  CachedCard: "the card service's card details, the same for everyone",
  _prisma_migrations: "the database's own migration history",
};

type Column = { table: string; column: string };
type KeyColumn = Column & { type: string };

/** Rows per query: a heavy user's history is read and sent a page at a time, never a whole table. */
export const EXPORT_PAGE_ROWS = 1000;

/** A table's exported columns, and its primary key (the order pages are read in). */
export interface TablePlan {
  columns: string[];
  key: { name: string; type: string }[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Which tables are exported, with which columns and key (read from the database itself). */
export async function exportPlan(): Promise<Map<string, TablePlan>> {
  const [rows, keys] = await Promise.all([
    db.$queryRaw<Column[]>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    db.$queryRaw<KeyColumn[]>`
      SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS type
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND n.nspname = current_schema() ORDER BY c.relname, k.ord`,
  ]);
  const byTable = new Map<string, string[]>();
  for (const { table, column } of rows) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const plan = new Map<string, TablePlan>();
  for (const [table, columns] of byTable) {
    if (LEFT_OUT[table] || !(columns.includes("userId") || CHILDREN[table])) continue;
    plan.set(table, {
      columns: columns.filter((c) => SHOWN.has(`${table}.${c}`) || !SECRET.test(c)),
      key: keys.filter((k) => k.table === table).map((k) => ({ name: k.column, type: k.type })),
    });
  }
  return plan;
}

/** One page of a table's rows after `after` (the last page's key, as text), in key order: the rows
 *  as one JSON array, how many, and the last one's key. Names come from the database's own catalog
 *  (exportPlan), quoted; the user id and the key are parameters. */
function pageQuery(
  table: string,
  plan: TablePlan,
  userId: string,
  after: string[] | null,
  pageRows: number,
): Sql {
  const child = CHILDREN[table];
  const owner = child
    ? sql`t.${identSql(child.key)} IN (SELECT id FROM ${identSql(child.parent)} WHERE "userId" = ${userId})`
    : sql`t."userId" = ${userId}`;
  const key = plan.key.map((k) => `t.${ident(k.name)}`);
  const order = raw(key.length ? key.join(", ") : "1");
  const from = after
    ? sql` AND (${raw(key.join(", "))}) > (${join(
        plan.key.map((k, i) => sql`${after[i]}::text::${raw(k.type)}`),
        ", ",
      )})`
    : empty;
  return sql`SELECT coalesce(json_agg(p.r ORDER BY p.n), '[]')::text AS rows, count(*)::int AS count, (json_agg(p.k ORDER BY p.n DESC))->0 AS last
    FROM (SELECT row_to_json((SELECT x FROM (SELECT ${raw(plan.columns.map((c) => `t.${ident(c)}`).join(", "))}) x)) AS r,
                 ARRAY[${raw(key.map((k) => `${k}::text`).join(", "))}]::text[] AS k, row_number() OVER (ORDER BY ${order}) AS n
          FROM ${identSql(table)} t WHERE ${owner}${from} ORDER BY ${order} LIMIT ${pageRows}::int) p`;
}

type Page = { rows: string; count: number; last: string[] | null };

/** A table's rows as a JSON array, in pieces of at most `pageRows` rows (keyset pages: each query
 *  starts after the last key sent, so a deep page costs what the first one does). */
async function* tableRows(
  table: string,
  plan: TablePlan,
  userId: string,
  pageRows: number,
): AsyncGenerator<string> {
  yield "[";
  let after: string[] | null = null;
  let first = true;
  for (;;) {
    const pages: Page[] = await db.$queryRaw<Page[]>(pageQuery(table, plan, userId, after, pageRows));
    const page = pages[0];
    if (page?.count) {
      yield `${first ? "" : ","}${page.rows.slice(1, -1)}`;
      first = false;
    }
    // A table without a primary key has no order to page by: its rows come in one query.
    if (!page?.last || !plan.key.length || page.count < pageRows) break;
    after = page.last;
  }
  yield "]";
}

/** The document in pieces, to stream; nothing when the user does not exist. */
export async function* exportUserData(
  userId: string,
  now = new Date(),
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<string> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, createdAt: true, updatedAt: true },
  });
  if (!user) return;
  const failedSignIns = await db.signInAttempt.findMany({
    where: { email: user.email },
    select: { ip: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  yield `{"exportedAt":${JSON.stringify(now.toISOString())},"about":${JSON.stringify(
    "Everything Milepost keeps for you. Left out: your password, saved login passwords and security answers, API keys and feed or invite tokens (kept only sealed or hashed, used, never shown); shared reference data such as program and card lists.",
  )},"user":${JSON.stringify(user)},"failedSignIns":${JSON.stringify(failedSignIns)},"tables":{`;
  let first = true;
  for (const [table, plan] of await exportPlan()) {
    yield `${first ? "" : ","}${JSON.stringify(table)}:`;
    yield* tableRows(table, plan, userId, pageRows);
    first = false;
  }
  yield "}}";
}
