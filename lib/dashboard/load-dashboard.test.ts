// Integration (real PostgreSQL from scripts/test.ts), issue 40: the home page's reads cost a fixed,
// small number of statements whatever the user holds, and an unchanged card listing is not read again.
// Statements are counted where every path sends them (node-postgres's Client.query), as the load run
// counts them (lib/load-probe/statement-counter.ts).
import pg from "pg";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getCachedCardListing } from "@/lib/cards/get-cached-card-listing";
import { saveCardListing } from "@/lib/cards/save-card-listing";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const CARD = uniqueId("card");

/** The text of every statement sent while `fn` runs. */
async function statements(fn: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    await fn();
    return spy.mock.calls.map(([q]) => (typeof q === "string" ? q : (q as { text: string }).text));
  } finally {
    spy.mockRestore();
  }
}
// The card listing has a test of its own below (another test file may replace it at any moment).
const notCards = (texts: string[]) => texts.filter((t) => !/"(CardListing|CachedCard)"/.test(t));

async function seedUser(accounts: number) {
  const user = await createTestUser();
  for (let i = 0; i < accounts; i++) {
    const account = await db.loyaltyAccount.create({
      data: {
        userId: user.id,
        providerCode: CARD,
        login: uniqueId("m"),
        passwordSealed: "x",
        balance: 1000 * (i + 1),
      },
      select: { id: true },
    });
    await db.loyaltyHistoryRow.create({
      data: {
        accountId: account.id,
        postingDate: new Date("2026-01-01"),
        position: 0,
        rowKey: uniqueId("k"),
        fields: [
          { name: "Date", value: "2026-01-01" },
          { name: "Spend type", value: `Dining ${i % 2}` },
        ],
      },
    });
    await db.manualBalance.create({ data: { userId: user.id, programCode: "AA", balance: 500 * (i + 1) } });
    await db.awardSearch.create({
      data: {
        userId: user.id,
        service: "flights",
        params: {},
        summary: `JFK → LHR · 2026-03-0${(i % 9) + 1}`,
      },
    });
    await db.cardWalletEntry.create({ data: { userId: user.id, cardId: 1000 + i } });
  }
  return user;
}

beforeAll(async () => {
  await db.providerCatalog.create({
    data: {
      service: "loyalty:definition",
      code: CARD,
      name: CARD,
      fetchedAt: new Date(),
      data: {
        kind: 3,
        code: CARD,
        displayName: CARD,
        historyColumns: [
          { type: "string", name: "Date", kind: "PostingDate" },
          { type: "string", name: "Spend type", kind: "Category" },
        ],
      },
    },
  });
});

describe("loadDashboard", () => {
  it("sends as many statements for 8 accounts, balances, searches and cards as for 2, and at most 14", async () => {
    const few = await seedUser(2);
    const many = await seedUser(8);
    await loadDashboard(few.id); // the process keeps the definitions' columns from here on
    const forFew = notCards(await statements(() => loadDashboard(few.id)));
    const forMany = notCards(await statements(() => loadDashboard(many.id)));
    expect(forMany.length).toBe(forFew.length);
    // 14 outside a render (React `cache` resolves the point values once per request only inside one).
    expect(forFew.length).toBeLessThanOrEqual(14);
    const view = await loadDashboard(many.id);
    expect(view.accounts).toHaveLength(8);
    expect(view.typed).toHaveLength(8);
    expect(view.walletSize).toBe(8);
  });

  it("reads an unchanged card listing's cards once per process: later views read its head alone", async () => {
    // Another test file may replace the listing between two reads: then the second read must read
    // the new cards, and the check is made again.
    // A listing of our own when the refresh test has not stored the simulator's yet.
    if (!(await db.cardListing.findUnique({ where: { variant: "current" } }))) {
      const card = {
        cardId: 1,
        issuingBank: "Test Bank",
        cardName: "Test Card",
        cardType: "personal" as const,
        isCashback: false,
        isDiscontinued: false,
      };
      await saveCardListing(
        "current",
        {
          cards: [card],
          meta: {
            version: "1",
            generated_at: "2026-11-28T00:00:00Z",
            license: "test",
            data_hash: uniqueId("hash"),
          },
        },
        null,
      ).catch(() => null);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const first = await getCachedCardListing("current");
      let again: Awaited<ReturnType<typeof getCachedCardListing>> = null;
      const sent = await statements(async () => {
        again = await getCachedCardListing("current");
      });
      const head = await db.cardListing.findUnique({
        where: { variant: "current" },
        select: { version: true, fetchedAt: true },
      });
      if (
        first &&
        head &&
        (head.version !== first.version || head.fetchedAt.getTime() !== first.fetchedAt.getTime())
      )
        continue;
      expect(first?.cards.length).toBeGreaterThan(0);
      expect(sent.filter((t) => /"CachedCard"/.test(t))).toEqual([]);
      expect(sent).toHaveLength(1);
      expect(again).toEqual(first);
      return;
    }
    throw new Error("the card listing changed during every attempt");
  });
});
