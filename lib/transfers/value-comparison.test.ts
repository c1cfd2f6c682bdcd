import { describe, expect, it } from "vitest";
import { flightValuePerPoint, flightValueWords, valueBesideYours } from "./value-comparison";

describe("valueBesideYours", () => {
  it.each([
    [1.9, 0.008, "1.9¢ per point — above your 0.8¢"],
    [0.45, 0.005, "0.45¢ per point — below your 0.5¢"],
    [1.7, 0.017, "1.7¢ per point — the same as your 1.7¢"],
    [2.25, null, "2.25¢ per point"],
    [null, 0.01, null],
  ])("%s¢ against %s $/pt", (value, yours, words) => {
    expect(valueBesideYours(value, yours)).toBe(words);
  });
});

describe("flightValuePerPoint", () => {
  const usd = (fareMinor: number | null, taxesMinor: number | null, miles: number, taxCurrency = "USD") =>
    flightValuePerPoint(
      { fareMinor, currency: "USD" },
      { taxesMinor, currency: taxCurrency, milesPerPerson: miles },
    );
  it.each([
    ["fare less taxes over miles", usd(120_000, 5_600, 70_000), { kind: "value", cents: 1.6 }], // (1,200 − 56) ÷ 70,000 = 1.634¢
    ["no taxes", usd(90_000, 0, 60_000), { kind: "value", cents: 1.5 }],
    ["rounded to one decimal", usd(100_000, 0, 30_000), { kind: "value", cents: 3.3 }],
    ["taxes at least the fare", usd(10_000, 12_000, 30_000), { kind: "none" }],
    ["taxes equal to the fare", usd(5_600, 5_600, 30_000), { kind: "none" }],
    [
      "taxes in another currency",
      usd(120_000, 5_600, 70_000, "GBP"),
      { kind: "currency", fare: "USD", taxes: "GBP" },
    ],
    ["taxes unknown", usd(120_000, null, 70_000), { kind: "taxes-unknown" }],
    ["no fare typed", usd(null, 5_600, 70_000), null],
    ["a zero fare", usd(0, 5_600, 70_000), null],
    ["no miles", usd(120_000, 5_600, 0), null],
    // JPY has no minor digits: ¥150,000 − ¥6,000 over 60,000 miles = ¥2.4 a point = 240 hundredths.
    [
      "a currency without minor units",
      flightValuePerPoint(
        { fareMinor: 150_000, currency: "JPY" },
        { taxesMinor: 6_000, currency: "JPY", milesPerPerson: 60_000 },
      ),
      { kind: "value", cents: 240 },
    ],
  ])("%s", (_case, value, expected) => {
    expect(value).toEqual(expected);
  });
});

describe("flightValueWords", () => {
  it.each([
    [{ kind: "value", cents: 1.6 } as const, "USD", 0.013, "1.6¢ per point — above your 1.3¢"],
    [{ kind: "value", cents: 1.2 } as const, "USD", 0.013, "1.2¢ per point — below your 1.3¢"],
    [{ kind: "value", cents: 1.6 } as const, "USD", null, "1.6¢ per point"],
    [
      { kind: "value", cents: 1.6 } as const,
      "EUR",
      0.013,
      "1.6 EUR cents per point (your values are in US cents, so not compared)",
    ],
    [
      { kind: "none" } as const,
      "USD",
      0.013,
      "No value per point: the taxes and fees are at least the cash fare",
    ],
    [
      { kind: "currency", fare: "USD", taxes: "GBP" } as const,
      "USD",
      0.013,
      "No value per point: the fare is in USD but this route's taxes are in GBP",
    ],
    [
      { kind: "taxes-unknown" } as const,
      "USD",
      0.013,
      "No value per point: this route's taxes and fees are not known",
    ],
    [null, "USD", 0.013, null],
  ])("%j in %s", (value, currency, yours, words) => {
    expect(flightValueWords(value, currency, yours)).toBe(words);
  });
});
