import { describe, expect, it } from "vitest";
import { bonusStatus } from "@/lib/cards/bonus-status";
import { formatMultiplier, formatPointValue, formatReturn } from "@/lib/cards/format-card-numbers";
import { rankCards } from "@/lib/cards/rank-cards";
import type { Card } from "@/lib/services/cards/card-schema";

const base = (m: number) => ({ categoryId: 13, categoryName: "All other purchases", multiplier: m });
const card = (over: Partial<Card> & Pick<Card, "cardId" | "cardName">): Card => ({
  issuingBank: "Test Bank",
  cardType: "personal",
  isCashback: false,
  isDiscontinued: false,
  earningCategories: [],
  ...over,
});

const TODAY = "2026-05-15";
const points3x = card({
  cardId: 1,
  cardName: "Points 3x",
  servicePointValue: 0.0125,
  earningCategories: [{ categoryId: 1, categoryName: "Groceries", multiplier: 3 }, base(1)],
});
const cash4 = card({
  cardId: 2,
  cardName: "Cash 4%",
  isCashback: true,
  servicePointValue: 0.02,
  earningCategories: [{ categoryId: 1, categoryName: "Groceries", multiplier: 4 }, base(1)],
});
const flat2 = card({ cardId: 3, cardName: "Flat 2%", isCashback: true, earningCategories: [base(2)] });
const seasonal = card({
  cardId: 4,
  cardName: "Rotating",
  isCashback: true,
  earningCategories: [
    {
      categoryId: 1,
      categoryName: "Groceries",
      multiplier: 5,
      startDate: "2026-04-01",
      endDate: "2026-06-30",
    },
    { categoryId: 2, categoryName: "Dining", multiplier: 5, startDate: "2026-01-01", endDate: "2026-03-31" },
    {
      categoryId: 3,
      categoryName: "Gas stations",
      multiplier: 5,
      startDate: "2026-07-01",
      endDate: "2026-09-30",
    },
    base(1),
  ],
});
const streamer = card({
  cardId: 5,
  cardName: "Streamer",
  servicePointValue: 0.01,
  earningCategories: [base(1)],
  earningMerchants: [
    {
      merchantGroupId: 101,
      merchantGroupName: "Streaming services",
      multiplier: 6,
      merchantNames: [{ merchantId: 1001, merchantName: "StreamCo" }],
    },
  ],
});
const streamCategory = card({
  cardId: 6,
  cardName: "Stream cat",
  isCashback: true,
  earningCategories: [{ categoryId: 7, categoryName: "Streaming services", multiplier: 3 }],
});
const noValue = card({
  cardId: 7,
  cardName: "No value",
  earningCategories: [{ categoryId: 1, categoryName: "Groceries", multiplier: 2 }],
});
const all = [points3x, cash4, flat2, seasonal, streamer, streamCategory, noValue];

