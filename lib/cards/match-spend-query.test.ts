// The matches of spend queries and the popular terms are kept with the listing's array (issue 40:
// the home page ranks six queries a view). What a kept answer must never do: outlive its listing,
// or change because a caller changed what it was handed.
import { describe, expect, it } from "vitest";
import { matchSpendQuery, popularSpendTerms } from "@/lib/cards/match-spend-query";
import type { Card } from "@/lib/services/cards/card-schema";

const card = (cardId: number, categories: [number, string, number][]): Card => ({
  cardId,
  cardName: `Card ${cardId}`,
  issuingBank: "Test Bank",
  cardType: "personal",
  isCashback: false,
  isDiscontinued: false,
  earningCategories: categories.map(([categoryId, categoryName, multiplier]) => ({
    categoryId,
    categoryName,
    multiplier,
  })),
});

describe("kept spend matches", () => {
  it("answers a query the same way again, whatever the caller did with the first answer", () => {
    const cards = [card(1, [[1, "Groceries", 3]]), card(2, [[2, "Dining", 4]])];
    const first = matchSpendQuery(cards, "grocery");
    expect([...first.categoryIds]).toEqual([1]);
    first.categoryIds.add(99);
    first.labels.push("changed by a caller");
    const again = matchSpendQuery(cards, "grocery");
    expect([...again.categoryIds]).toEqual([1]);
    expect(again.labels).toEqual(["Groceries"]);
  });

  it("answers from a new listing, not from the one kept before", () => {
    const before = [card(1, [[1, "Groceries", 3]])];
    const after = [card(1, [[7, "Grocery stores", 3]]), card(3, [[8, "Gas stations", 2]])];
    expect([...matchSpendQuery(before, "grocery").categoryIds]).toEqual([1]);
    expect([...matchSpendQuery(after, "grocery").categoryIds]).toEqual([7]);
    expect(matchSpendQuery(before, "gas").labels).toEqual([]);
    expect(matchSpendQuery(after, "gas").labels).toEqual(["Gas stations"]);
  });

  it("keeps the popular terms per listing and count, handing out copies", () => {
    const cards = [
      card(1, [
        [1, "Dining", 3],
        [2, "Travel", 2],
      ]),
      card(2, [[1, "Dining", 2]]),
    ];
    const terms = popularSpendTerms(cards, 2);
    expect(terms).toEqual(["Dining", "Travel"]);
    terms.reverse();
    expect(popularSpendTerms(cards, 2)).toEqual(["Dining", "Travel"]);
    expect(popularSpendTerms(cards, 1)).toEqual(["Dining"]);
    expect(popularSpendTerms([card(3, [[3, "Gas stations", 5]])], 2)).toEqual(["Gas stations"]);
  });
});
