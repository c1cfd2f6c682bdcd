import { describe, expect, it } from "vitest";
import { cardListingSchema } from "@/lib/services/cards/card-schema";

const meta = { version: "1", generated_at: "2026-04-01T00:00:00Z", license: "Data © Sim", data_hash: "abc" };
const card = {
  cardId: 1,
  issuingBank: "Bank",
  cardName: "Sapphire\\u00ae <b>Card</b>",
  cardType: "personal",
  isCashback: false,
  isDiscontinued: false,
  currencyName: "<script>x()</script>Ultimate <i>points</i>",
  earningCategories: [
    {
      categoryId: 1,
      categoryName: "Groceries",
      multiplier: 3,
      startDate: "2026-04-01T00:00:00Z",
      endDate: "2026-06-30",
      description: "<b>3x</b>",
    },
  ],
};

describe("cardListingSchema", () => {
  it("decodes Unicode escapes, neutralizes markup in plain-text fields and keeps the day of seasonal dates", () => {
    const parsed = cardListingSchema.parse({ cards: [card], meta });
    const c = parsed.cards[0];
    expect(c?.cardName).toBe("Sapphire® Card");
    expect(c?.currencyName).toBe("Ultimate points");
    expect(c?.earningCategories?.[0]).toMatchObject({
      startDate: "2026-04-01",
      endDate: "2026-06-30",
      description: "<b>3x</b>",
    });
  });

  it("rejects the whole listing on a missing required field, a wrong type or a duplicate id", () => {
    const { cardName: _omitted, ...noName } = card;
    expect(cardListingSchema.safeParse({ cards: [noName], meta }).success).toBe(false);
    expect(cardListingSchema.safeParse({ cards: [{ ...card, isCashback: "yes" }], meta }).success).toBe(
      false,
    );
    expect(cardListingSchema.safeParse({ cards: [card, card], meta }).success).toBe(false);
    expect(
      cardListingSchema.safeParse({
        cards: [
          {
            ...card,
            earningCategories: [{ categoryId: 1, categoryName: "x", multiplier: 2, startDate: "soon" }],
          },
        ],
        meta,
      }).success,
    ).toBe(false);
    expect(
      cardListingSchema.safeParse({ cards: [card], meta: { ...meta, license: undefined } }).success,
    ).toBe(false);
  });
});
