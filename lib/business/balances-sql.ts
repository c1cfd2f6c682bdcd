// The statements behind Team balances, computed by PostgreSQL: one page of rows in the chosen order,
// the counts, the filter choices and the totals per program. Each reads only the owner's rows through
// an index (lib/business/balances-sql.test.ts runs EXPLAIN on each for a business of 10,000 accounts).
// What a person's access level hides (balances and expirations below level 1, spec 2 B1) is hidden
// from the order and the totals too, so sorting cannot reveal it.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { BALANCES_PAGE, type BalanceSort, type BalancesView } from "./balances-view";

const FROM = Prisma.sql`"BusinessAccount" a JOIN "BusinessPerson" p ON p.id = a."personId"`;
const PROGRAM = Prisma.sql`COALESCE(a."displayName", 'Account ' || a."remoteId")`;
const VISIBLE = Prisma.sql`p.level >= 1`; // canSeeBalances (words.ts)

/** The rank eliteStatus() (account-view.ts) shows: the first property with a rank and a value. */
const ELITE_RANK = Prisma.sql`(SELECT (e->>'rank')::numeric FROM jsonb_array_elements(CASE WHEN jsonb_typeof(a.properties) = 'array' THEN a.properties ELSE '[]'::jsonb END) WITH ORDINALITY x(e, i)
  WHERE jsonb_typeof(e->'rank') = 'number' AND COALESCE(e->>'value', '') <> '' ORDER BY i LIMIT 1)`;

// Both sides named by owner: each table is then read through its userId index, not joined whole.
const owned = (userId: string) =>
  Prisma.sql`a."userId" = ${userId} AND p."userId" = ${userId} AND a."removedAt" IS NULL AND p."removedAt" IS NULL`;

function filters(view: BalancesView) {
  const parts = [Prisma.sql`TRUE`];
  if (view.kind) parts.push(Prisma.sql`COALESCE(a.kind, 'Other') = ${view.kind}`);
  if (view.person) parts.push(Prisma.sql`a."personId" = ${view.person}`);
  return Prisma.join(parts, " AND ");
}

// Missing values sort where the page always put them: no balance or rank as -1, no expiration after
// every date, never updated before every update.
function orderBy(sort: BalanceSort, dir: "asc" | "desc") {
  const d = Prisma.raw(dir === "asc" ? "ASC" : "DESC");
  const first: Record<BalanceSort, Prisma.Sql> = {
    person: Prisma.sql`p."fullName" ${d}`,
    program: Prisma.sql`${PROGRAM} ${d}`,
    balance: Prisma.sql`COALESCE(CASE WHEN ${VISIBLE} THEN a."balanceRaw" END, -1) ${d}`,
    expiration: Prisma.sql`CASE WHEN ${VISIBLE} THEN a."expirationDate" END ${d}`,
    elite: Prisma.sql`COALESCE(${ELITE_RANK}, -1) ${d}`,
    update: Prisma.sql`a."lastRetrieveDate" ${d} ${Prisma.raw(dir === "asc" ? "NULLS FIRST" : "NULLS LAST")}`,
    status: Prisma.sql`COALESCE(a."errorCode", -1) ${d}`,
  };
  return Prisma.sql`${first[sort]}, p."fullName", ${PROGRAM}, a.id`;
}

/** Ids of the rows shown: the first `page` pages of the view, in its order (`null`: every row, for
 *  the CSV). */
export const balancesPageSql = (
  userId: string,
  view: BalancesView,
  limit: number | null = view.page * BALANCES_PAGE,
) => Prisma.sql`
  SELECT a.id FROM ${FROM} WHERE ${owned(userId)} AND ${filters(view)}
  ORDER BY ${orderBy(view.sort, view.dir)} LIMIT ${limit}`;

/** Every shared account, and those the filters keep. */
export const balancesCountSql = (userId: string, view: BalancesView) => Prisma.sql`
  SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${filters(view)}))::int AS matched FROM ${FROM} WHERE ${owned(userId)}`;

/** The kinds the kind filter offers. */
export const balanceKindsSql = (userId: string) => Prisma.sql`
  SELECT DISTINCT COALESCE(a.kind, 'Other') AS kind FROM ${FROM} WHERE ${owned(userId)} ORDER BY 1`;

/** The people the person filter offers: those with at least one shared account. */
export const balancePeopleSql = (userId: string) => Prisma.sql`
  SELECT p.id, p."fullName" AS name FROM "BusinessPerson" p
  WHERE p."userId" = ${userId} AND p."removedAt" IS NULL
    AND EXISTS (SELECT 1 FROM "BusinessAccount" a WHERE a."personId" = p.id AND a."userId" = ${userId} AND a."removedAt" IS NULL)
  ORDER BY p."fullName", p.id`;

/** Totals per program (its code, else its name) of the rows the filters keep: different programs are
 *  never added together. `numeric` says whether a shown balance is a bare number (balanceUnitOf). */
export const balanceTotalsSql = (userId: string, view: BalancesView) => Prisma.sql`
  SELECT min(${PROGRAM}) AS program, min(a.code) AS code, min(a.kind) AS kind,
    sum(a."balanceRaw") FILTER (WHERE ${VISIBLE} AND a."balanceRaw" IS NOT NULL) AS total,
    (count(*) FILTER (WHERE ${VISIBLE} AND a."balanceRaw" IS NOT NULL))::int AS counted,
    (count(*) FILTER (WHERE NOT (${VISIBLE}) OR a."balanceRaw" IS NULL))::int AS hidden,
    bool_or(${VISIBLE} AND a."balanceText" ~ '^\\s*[+-]?\\d[\\d,.\\s]*$') AS numeric
  FROM ${FROM} WHERE ${owned(userId)} AND ${filters(view)}
  GROUP BY COALESCE(a.code, ${PROGRAM})`;

/** The business's data as of now, in one value: the connection and its version, which triggers bump
 *  on every write of its people or accounts (one row, read through the unique userId index). */
export const businessVersionSql = (userId: string) => Prisma.sql`
  SELECT c.id || ':' || c."dataVersion" AS version FROM "BusinessConnection" c WHERE c."userId" = ${userId}`;
