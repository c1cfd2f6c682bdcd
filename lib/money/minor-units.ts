// Money as exact integers: an amount is stored and computed as a whole number of its currency's
// minor units (cents for USD, yen for JPY, fils for KWD — lib/money/currency-digits.ts) beside its
// currency code. Pure and client-safe.
//
// Providers send JSON numbers (5.6, 1234.5); JSON.parse gives the nearest double, whose shortest
// decimal form is what the provider wrote. `toMinorUnits` scales that and rounds half away from
// zero AFTER removing the binary noise of the multiplication (1.005 × 100 = 100.49999999999999 is
// read as 100.5), so the integer is the provider's decimal amount rounded to the currency's digits.
import { currencyDigits } from "@/lib/money/currency-digits";

/** PostgreSQL `integer` columns hold the minor units; anything larger is refused, not wrapped. */
export const MAX_MINOR_UNITS = 2_147_483_647;

export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of ${currency}: ${amount}`);
  const scaled = Math.abs(amount) * 10 ** currencyDigits(currency);
  // The binary noise only matters within a hair of a half: below 10^6 minor units, 15 significant
  // digits resolve 10^-9, so a value farther than 10^-6 from a half rounds the same either way, and
  // Math.round skips the (measurably slower) round trip through text.
  const fast = scaled < 1e6 && Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6;
  const rounded = fast ? Math.round(scaled) : Math.round(Number(scaled.toPrecision(15)));
  const minor = Math.sign(amount) * rounded;
  if (Math.abs(minor) > MAX_MINOR_UNITS)
    throw new RangeError(`Amount too large to store: ${amount} ${currency}`);
  return minor === 0 ? 0 : minor; // never -0
}

/** The exact decimal text of an amount in minor units: 123456 USD → "1234.56", 1200 JPY → "1200". */
export function minorUnitsToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The amount as a number of whole units, for ratios and conversions only (never stored). */
export const minorUnitsToAmount = (minor: number, currency: string): number =>
  minor / 10 ** currencyDigits(currency);
