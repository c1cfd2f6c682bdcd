// Integration (real PostgreSQL): every Team balances statement, and the people list's, reads one
// owner's rows through an index, never the whole table, for a business of 1,000 people and 10,000 shared accounts among other
// businesses (90,000 accounts of 30 other owners). Seeded, ANALYZEd and EXPLAINed inside one
// transaction that is rolled back, so nothing stays behind.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import {
  balanceKindsSql,
  balancePeopleSql,
  balancesCountSql,
  balancesPageSql,
  balanceTotalsSql,
  businessVersionSql,
} from "./balances-sql";
import { BALANCE_SORTS } from "./balances-view";
import { balancesViewSchema } from "./balances-view-schema";
import { peopleCountSql, peoplePageSql } from "./list-people";
import { raw } from "@/lib/sql/template";

class Rollback extends Error {
  constructor(readonly plans: Record<string, string>) {
    super("rolled back on purpose");
  }
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** `people` people and `accounts` accounts of one owner under one connection (owner ids need no User row). */
async function seedBusiness(
  tx: Tx,
  connectionId: string,
  owners: string[],
  people: number,
  accounts: number,
) {
  await tx.$executeRaw`
    INSERT INTO "BusinessPerson" (id, "userId", "connectionId", kind, "remoteId", "fullName", level, "updatedAt")
    SELECT ${connectionId} || '-p' || g, (${owners}::text[])[1 + g % ${owners.length}::int], ${connectionId}, 'member', g, 'Person ' || g, g % 4, now()
    FROM generate_series(1, ${people}::int) g`;
  await tx.$executeRaw`
    INSERT INTO "BusinessAccount" (id, "userId", "connectionId", "personId", "remoteId", code, "displayName", kind, "balanceText", "balanceRaw", "errorCode", properties, "updatedAt")
    SELECT ${connectionId} || '-a' || g, (${owners}::text[])[1 + (g % ${people}::int + 1) % ${owners.length}::int], ${connectionId}, ${connectionId} || '-p' || (g % ${people}::int + 1), g,
      'p' || g % 40, 'Program ' || g % 40, (ARRAY['Airlines', 'Hotels', 'Credit Cards'])[1 + g % 3], to_char(g * 10, 'FM999,999,999'), g * 10, g % 12,
      jsonb_build_array(jsonb_build_object('name', 'Status', 'value', 'Tier', 'rank', g % 5, 'kind', 3)), now()
    FROM generate_series(1, ${accounts}::int) g`;
}

describe("team balances statements", () => {
  it("use the owner's indexes for a business of 10,000 accounts, whatever the filter or order", async () => {
    const user = await createTestUser();
    const plans = await db
      .$transaction(
        async (tx) => {
          const big = (
            await tx.businessConnection.create({
              data: { userId: user.id, apiKeySealed: "x", apiKeyLast4: "x" },
              select: { id: true },
            })
          ).id;
          const other = (
            await tx.businessConnection.create({
              data: { userId: (await createTestUser()).id, apiKeySealed: "x", apiKeyLast4: "x" },
              select: { id: true },
            })
          ).id;
          await seedBusiness(
            tx,
            other,
            Array.from({ length: 30 }, () => uniqueId("owner")),
            9_000,
            90_000,
          );
          await seedBusiness(tx, big, [user.id], 1_000, 10_000);
          await tx.$executeRaw(raw(`ANALYZE "BusinessAccount"`));
          await tx.$executeRaw(raw(`ANALYZE "BusinessPerson"`));
          const views = [
            balancesViewSchema.parse({}),
            balancesViewSchema.parse({ kind: "Hotels", sort: "balance", dir: "desc", page: 3 }),
            balancesViewSchema.parse({ person: `${big}-p7` }),
            ...BALANCE_SORTS.map((sort) => balancesViewSchema.parse({ sort })),
          ];
          const statements: [string, Prisma.Sql][] = [
            ...views.map((v, i): [string, Prisma.Sql] => [
              `page ${i} (${v.sort} ${v.kind} ${v.person})`,
              balancesPageSql(user.id, v),
            ]),
            ["csv order", balancesPageSql(user.id, views[0]!, null)],
            ["counts", balancesCountSql(user.id, views[1]!)],
            ["kinds", balanceKindsSql(user.id)],
            ["people", balancePeopleSql(user.id)],
            ["totals", balanceTotalsSql(user.id, views[1]!)],
            ["people list", peoplePageSql(user.id, 50)],
            ["people count", peopleCountSql(user.id)],
            ["version", businessVersionSql(user.id)],
          ];
          const out: Record<string, string> = {};
          for (const [name, sql] of statements) {
            const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`);
            out[name] = rows.map((r) => r["QUERY PLAN"]).join("\n");
          }
          throw new Rollback(out);
        },
        { timeout: 120_000 },
      )
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.plans;
        throw e;
      });
    expect(Object.keys(plans)).toHaveLength(18);
    for (const [name, plan] of Object.entries(plans)) {
      expect({ name, plan }).not.toEqual({
        name,
        plan: expect.stringMatching(/Seq Scan on "Business(Account|Person)"/),
      });
    }
    // What a kept view reads on every view: the connection's one row, nothing of the accounts.
    expect(plans.version).not.toMatch(/Business(Account|Person)/);
    // One page of people is read in order from its index, not sorted out of all 1,000.
    expect(plans["people list"]).toContain("BusinessPerson_userId_kind_fullName_id_idx");
    expect(plans["people list"]).not.toMatch(/Sort Key/);
  });
});
