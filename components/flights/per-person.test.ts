// Issue 12 item 6: with more than one adult every price says per person and in total.
import { describe, expect, it } from "vitest";
import { milesForTravelers, moneyForTravelers } from "@/components/flights/per-person";

describe("prices for more than one traveler", () => {
  it("says per person and the total for 2 adults", () => {
    expect(milesForTravelers(57_500, 2)).toEqual({
      amount: "57,500",
      unit: "miles per person",
      total: "115,000 for 2",
    });
    expect(moneyForTravelers(560, "USD", 2)).toBe("USD\u00a05.60 per person · USD\u00a011.20 for 2");
    // Exact integers: 3 × 0.10 + 0.20 is 90 cents, and JPY has no decimals.
    expect(moneyForTravelers(30, "USD", 3)).toBe("USD\u00a00.30 per person · USD\u00a00.90 for 3");
    expect(moneyForTravelers(5200, "JPY", 2)).toBe("JPY\u00a05,200 per person · JPY\u00a010,400 for 2");
  });

  it("stays plain for one adult", () => {
    expect(milesForTravelers(57_500, 1)).toEqual({ amount: "57,500", unit: "miles", total: null });
    expect(moneyForTravelers(560, "USD", 1)).toBe("USD\u00a05.60");
  });
});
