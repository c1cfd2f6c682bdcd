// Estimated value of a point per program, from the card service's `servicePointValue` (spec 1: the
// average redemption value of a point of `currencyName`, in dollars). A program matches a currency
// when its program name or display name contains the currency name (case and punctuation ignored),
// e.g. "American Express (Membership Rewards)" ↔ "Membership Rewards points". No match → value unknown.
// groupBy averages a currency's value over the cards that list it.
import "server-only";
import { db } from "@/lib/db";

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export async function loadPointValues(): Promise<{ currency: string; value: number }[]> {
  const rows = await db.cachedCard.groupBy({
    by: ["currencyName"],
    where: { currencyName: { not: null }, servicePointValue: { gt: 0 } },
    _avg: { servicePointValue: true },
  });
  return (
    rows
      .filter((r) => r.currencyName && r._avg.servicePointValue)
      // Card currencies read "Ultimate Rewards points" / "Venture miles": the unit word is not part of the name.
      .map((r) => ({
        currency: norm(r.currencyName!).replace(/ (points?|miles?)$/, ""),
        value: r._avg.servicePointValue!,
      }))
      .filter((r) => r.currency.length >= 4 && r.currency !== "cash back")
  );
}

export function pointValueFor(
  names: (string | undefined)[],
  values: { currency: string; value: number }[],
): number | null {
  const haystacks = names.filter((n): n is string => !!n).map(norm);
  const match = values.find((v) => haystacks.some((h) => h === v.currency || h.includes(v.currency)));
  return match?.value ?? null;
}
