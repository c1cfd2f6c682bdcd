// Default value of one point/mile per loyalty program, used where the card service gives none
// (lib/loyalty-accounts/point-values.ts) and the user has not set their own (PointValuation).
//
// SOURCE: The Points Guy, "What are points and miles worth?" monthly valuations
//   (https://thepointsguy.com/guide/monthly-valuations/), the table as published around January 2025.
//   HONEST CAVEAT: this machine has no internet, so the rows were written down from memory of that
//   table on 2026-11-23, not copied from the page; check them against the source before relying on
//   them, and replace them (with the new month) when you do. Values are US cents per point.
// Programs that table does not value use their own reward chart ("program chart"): a free rental day
// taken as $50 over its points price (Hertz 750, Avis 700, National 7 credits), Amtrak's fixed
// redemption rate of 2.9¢, OpenTable's $20 reward for 2,000 points; Crown & Anchor points are status
// only (no cash value, so no default).
// Update: replace the rows and the two dates above in one commit; the app reads nothing else.
//
// `unit` is what the program calls its currency, for balances ("57,500 miles", "12 rental credits").
export const VALUATION_SOURCE = "The Points Guy monthly valuations, about January 2025 (recalled, to be verified)";
export const VALUATION_RECORDED = "2026-11-23";

export type DefaultPointValue = { code: string; centsPerPoint: number; unit: string; basis: "tpg" | "program chart" };

export const DEFAULT_POINT_VALUES: readonly DefaultPointValue[] = [
  // Airlines (kind 1)
  { code: "aa", centsPerPoint: 1.65, unit: "miles", basis: "tpg" },
  { code: "delta", centsPerPoint: 1.2, unit: "miles", basis: "tpg" },
  { code: "united", centsPerPoint: 1.35, unit: "miles", basis: "tpg" },
  { code: "british", centsPerPoint: 1.4, unit: "Avios", basis: "tpg" },
  { code: "airfrance", centsPerPoint: 1.3, unit: "miles", basis: "tpg" },
  { code: "ana", centsPerPoint: 1.4, unit: "miles", basis: "tpg" },
  // Hotels (kind 2)
  { code: "marriott", centsPerPoint: 0.84, unit: "points", basis: "tpg" },
  { code: "hhonors", centsPerPoint: 0.6, unit: "points", basis: "tpg" },
  { code: "ichotelsgroup", centsPerPoint: 0.5, unit: "points", basis: "tpg" },
  { code: "hyatt", centsPerPoint: 1.7, unit: "points", basis: "tpg" },
  // Credit card currencies (kind 6)
  { code: "amex", centsPerPoint: 2.0, unit: "points", basis: "tpg" },
  { code: "chase", centsPerPoint: 2.05, unit: "points", basis: "tpg" },
  { code: "citybank", centsPerPoint: 1.9, unit: "points", basis: "tpg" },
  // Others: not in TPG's table
  { code: "hertz", centsPerPoint: 6.67, unit: "points", basis: "program chart" },
  { code: "avis", centsPerPoint: 7.14, unit: "points", basis: "program chart" },
  { code: "nationalcar", centsPerPoint: 714, unit: "rental credits", basis: "program chart" },
  { code: "amtrak", centsPerPoint: 2.9, unit: "points", basis: "program chart" },
  { code: "opentable", centsPerPoint: 1, unit: "points", basis: "program chart" },
  { code: "royalcaribbean", centsPerPoint: 0, unit: "cruise points", basis: "program chart" },
];

/** The unit of a program's balance: the table's word, else "miles" for airlines and "points" otherwise. */
export function balanceUnit(code: string, kind: number): string {
  const row = DEFAULT_POINT_VALUES.find((v) => v.code === code);
  if (row) return row.unit;
  return kind === 1 ? "miles" : "points";
}

/** Default dollars per point, or null when the program has no default (or a zero one: status-only currencies). */
export function defaultPointValue(code: string): number | null {
  const row = DEFAULT_POINT_VALUES.find((v) => v.code === code);
  return row && row.centsPerPoint > 0 ? row.centsPerPoint / 100 : null;
}
