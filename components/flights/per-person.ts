// Award prices for more than one traveler (issue 12 item 6). The service prices one passenger: a
// route's mileCost and cashCost are what each adult pays (spec 1 A3 does not say; the programs
// publish per-passenger prices and the simulator follows them), so with 2+ adults every price says
// "per person" and the total beside it — never a per-person figure that reads like the whole bill.
import { formatMiles } from "@/components/flights/format";
import { formatMinorUnits } from "@/lib/money/format-money";

/** "57,500" + "miles per person" + "115,000 for 2" (the number and its words apart, for styling). */
export function milesForTravelers(
  miles: number,
  adults: number,
): { amount: string; unit: string; total: string | null } {
  if (adults <= 1) return { amount: formatMiles(miles), unit: "miles", total: null };
  return {
    amount: formatMiles(miles),
    unit: "miles per person",
    total: `${formatMiles(miles * adults)} for ${adults}`,
  };
}

/** `minor`: the per-person amount in minor units of `currency` (stored that way), so the total is
 *  an exact integer product — the total is exactly what the per-person figure shown says × adults. */
export function moneyForTravelers(minor: number, currency: string, adults: number): string {
  if (adults <= 1) return formatMinorUnits(minor, currency);
  return `${formatMinorUnits(minor, currency)} per person · ${formatMinorUnits(minor * adults, currency)} for ${adults}`;
}
