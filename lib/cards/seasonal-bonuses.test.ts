import { describe, expect, it } from "vitest";
import { seasonalBonuses, stripPosition } from "@/lib/cards/seasonal-bonuses";
import type { Card } from "@/lib/services/cards/card-schema";

// 2026 is not a leap year: 365 days, so one day is 100/365 percent of the strip.
const DAY = 100 / 365;
const close = (got: { left: number; width: number } | null, left: number, width: number) => {
  expect(got).not.toBeNull();
  expect(got?.left).toBeCloseTo(left, 6);
  expect(got?.width).toBeCloseTo(width, 6);
};

describe("stripPosition", () => {
  it("places a quarter by its days, counting the end date inclusively", () => {
    close(stripPosition({ startDate: "2026-01-01", endDate: "2026-03-31" }, 2026), 0, 90 * DAY);
    close(stripPosition({ startDate: "2026-04-01", endDate: "2026-06-30" }, 2026), 90 * DAY, 91 * DAY);
    close(stripPosition({ startDate: "2026-10-01", endDate: "2026-12-31" }, 2026), 273 * DAY, 92 * DAY);
  });

  it("gives a one-day bonus one day's width", () => {
    close(stripPosition({ startDate: "2026-07-04", endDate: "2026-07-04" }, 2026), 184 * DAY, DAY);
  });

  it("clips bonuses that cross the year's edges and open-ended ones", () => {
    close(stripPosition({ startDate: "2025-12-01", endDate: "2026-01-31" }, 2026), 0, 31 * DAY);
    close(stripPosition({ startDate: "2026-12-01", endDate: "2027-02-28" }, 2026), 334 * DAY, 31 * DAY);
    close(stripPosition({ startDate: "2026-11-01" }, 2026), 304 * DAY, 61 * DAY);
    close(stripPosition({ endDate: "2026-01-10" }, 2026), 0, 10 * DAY);
  });

  it("returns null for bonuses entirely outside the year", () => {
    expect(stripPosition({ startDate: "2025-10-01", endDate: "2025-12-31" }, 2026)).toBeNull();
    expect(stripPosition({ startDate: "2027-01-01", endDate: "2027-03-31" }, 2026)).toBeNull();
  });

  it("uses 366 days in a leap year", () => {
    close(
      stripPosition({ startDate: "2028-03-01", endDate: "2028-03-01" }, 2028),
      (60 * 100) / 366,
      100 / 366,
    );
  });
});

describe("seasonalBonuses", () => {
  const card: Card = {
    cardId: 1,
    issuingBank: "Bank",
    cardName: "Rotating",
    cardType: "personal",
    isCashback: true,
    isDiscontinued: false,
    earningCategories: [
      {
        categoryId: 1,
        categoryName: "Groceries",
        multiplier: 5,
        startDate: "2026-04-01",
        endDate: "2026-06-30",
      },
      {
        categoryId: 2,
        categoryName: "Dining",
        multiplier: 5,
        startDate: "2026-01-01",
        endDate: "2026-03-31",
      },
      { categoryId: 13, categoryName: "All other purchases", multiplier: 1 },
    ],
    earningMerchants: [
      {
        merchantGroupId: 9,
        merchantGroupName: "Streaming",
        multiplier: 5,
        startDate: "2026-07-01",
        endDate: "2026-09-30",
        merchantNames: [{ merchantId: 1, merchantName: "StreamCo" }],
      },
    ],
  };

  it("keeps only dated bonuses, sorted by start, each with its status today", () => {
    const got = seasonalBonuses(card, "2026-05-15").map((b) => [b.name, b.status]);
    expect(got).toEqual([
      ["Dining", "expired"],
      ["Groceries", "current"],
      ["Streaming", "upcoming"],
    ]);
    expect(seasonalBonuses(card, "2026-05-15")[2]?.merchants).toEqual(["StreamCo"]);
  });
});
