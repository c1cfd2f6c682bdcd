// A price's value per point beside the user's own valuation of that program (issue 36 item 5):
// "1.9¢ per point — above your 0.8¢". Hotel rates carry their value (lib/hotels/value-per-point.ts);
// a flight route's comes from the cash fare the user typed for the search (flightValuePerPoint).
// Pure and client-safe.
import { minorUnitsToAmount } from "@/lib/money/minor-units";

// Cents to one decimal (two below 1¢ would read as noise).
const cents = (c: number) =>
  `${c.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 })}¢`;

export function valueBesideYours(
  valueCents: number | null,
  yourDollarsPerPoint: number | null,
): string | null {
  if (valueCents === null) return null;
  const here = `${cents(valueCents)} per point`;
  if (yourDollarsPerPoint === null) return here;
  const yours = yourDollarsPerPoint * 100;
  const a = Math.round(valueCents * 100);
  const b = Math.round(yours * 100);
  const word = a > b ? "above" : a < b ? "below" : "the same as";
  return `${here} — ${word} your ${cents(yours)}`;
}

/** A route's value per point, or why there is none. `cents` are hundredths of the fare's currency. */
export type FlightValue =
  | { kind: "value"; cents: number }
  | { kind: "none" }
  | { kind: "currency"; fare: string; taxes: string }
  | { kind: "taxes-unknown" };

/**
 * (cash fare − the route's taxes and fees) ÷ miles, per person, in hundredths of the fare's currency
 * to one decimal. Null when there is nothing to compare (no fare, a zero fare, no miles). Taxes in
 * another currency than the fare, or unknown, give no number: subtracting them would be wrong.
 */
export function flightValuePerPoint(
  fare: { fareMinor: number | null; currency: string },
  route: { taxesMinor: number | null; currency: string; milesPerPerson: number },
): FlightValue | null {
  if (!fare.fareMinor || fare.fareMinor <= 0 || route.milesPerPerson <= 0) return null;
  if (route.taxesMinor === null) return { kind: "taxes-unknown" };
  if (route.currency !== fare.currency)
    return { kind: "currency", fare: fare.currency, taxes: route.currency };
  const left = fare.fareMinor - route.taxesMinor;
  if (left <= 0) return { kind: "none" };
  const hundredths = (minorUnitsToAmount(left, fare.currency) * 100) / route.milesPerPerson;
  return { kind: "value", cents: Math.round(hundredths * 10) / 10 };
}

/** The words a route card shows. User valuations are US dollars a point, so only a USD fare is compared. */
export function flightValueWords(
  value: FlightValue | null,
  fareCurrency: string,
  yourDollarsPerPoint: number | null,
): string | null {
  if (value === null) return null;
  switch (value.kind) {
    case "value":
      return fareCurrency === "USD"
        ? valueBesideYours(value.cents, yourDollarsPerPoint)
        : `${value.cents.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ${fareCurrency} cents per point (your values are in US cents, so not compared)`;
    case "none":
      return "No value per point: the taxes and fees are at least the cash fare";
    case "currency":
      return `No value per point: the fare is in ${value.fare} but this route's taxes are in ${value.taxes}`;
    case "taxes-unknown":
      return "No value per point: this route's taxes and fees are not known";
  }
}
