// Integration (real PostgreSQL from scripts/test.ts): the dashboard's spend categories come from
// every card account's newest history rows, owner-filtered, in a number of statements that does not
// grow with the number of accounts (it was one definition read per account plus one history read
// per card account: ~0.8 s for 100 accounts).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { listSpendCategories } from "@/lib/dashboard/list-spend-categories";
import { sharedPool } from "@/lib/sql/pool";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const CARD = uniqueId("card");
const AIRLINE = uniqueId("air");
const definition = (code: string, columns: { name: string; kind: string }[]) => ({
  service: "loyalty:definition",
  code,
  name: code,
  fetchedAt: new Date(),
  data: { kind: 3, code, displayName: code, historyColumns: columns.map((c) => ({ type: "string", ...c })) },
});

async function addAccount(userId: string, providerCode: string, rows: { date: string; category?: string }[]) {
  const account = await db.loyaltyAccount.create({
    data: { userId, providerCode, login: uniqueId("m"), passwordSealed: "x" },
    select: { id: true },
  });
  await db.loyaltyHistoryRow.createMany({
    data: rows.map((r, i) => ({
      accountId: account.id,
      postingDate: new Date(r.date),
      position: i,
      rowKey: uniqueId("k"),
      fields: [
        { name: "Date", value: r.date },
        ...(r.category ? [{ name: "Spend type", value: r.category }] : []),
      ],
    })),
  });
}

/** Statements sent to PostgreSQL while `fn` runs (Prisma and raw SQL share this pool). */
async function countStatements(fn: () => Promise<unknown>): Promise<number> {
  const pool = sharedPool();
  const spy = vi.spyOn(pool, "query");
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  await db.providerCatalog.createMany({
    data: [
      definition(CARD, [
        { name: "Date", kind: "PostingDate" },
        { name: "Spend type", kind: "Category" },
      ]),
      definition(AIRLINE, [{ name: "Date", kind: "PostingDate" }]),
    ],
  });
});

describe("listSpendCategories", () => {
  it("reads the newest rows of card accounts only, up to the limit each, and only the owner's", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    await addAccount(user.id, CARD, [
      { date: "2026-01-01", category: "Dining" },
      { date: "2026-03-01", category: "Travel" },
      { date: "2026-02-01", category: "Groceries" },
    ]);
    await addAccount(user.id, AIRLINE, [{ date: "2026-03-05", category: "Flights" }]);
    await addAccount(other.id, CARD, [{ date: "2026-03-09", category: "Not yours" }]);
    expect(await listSpendCategories(user.id)).toEqual(["Travel", "Groceries", "Dining"]);
    expect(await listSpendCategories(user.id, 2)).toEqual(["Travel", "Groceries"]);
    expect(await listSpendCategories((await createTestUser()).id)).toEqual([]);
  });

  it("sends as many statements for 12 accounts as for 2", async () => {
    const few = await createTestUser();
    const many = await createTestUser();
    for (const user of [few, many]) {
      const n = user === few ? 1 : 6;
      for (let i = 0; i < n; i++) {
        await addAccount(user.id, CARD, [{ date: "2026-01-01", category: `Cat ${i}` }]);
        await addAccount(user.id, AIRLINE, [{ date: "2026-01-02" }]);
      }
    }
    const forFew = await countStatements(() => listSpendCategories(few.id));
    const forMany = await countStatements(() => listSpendCategories(many.id));
    expect(forFew).toBeGreaterThan(0);
    expect(forMany).toBe(forFew);
    expect(await listSpendCategories(many.id)).toHaveLength(6);
  });
});
