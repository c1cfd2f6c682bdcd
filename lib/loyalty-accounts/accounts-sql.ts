// The statements behind the Accounts list, computed by PostgreSQL: one page of cards in the chosen
// order, the counts and the value totals. Each reads only the user's accounts through their index
// (accounts-sql.test.ts runs EXPLAIN on each among 100,000 accounts of other users). The user's
// programs (name rank, kind, point value, folded words) come in as arrays (program-facts.ts).
// What counts as known data follows account-facts.ts: a good latest result (hasResults), else a
// stored snapshot of an earlier good one; an account without either shows no balance or expiration,
// so it has no value and sorts as having no expiration.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { LoyaltyState } from "@/lib/service-requests/service-states";
import { ACCOUNTS_PAGE, filterWords, type AccountOrder, type AccountsView } from "./accounts-view";
import type { ProgramRow } from "./program-facts";

const programs = (rows: ProgramRow[]) => Prisma.sql`(SELECT * FROM unnest(
  ${rows.map((r) => r.code)}::text[], ${rows.map((r) => r.rank)}::int[], ${rows.map((r) => r.kind)}::int[],
  ${rows.map((r) => r.value)}::float8[], ${rows.map((r) => r.text)}::text[]) AS x(code, rank, kind, value, text))`;
// LEFT JOIN: an account linked after the programs were read still shows (as an unnamed program).
const from = (rows: ProgramRow[]) =>
  Prisma.sql`"LoyaltyAccount" a LEFT JOIN ${programs(rows)} p ON p.code = a."providerCode"`;
const owned = (userId: string) => Prisma.sql`a."userId" = ${userId} AND a.service = 'loyalty'`;

const GOOD = Prisma.sql`(a.state IS NOT NULL AND a.state IN (${LoyaltyState.Success}, ${LoyaltyState.Warning}))`;
const SNAPSHOT = Prisma.sql`EXISTS (SELECT 1 FROM "LoyaltyBalanceSnapshot" s WHERE s."accountId" = a.id)`;
const KNOWN = Prisma.sql`(${GOOD} OR ${SNAPSHOT})`;
const VALUE = Prisma.sql`CASE WHEN ${KNOWN} THEN a.balance::float8 * p.value END`;
const RANK = Prisma.sql`COALESCE(p.rank, 2147483647)`;

/** The label the card shows (accountLabel, maskLogin in words.ts): "#" and the account number (the
 *  first property of kind 1), else the masked login, so the filter finds what the user reads. */
const LABEL = Prisma.sql`lower(COALESCE('#' || NULLIF(btrim((SELECT e->>'value' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(a.properties) = 'array' THEN a.properties ELSE '[]'::jsonb END) e WHERE e->>'kind' = '1' LIMIT 1)), ''),
  CASE WHEN strpos(a.login, '@') > 1 THEN left(a.login, 1) || '•••' || substr(a.login, strpos(a.login, '@'))
       WHEN length(a.login) <= 4 THEN repeat('•', length(a.login)) ELSE '•••' || right(a.login, 4) END))`;

/** Every word of the filter in the program's name, its kind or the account's label. */
function filter(q: string) {
  const words = filterWords(q);
  if (words.length === 0) return Prisma.sql`TRUE`;
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM unnest(${words}::text[]) w WHERE strpos(COALESCE(p.text, lower(a."providerCode")) || ' ' || ${LABEL}, w) = 0)`;
}

// Ties keep the order the accounts were linked in, as the list always has.
const ORDERS: Record<AccountOrder, Prisma.Sql> = {
  linked: Prisma.sql`a."createdAt", a.id`,
  name: Prisma.sql`${RANK}, a."createdAt", a.id`,
  value: Prisma.sql`${VALUE} DESC NULLS LAST, ${RANK}, a."createdAt", a.id`,
  // Dated expirations first, soonest first; then unknown; "never expires" last.
  expiring: Prisma.sql`CASE WHEN ${KNOWN} AND a."expirationDate" IS NOT NULL THEN 0 WHEN ${KNOWN} AND a."neverExpires" THEN 2 ELSE 1 END,
    CASE WHEN ${KNOWN} THEN a."expirationDate" END, ${RANK}, a."createdAt", a.id`,
};

/** The user's programs, once each (read through the unique index on userId, service, providerCode). */
export const accountCodesSql = (userId: string) => Prisma.sql`
  SELECT DISTINCT a."providerCode" AS code FROM "LoyaltyAccount" a WHERE ${owned(userId)}`;

/** Ids of the cards shown: the first `page` pages of the view, in its order. */
export const accountsPageSql = (userId: string, rows: ProgramRow[], view: AccountsView) => Prisma.sql`
  SELECT a.id FROM ${from(rows)} WHERE ${owned(userId)} AND ${filter(view.q)}
  ORDER BY ${ORDERS[view.order]} LIMIT ${view.page * ACCOUNTS_PAGE}`;

/** Every linked account, and those the filter keeps. */
export const accountsCountSql = (userId: string, rows: ProgramRow[], view: AccountsView) => Prisma.sql`
  SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${filter(view.q)}))::int AS matched FROM ${from(rows)} WHERE ${owned(userId)}`;

/** Value per kind of every account (summarizeValues in lib/valuations/account-values.ts: only good
 *  latest results with a balance and a point value count; the others are counted by why). */
export const accountValuesSql = (userId: string, rows: ProgramRow[]) => Prisma.sql`
  SELECT COALESCE(p.kind, 5) AS kind,
    (count(*) FILTER (WHERE ${GOOD} AND a.balance IS NOT NULL AND p.value IS NOT NULL))::int AS counted,
    sum(a.balance::float8 * p.value) FILTER (WHERE ${GOOD} AND a.balance IS NOT NULL AND p.value IS NOT NULL) AS value,
    (count(*) FILTER (WHERE NOT ${GOOD} AND NOT ${SNAPSHOT}))::int AS "notChecked",
    (count(*) FILTER (WHERE NOT ${GOOD} AND ${SNAPSHOT}))::int AS failed,
    (count(*) FILTER (WHERE ${GOOD} AND (a.balance IS NULL OR p.value IS NULL)))::int AS "noValue"
  FROM ${from(rows)} WHERE ${owned(userId)} GROUP BY 1 ORDER BY 1`;
