import { describe, expect, it } from "vitest";
import { CURRENCY_DIGITS, currencyDigits } from "./currency-digits";
import { formatCentsPerPoint, formatMinorUnits, formatMoney, formatWholeMoney } from "./format-money";
import { minorUnitsToDecimal, toMinorUnits } from "./minor-units";

const plain = (s: string) => s.replace(/\s/g, " ");

describe("formatMoney", () => {
  it("uses the currency's own decimals and separators, with its code", () => {
    expect(plain(formatMoney(1234.5, "USD"))).toBe("USD 1,234.50");
    expect(plain(formatMoney(1200, "JPY"))).toBe("JPY 1,200");
    expect(plain(formatMoney(0.1 + 0.2, "EUR"))).toBe("EUR 0.30");
  });

  it("still shows an amount in a code Intl does not accept", () => {
    expect(formatMoney(12, "X1")).toBe("X1 12.00");
    expect(formatMinorUnits(1234567, "X1")).toBe("X1 12,345.67");
  });
});

describe("minor units", () => {
  it("stores the provider's decimal amount exactly, in the currency's own digits", () => {
    expect(toMinorUnits(5.6, "USD")).toBe(560);
    expect(toMinorUnits(1.005, "USD")).toBe(101); // 1.005 × 100 is 100.49999999999999 in doubles
    expect(toMinorUnits(0.1 + 0.2, "EUR")).toBe(30);
    expect(toMinorUnits(1200, "JPY")).toBe(1200);
    expect(toMinorUnits(12.3456, "KWD")).toBe(12346);
    expect(toMinorUnits(-2.5, "USD")).toBe(-250);
    expect(toMinorUnits(-0.001, "USD")).toBe(0);
    expect(() => toMinorUnits(Number.NaN, "USD")).toThrow(RangeError);
    expect(() => toMinorUnits(3e7, "USD")).toThrow(/too large/);
  });

  it("formats stored integers from their exact decimal text", () => {
    expect(minorUnitsToDecimal(123456, "USD")).toBe("1234.56");
    expect(minorUnitsToDecimal(5, "USD")).toBe("0.05");
    expect(minorUnitsToDecimal(-5, "KWD")).toBe("-0.005");
    expect(minorUnitsToDecimal(1200, "JPY")).toBe("1200");
    expect(plain(formatMinorUnits(123456, "USD"))).toBe("USD 1,234.56");
    expect(plain(formatMinorUnits(1200, "JPY"))).toBe("JPY 1,200");
    expect(plain(formatMinorUnits(12346, "KWD"))).toBe("KWD 12.346");
    expect(plain(formatMinorUnits(2_147_483_647, "USD"))).toBe("USD 21,474,836.47");
  });

  it("sums exactly where doubles do not", () => {
    const a = toMinorUnits(0.1, "USD");
    const b = toMinorUnits(0.2, "USD");
    expect(plain(formatMinorUnits(a + b, "USD"))).toBe("USD 0.30");
    expect(plain(formatMinorUnits(toMinorUnits(5.605, "USD") * 2, "USD"))).toBe("USD 11.22");
  });

  it("keeps the committed digits table in step with this runtime's Intl", () => {
    for (const code of Intl.supportedValuesOf("currency")) {
      const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions()
        .maximumFractionDigits;
      expect([code, currencyDigits(code)]).toEqual([code, intl]);
    }
    expect(Object.keys(CURRENCY_DIGITS).length).toBeGreaterThan(30);
  });
});

describe("estimates and values per point", () => {
  it("shows whole dollars with the symbol, and cents per point with two decimals", () => {
    expect(formatWholeMoney(1234.56, "USD")).toBe("$1,235");
    expect(formatCentsPerPoint(1.8)).toBe("1.80¢");
    expect(formatCentsPerPoint(1.65, { min: 0 })).toBe("1.65¢");
  });
});
