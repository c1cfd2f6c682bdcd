// Integration (real PostgreSQL): every Accounts list statement, and the stored logins' and search
// history's, reads one user's rows through an index, never the whole table, for a user with 200
// accounts (and 300 searches) among 500 other users with 200 accounts each (200 of them with 300 searches). Seeded, ANALYZEd and
// EXPLAINed inside one transaction that is rolled back, so nothing stays behind.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { DEFAULT_HISTORY_VIEW } from "@/lib/award-search/history-view";
import { historyCountSql, historyPageSql } from "@/lib/award-search/list-award-searches";
import { accountCodesSql, accountsCountSql, accountsPageSql, accountValuesSql } from "./accounts-sql";
import { ACCOUNT_ORDER_VALUES, DEFAULT_ACCOUNTS_VIEW } from "./accounts-view";
import { loginCountsSql, loginsPageSql } from "./list-credentials";
import type { ProgramRow } from "./program-facts";

class Rollback extends Error {
  constructor(readonly plans: Record<string, string>) {
    super("rolled back on purpose");
  }
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** `perUser` accounts (40 programs, each with a balance snapshot) for each of `owners`. */
async function seedAccounts(tx: Tx, prefix: string, owners: string[], perUser: number) {
  await tx.$executeRaw`
    INSERT INTO "LoyaltyAccount" (id, "userId", service, "providerCode", login, "passwordSealed", state, balance, "expirationDate", properties, "createdAt", "updatedAt")
    SELECT ${prefix} || g, (${owners}::text[])[1 + g % ${owners.length}::int], CASE WHEN g % 10 = 0 THEN 'flights' ELSE 'loyalty' END, 'p' || g % 40, 'member-' || g, 'x',
      (ARRAY[1, 1, 9, 4, NULL])[1 + g % 5], g * 10, DATE '2027-01-01' + g % 365, jsonb_build_array(jsonb_build_object('code', 'N', 'name', 'Number', 'kind', '1', 'value', g::text)),
      now() - g * interval '1 minute', now()
    FROM generate_series(1, ${owners.length * perUser}::int) g`;
  await tx.$executeRaw`
    INSERT INTO "LoyaltyBalanceSnapshot" ("accountId", "checkedAt", balance) SELECT id, now(), 1 FROM "LoyaltyAccount" WHERE id LIKE ${`${prefix}%`}`;
}

const PROGRAMS: ProgramRow[] = Array.from({ length: 40 }, (_, i) => ({
  code: `p${i}`,
  rank: i,
  kind: 1 + (i % 3),
  value: i % 4 ? 0.012 : null,
  text: `program ${i} airline`,
}));

/** EXPLAIN of each statement in a transaction seeded by `seed`, then rolled back. */
async function explainAll(seed: (tx: Tx) => Promise<void>, statements: () => [string, Prisma.Sql][]) {
  return db
    .$transaction(
      async (tx) => {
        await seed(tx);
        const out: Record<string, string> = {};
        for (const [name, sql] of statements()) {
          const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`);
          out[name] = rows.map((r) => r["QUERY PLAN"]).join("\n");
        }
        throw new Rollback(out);
      },
      { timeout: 230_000 },
    )
    .catch((e: unknown) => {
      if (e instanceof Rollback) return e.plans;
      throw e;
    });
}

describe("accounts list, stored logins and search history statements", () => {
  it("use the user's indexes among 100,000 accounts of others, whatever the filter or order", async () => {
    const user = await createTestUser();
    const plans = await explainAll(
      async (tx) => {
        const others = Array.from({ length: 500 }, () => uniqueId("other"));
        await tx.$executeRaw`INSERT INTO "User" (id, email, "passwordHash", "updatedAt") SELECT u, u || '@example.test', 'x', now() FROM unnest(${others}::text[]) u`;
        await seedAccounts(tx, uniqueId("o"), others, 200);
        await seedAccounts(tx, uniqueId("m"), [user.id], 220);
        // 300 searches for the user and for 200 of the others, flights and hotels alternating.
        await tx.$executeRaw`INSERT INTO "AwardSearch" (id, "userId", service, params, summary, "createdAt")
          SELECT u || '-s' || g, u, CASE WHEN g % 2 = 0 THEN 'flights' ELSE 'hotels' END, '{}', 'JFK → LHR · 2027-01-10 · search ' || g, now() - g * interval '1 hour'
          FROM unnest(${[...others.slice(0, 200), user.id]}::text[]) u, generate_series(1, 300) g`;
        await tx.$executeRawUnsafe(`ANALYZE "AwardSearch"`);
        await tx.$executeRawUnsafe(`ANALYZE "User"`);
        await tx.$executeRawUnsafe(`ANALYZE "LoyaltyAccount"`);
        await tx.$executeRawUnsafe(`ANALYZE "LoyaltyBalanceSnapshot"`);
      },
      () => [
        ...ACCOUNT_ORDER_VALUES.map((order): [string, Prisma.Sql] => [
          `page ${order}`,
          accountsPageSql(user.id, PROGRAMS, { ...DEFAULT_ACCOUNTS_VIEW, order }),
        ]),
        [
          "page filtered",
          accountsPageSql(user.id, PROGRAMS, { q: "airline 1234", order: "expiring", page: 3 }),
        ],
        ["codes", accountCodesSql(user.id)],
        ["counts", accountsCountSql(user.id, PROGRAMS, { ...DEFAULT_ACCOUNTS_VIEW, q: "program" })],
        ["values", accountValuesSql(user.id, PROGRAMS)],
        ["logins page", loginsPageSql(user.id, { loginsFor: "", logins: 2 })],
        ["logins of one use", loginsPageSql(user.id, { loginsFor: "flights", logins: 1 })],
        ["login counts", loginCountsSql(user.id)],
        ["history page", historyPageSql(user.id, "flights", DEFAULT_HISTORY_VIEW)],
        [
          "history oldest filtered",
          historyPageSql(user.id, "hotels", { history: 3, historyQ: "lhr 12", historyOrder: "oldest" }),
        ],
        ["history count", historyCountSql(user.id, "flights", { ...DEFAULT_HISTORY_VIEW, historyQ: "jfk" })],
      ],
    );
    expect(Object.keys(plans)).toHaveLength(14);
    for (const [name, plan] of Object.entries(plans)) {
      expect({ name, plan }).not.toEqual({
        name,
        plan: expect.stringMatching(
          /Seq Scan on "(LoyaltyAccount|LoyaltyBalanceSnapshot|AwardSearch|AwardRequest)"/,
        ),
      });
    }
    // The first page in the order linked is read in order from its index, not sorted out of all 200.
    expect(plans["page linked"]).toContain("LoyaltyAccount_userId_service_createdAt_id_idx");
    expect(plans["page linked"]).not.toMatch(/Sort Key/);
    // One use's logins and a page of history (newest first) are found through their indexes.
    expect(plans["logins of one use"]).toContain("LoyaltyAccount_userId_service_createdAt_id_idx");
    expect(plans["history page"]).toContain("AwardSearch_userId_service_createdAt");
    // Seeding 160,000 rows takes its time on a shared machine.
  }, 240_000);
});
