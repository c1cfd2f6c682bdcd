import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/services/cards/card-schema";
import { bestWalletCards, topCategories } from "./best-wallet-cards";

const card = (cardId: number, cardName: string, cats: [number, string, number][]) =>
  ({
    cardId,
    cardName,
    pointValue: 0.01,
    isCashback: true,
    earningCategories: cats.map(([categoryId, categoryName, multiplier]) => ({
      categoryId,
      categoryName,
      multiplier,
    })),
  }) as unknown as Card;

describe("best card from the wallet", () => {
  it("orders the categories the traveler spends in by frequency", () => {
    expect(topCategories(["Dining", "Groceries", "dining", " ", "Travel", "Dining"], 2)).toEqual([
      "Dining",
      "Groceries",
    ]);
  });
  it("picks the wallet's top card per category, never a card outside the wallet", () => {
    const cards = [
      card(1, "Dining Card", [[10, "Dining", 4]]),
      card(2, "Not Mine", [[10, "Dining", 6]]),
      card(3, "Grocer", [[11, "Groceries", 3]]),
    ];
    const r = bestWalletCards(cards, new Set([1, 3]), ["Groceries", "Dining", "Dining"], "2026-11-23");
    expect(r.basis).toBe("history");
    expect(r.picks.map((p) => [p.category, p.cardName])).toEqual([
      ["Dining", "Dining Card"],
      ["Groceries", "Grocer"],
    ]);
  });
});
