// Everyday words find the bonus category a listing names otherwise (issue 34 item 11: "airfare" found
// no card). Category names as the simulated listing gives them (simulator/services/cards/card-catalog.ts).
import { describe, expect, it } from "vitest";
import { matchSpendQuery } from "@/lib/cards/match-spend-query";
import type { Card } from "@/lib/services/cards/card-schema";

const NAMES = [
  "Groceries",
  "Dining",
  "Gas stations",
  "Travel",
  "Airlines",
  "Hotels",
  "Transit",
  "Rideshare",
  "Car rentals",
  "Drugstores",
  "All other purchases",
];
const card = (cardId: number, names: string[]): Card => ({
  cardId,
  cardName: `Card ${cardId}`,
  issuingBank: "Test Bank",
  cardType: "personal",
  isCashback: false,
  isDiscontinued: false,
  earningCategories: names.map((categoryName) => ({
    categoryId: NAMES.indexOf(categoryName) + 1,
    categoryName,
    multiplier: 3,
  })),
});
const full = [card(1, NAMES)];
const noAirlines = [
  card(
    2,
    NAMES.filter((n) => n !== "Airlines" && n !== "Hotels"),
  ),
];

describe("everyday spending words", () => {
  it.each([
    ["airfare", ["Airlines"], full],
    ["Airfare", ["Airlines"], full],
    ["flights", ["Airlines"], full],
    ["plane tickets", ["Airlines"], full],
    ["hotel", ["Hotels"], full],
    ["hotel stays", ["Hotels"], full],
    ["gas", ["Gas stations"], full],
    ["petrol", ["Gas stations"], full],
    ["groceries", ["Groceries"], full],
    ["supermarket", ["Groceries"], full],
    ["restaurants", ["Dining"], full],
    ["dining", ["Dining"], full],
    ["eating out", ["Dining"], full],
    ["car hire", ["Car rentals"], full],
    ["airfare", ["Travel"], noAirlines],
    ["hotel", ["Travel"], noAirlines],
  ])("%j finds %j", (query, labels, cards) => {
    expect(matchSpendQuery(cards, query).labels).toEqual(labels);
  });

  it("leaves a word that is no kind of spending unmatched", () => {
    expect(matchSpendQuery(full, "zebra").labels).toEqual([]);
  });
});
