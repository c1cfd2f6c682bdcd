// Everything Milepost keeps for a user, as one JSON document (Settings › Download my data): the
// "see" half of "a user can see and delete everything Milepost stores for them".
// Generic on purpose: every table with a "userId" column, plus the tables that hang off them by key
// (CHILDREN), so a table added later is exported without anyone remembering to add it; the test
// holds every table of the schema to "exported" or "left out, with the reason" (LEFT_OUT).
// Secrets are left out by column name (SECRET): sealed credentials and the hashes Milepost checks
// tokens and passwords against. They are the user's, but Milepost only uses them, never shows them
// (passwords, security answers, API keys, feed and invite tokens); the pages that use them say so.
// Streamed table by table: a heavy user's history and results never sit in memory as one string.
import "server-only";
import { db } from "@/lib/db";

/** Columns never exported: sealed values, hashes, tokens, security answers. */
const SECRET = /sealed|hash|password|secret|nonce|token|^answers$/i;
/** Named like a secret but shown to the user anyway: the forwarding address is on the Inbox page. */
const SHOWN = new Set(["EmailSettings.forwardingToken"]);

/** Tables without a userId whose rows belong to a user through a parent's id. */
const CHILDREN: Record<string, { key: string; parent: string }> = {
  LoyaltyHistoryRow: { key: "accountId", parent: "LoyaltyAccount" },
  LoyaltyBalanceSnapshot: { key: "accountId", parent: "LoyaltyAccount" },
  AwardRequest: { key: "searchId", parent: "AwardSearch" },
  AwardResult: { key: "searchId", parent: "AwardSearch" },
};

/** Tables not exported, and why (the test requires every other table to be exported). */
export const LEFT_OUT: Record<string, string> = {
  User: "exported as `user` (email, name, dates), without the password hash",
  SignInAttempt: "exported as `failedSignIns` (matched by email, not by a user id)",
  HotelPreview: "the hotels' photos as the hotel service sent them, not data about you",
  BusinessApiCall: "times of calls to the business service, kept to respect its rate limit",
  CallbackInbox: "service replies kept up to 3 days for de-duplication; their contents are in the tables above",
  CallbackDelivery: "a log of service deliveries by request id and outcome, no data about you",
  ProviderCatalog: "the services' program lists, the same for everyone",
  CardListing: "the card service's card list, the same for everyone",
  CachedCard: "the card service's card details, the same for everyone",
  _prisma_migrations: "the database's own migration history",
};

type Column = { table: string; column: string };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Which tables are exported and with which columns (read from the database itself). */
export async function exportPlan(): Promise<Map<string, string[]>> {
  const rows = await db.$queryRaw<Column[]>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`;
  const byTable = new Map<string, string[]>();
  for (const { table, column } of rows) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const plan = new Map<string, string[]>();
  for (const [table, columns] of byTable) {
    if (LEFT_OUT[table] || !(columns.includes("userId") || CHILDREN[table])) continue;
    plan.set(table, columns.filter((c) => SHOWN.has(`${table}.${c}`) || !SECRET.test(c)));
  }
  return plan;
}

async function tableJson(table: string, columns: string[], userId: string): Promise<string> {
  const child = CHILDREN[table];
  const where = child ? `${ident(child.key)} IN (SELECT id FROM ${ident(child.parent)} WHERE "userId" = $1)` : `"userId" = $1`;
  const [row] = await db.$queryRawUnsafe<{ rows: string }[]>(
    `SELECT coalesce(json_agg(t), '[]')::text AS rows FROM (SELECT ${columns.map(ident).join(", ")} FROM ${ident(table)} WHERE ${where}) t`,
    userId,
  );
  return row?.rows ?? "[]";
}

/** The document in pieces, to stream; nothing when the user does not exist. */
export async function* exportUserData(userId: string, now = new Date()): AsyncGenerator<string> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, name: true, createdAt: true, updatedAt: true } });
  if (!user) return;
  const failedSignIns = await db.signInAttempt.findMany({ where: { email: user.email }, select: { ip: true, createdAt: true }, orderBy: { createdAt: "asc" } });
  yield `{"exportedAt":${JSON.stringify(now.toISOString())},"about":${JSON.stringify(
    "Everything Milepost keeps for you. Left out: your password, saved login passwords and security answers, API keys and feed or invite tokens (kept only sealed or hashed, used, never shown); shared reference data such as program and card lists.",
  )},"user":${JSON.stringify(user)},"failedSignIns":${JSON.stringify(failedSignIns)},"tables":{`;
  let first = true;
  for (const [table, columns] of await exportPlan()) {
    yield `${first ? "" : ","}${JSON.stringify(table)}:${await tableJson(table, columns, userId)}`;
    first = false;
  }
  yield "}}";
}
