// The cash fare a user may type for a flight search (issue 36 item 5): per person, in the search's
// currency. One schema for the field and the route (client-safe), so both refuse the same input.
import { z } from "zod";

export const MAX_CASH_FARE = 100_000;

/** A typed amount: digits with optional thousands separators and decimals ("1,234.50"); empty clears it. */
export function readCashFare(
  text: string,
): { ok: true; amount: number | null } | { ok: false; error: string } {
  const t = text.trim();
  if (t === "") return { ok: true, amount: null };
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(t))
    return { ok: false, error: "Type an amount, like 1,250 or 1250.50" };
  const parsed = cashFareSchema.safeParse(Number(t.replace(/,/g, "")));
  return parsed.success
    ? { ok: true, amount: parsed.data }
    : { ok: false, error: parsed.error.issues[0]?.message ?? "Type an amount" };
}

export const cashFareSchema = z
  .number({ error: "Type an amount" })
  .positive("A cash fare must be more than 0")
  .max(MAX_CASH_FARE, `That is more than any fare: at most ${MAX_CASH_FARE.toLocaleString("en-US")}`);