describe("rankCards", () => {
  it("ranks by multiplier × point value, cash back at face value", () => {
    const { ranked } = rankCards(all, "groceries", TODAY);
    expect(ranked.map((r) => [r.card.cardName, Number(r.effectiveReturn.toFixed(4))])).toEqual([
      ["Rotating", 0.05],
      // cash back ignores its servicePointValue (0.02): 4% is 4¢, not 8¢
      ["Cash 4%", 0.04],
      ["Points 3x", 0.0375],
      ["Flat 2%", 0.02],
      ["No value", 0.02],
      ["Streamer", 0.01],
    ]);
    expect(ranked.find((r) => r.card.cardId === 7)?.pointValueAssumed).toBe(true);
    expect(ranked.find((r) => r.card.cardId === 3)?.earning.kind).toBe("base");
  });

  it("counts a seasonal bonus only between its dates, inclusive", () => {
    const first = (today: string) => rankCards([seasonal, cash4], "grocery", today).ranked[0];
    expect(first("2026-04-01")?.card.cardName).toBe("Rotating");
    expect(first("2026-06-30")?.earning).toMatchObject({
      multiplier: 5,
      startDate: "2026-04-01",
      endDate: "2026-06-30",
    });
    expect(first("2026-07-01")?.card.cardName).toBe("Cash 4%");
    expect(first("2026-03-31")?.card.cardName).toBe("Cash 4%");
    // expired dining bonus falls back to the base rate; the upcoming gas bonus is listed, not ranked
    expect(rankCards([seasonal], "dining", TODAY).ranked[0]?.earning.kind).toBe("base");
    const gas = rankCards([seasonal], "gas", TODAY);
    expect(gas.ranked[0]?.earning.kind).toBe("base");
    expect(gas.upcoming[0]?.earning).toMatchObject({ name: "Gas stations", startDate: "2026-07-01" });
  });

  it("finds a merchant by name and also counts the category of the same name", () => {
    const { ranked, match } = rankCards(all, "streamco", TODAY);
    expect(match.labels).toContain("StreamCo");
    expect(ranked.slice(0, 2).map((r) => [r.card.cardName, r.earning.kind])).toEqual([
      ["Streamer", "merchant"],
      ["Stream cat", "category"],
    ]);
  });

  it("limits the ranking to the given cards but still understands the query", () => {
    const { ranked } = rankCards(all, "groceries", TODAY, { onlyCardIds: new Set([1, 3]) });
    expect(ranked.map((r) => r.card.cardId)).toEqual([1, 3]);
  });

  // Issue 12 item 10: a discontinued card topped "All cards".
  it("leaves discontinued cards out unless asked, and keeps the ones the user holds", () => {
    const gone = card({
      cardId: 9,
      cardName: "Gone 6x",
      isDiscontinued: true,
      isCashback: true,
      earningCategories: [{ categoryId: 1, categoryName: "Groceries", multiplier: 6 }],
    });
    const everyone = rankCards([...all, gone], "groceries", TODAY);
    expect(everyone.ranked.map((r) => r.card.cardId)).not.toContain(9);
    expect(everyone.discontinuedLeftOut).toBe(1);
    const asked = rankCards([...all, gone], "groceries", TODAY, { includeDiscontinued: true });
    expect(asked.ranked[0]?.card.cardId).toBe(9);
    expect(asked.discontinuedLeftOut).toBe(0);
    expect(
      rankCards([...all, gone], "groceries", TODAY, { onlyCardIds: new Set([9, 1]) }).ranked.map(
        (r) => r.card.cardId,
      ),
    ).toEqual([9, 1]);
  });

  it("returns nothing for an unknown query", () => {
    const r = rankCards(all, "spaceships", TODAY);
    expect(r.ranked).toEqual([]);
    expect(r.match.labels).toEqual([]);
  });
});

describe("bonusStatus and formatting", () => {
  it("classifies against today", () => {
    expect(bonusStatus({}, TODAY)).toBe("always");
    expect(bonusStatus({ startDate: "2026-05-16", endDate: "2026-06-01" }, TODAY)).toBe("upcoming");
    expect(bonusStatus({ startDate: "2026-01-01", endDate: "2026-05-14" }, TODAY)).toBe("expired");
    expect(bonusStatus({ startDate: "2026-05-15" }, TODAY)).toBe("current");
  });
  it("formats numbers", () => {
    expect(formatMultiplier(5)).toBe("5×");
    expect(formatMultiplier(1.5)).toBe("1.5×");
    expect(formatPointValue(0.0125)).toBe("1.25¢ per point");
    expect(formatReturn(0.0375)).toBe("3.75¢ per $1");
  });
});

describe("a well-known merchant the listing does not name", () => {
  it("is read as the category banks file it under, and says so", () => {
    const r = rankCards(all, "Whole Foods Market", TODAY);
    expect(r.match.via).toEqual({ merchant: "Whole Foods", category: "Groceries" });
    const groceries = rankCards(all, "groceries", TODAY);
    expect(r.ranked.map((c) => c.card.cardId)).toEqual(groceries.ranked.map((c) => c.card.cardId));
    expect(r.ranked.length).toBeGreaterThan(0);
    expect(rankCards(all, "trader joe’s", TODAY).match.via?.merchant).toBe("Trader Joe's");
    expect(rankCards(all, "Netfl", TODAY).match.via).toEqual({
      merchant: "Netflix",
      category: "Streaming services",
    });
  });
  it("never overrides a merchant or category the listing names, and is not guessed from a fragment", () => {
    expect(rankCards(all, "streamco", TODAY).match.via).toBeUndefined();
    expect(rankCards(all, "groceries", TODAY).match.via).toBeUndefined();
    expect(rankCards(all, "wh", TODAY).match.via).toBeUndefined();
    // A known store whose category no card of the listing names: nothing, as before.
    expect(rankCards(all, "Home Depot", TODAY).match.labels).toEqual([]);
  });
});
