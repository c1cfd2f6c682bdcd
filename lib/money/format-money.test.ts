import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it("uses the currency's own decimals and separators, with its code", () => {
    expect(formatMoney(1234.5, "USD").replace(/\s/g, " ")).toBe("USD 1,234.50");
    expect(formatMoney(1200, "JPY").replace(/\s/g, " ")).toBe("JPY 1,200");
    expect(formatMoney(0.1 + 0.2, "EUR").replace(/\s/g, " ")).toBe("EUR 0.30");
  });

  it("still shows an amount in a code Intl does not accept", () => {
    expect(formatMoney(12, "X1")).toBe("X1 12.00");
  });
});
