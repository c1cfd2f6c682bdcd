// Amounts the app stores exactly (lib/money): a number a column cannot hold is refused by the
// schema, so the receiver answers 400 at once instead of a 200 whose normalization then fails on
// every retry until the delivery is given up (found by lib/callbacks/fuzz-normalizers.test.ts).
import { z } from "zod";
import { currencyDigits } from "@/lib/money/currency-digits";
import { MAX_MINOR_UNITS } from "@/lib/money/minor-units";

/** Points and miles balances: `numeric(20, 4)` holds 16 integer digits; beyond 2^53 a JSON number is
 *  no longer exact anyway, so that is the limit. */
export const pointsAmount = () => z.number().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** Does `amount` of `currency` fit the `integer` column of minor units? */
export function fitsMinorUnits(amount: number | undefined | null, currency: string): boolean {
  if (amount == null) return true;
  return Math.abs(amount) * 10 ** currencyDigits(currency) <= MAX_MINOR_UNITS;
}

/** A price in US dollars (hotel prices), stored as cents. */
export const usdPrice = () =>
  z
    .number()
    .nonnegative()
    .refine((n) => fitsMinorUnits(n, "USD"), { message: "Amount too large to store" });
