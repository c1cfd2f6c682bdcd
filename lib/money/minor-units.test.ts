import { expect, it } from "vitest";
import { currencyDigits } from "@/lib/money/currency-digits";
import { toMinorUnits } from "@/lib/money/minor-units";

/** toMinorUnits' definition, without its fast path: the decimal the provider wrote, rounded half
 *  away from zero to the currency's digits. */
function throughText(amount: number, currency: string) {
  const minor =
    Math.sign(amount) *
    Math.round(Number((Math.abs(amount) * 10 ** currencyDigits(currency)).toPrecision(15)));
  return minor === 0 ? 0 : minor;
}

it("rounds as the provider's decimal amount does, halves away from zero", () => {
  expect(toMinorUnits(1.005, "USD")).toBe(101);
  expect(toMinorUnits(-1.005, "USD")).toBe(-101);
  expect(toMinorUnits(0.1 + 0.2, "USD")).toBe(30);
  expect(toMinorUnits(1234.5, "JPY")).toBe(1235);
  expect(toMinorUnits(1.0005, "KWD")).toBe(1001);
  expect(toMinorUnits(-0.001, "USD")).toBe(0);
  expect(Object.is(toMinorUnits(-0.001, "USD"), -0)).toBe(false);
});

it("gives the same integers on its fast path as through text, on amounts of every size", () => {
  // A fixed pseudo-random sequence (same amounts on every run).
  let seed = 20261124;
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  const differ: string[] = [];
  for (const currency of ["USD", "JPY", "KWD", "eur"]) {
    for (let i = 0; i < 40_000; i++) {
      const amounts = [
        (Math.round(random() * 10 ** (1 + (i % 9))) / 10 ** (i % 5)) * (i % 7 ? 1 : -1),
        (i % 10_000) / 100 + 0.005, // halves, where the binary noise lives
        (i % 10_000) / 1000 + 0.0005,
      ];
      for (const a of amounts) {
        const expected = throughText(a, currency);
        if (Math.abs(expected) > 2_147_483_647) continue;
        if (toMinorUnits(a, currency) !== expected) differ.push(`${a} ${currency}`);
      }
    }
  }
  expect(differ).toEqual([]);
});

it("reads a currency's digits in any case, and never from Object's prototype", () => {
  expect(currencyDigits("jpy")).toBe(0);
  expect(currencyDigits("KWD")).toBe(3);
  expect(currencyDigits("constructor")).toBe(2);
  expect(currencyDigits("toString")).toBe(2);
});
