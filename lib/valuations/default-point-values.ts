// Default value of one point/mile per loyalty program, used where the card service gives none
// (lib/loyalty-accounts/point-values.ts) and the user has not set their own (PointValuation).
//
// SOURCE: The Points Guy, "What are points and miles worth? TPG's monthly valuations"
//   (https://thepointsguy.com/loyalty-programs/monthly-valuations/), the March 2026 edition, in US
//   cents per point. This machine has no internet: the rows were checked on 2026-11-23 against stored
//   copies of the published tables, each row saying which copy confirmed it (`seen`):
//   - "TPG 2026-01": TPG's January 2026 table (card currencies: Amex 2.0, Chase 2.05, Citi 1.9);
//   - "TPG 2025-09": TPG's September 2025 hotel table (Hyatt 1.7, Marriott 0.7, Hilton 0.5, IHG 0.5);
//   - "TPG 2026-03 via travel-hacking-toolkit": the March 2026 TPG figures as recorded, with their
//     source and edition, in data/points-valuations.json of github.com/borski/travel-hacking-toolkit
//     (last_updated 2026-03-21) — a second-hand copy, the only one found for these airline rows;
//   - "TPG 2023-07": Amtrak, last seen in TPG's July 2023 table (2.5) and TPG's Amtrak guide.
// Programs TPG does not value use their own reward chart ("program chart", NOT verified against any
// published source — marked `unverified`): a free rental day taken as $50 over its points price
// (Hertz 750, Avis 700, National 7 credits), OpenTable's $20 reward for 2,000 points; Crown & Anchor
// points are status only (no cash value, so no default).
// Update: replace the rows and the two constants below in one commit; the app reads nothing else.
//
// `unit` is what the program calls its currency, for balances ("57,500 miles", "12 rental credits").
export const VALUATION_SOURCE = "The Points Guy monthly valuations, March 2026";
export const VALUATION_RECORDED = "2026-11-23";

export type DefaultPointValue = {
  code: string;
  centsPerPoint: number;
  unit: string;
  basis: "tpg" | "program chart";
  /** Which stored copy of a published table confirmed the figure; absent when none did. */
  seen?: "TPG 2026-01" | "TPG 2025-09" | "TPG 2026-03 via travel-hacking-toolkit" | "TPG 2023-07";
  unverified?: true;
};

export const DEFAULT_POINT_VALUES: readonly DefaultPointValue[] = [
  // Airlines (kind 1)
  { code: "aa", centsPerPoint: 1.7, unit: "miles", basis: "tpg", seen: "TPG 2026-03 via travel-hacking-toolkit" },
  { code: "delta", centsPerPoint: 1.25, unit: "miles", basis: "tpg", seen: "TPG 2026-03 via travel-hacking-toolkit" },
  { code: "united", centsPerPoint: 1.5, unit: "miles", basis: "tpg", seen: "TPG 2026-03 via travel-hacking-toolkit" },
  { code: "british", centsPerPoint: 1.4, unit: "Avios", basis: "tpg", seen: "TPG 2026-03 via travel-hacking-toolkit" },
  { code: "airfrance", centsPerPoint: 1.3, unit: "miles", basis: "tpg", seen: "TPG 2026-03 via travel-hacking-toolkit" },
  { code: "ana", centsPerPoint: 1.4, unit: "miles", basis: "tpg", seen: "TPG 2026-03 via travel-hacking-toolkit" },
  // Hotels (kind 2)
  { code: "marriott", centsPerPoint: 0.7, unit: "points", basis: "tpg", seen: "TPG 2025-09" },
  { code: "hhonors", centsPerPoint: 0.5, unit: "points", basis: "tpg", seen: "TPG 2025-09" },
  { code: "ichotelsgroup", centsPerPoint: 0.5, unit: "points", basis: "tpg", seen: "TPG 2025-09" },
  { code: "hyatt", centsPerPoint: 1.7, unit: "points", basis: "tpg", seen: "TPG 2025-09" },
  // Credit card currencies (kind 6)
  { code: "amex", centsPerPoint: 2.0, unit: "points", basis: "tpg", seen: "TPG 2026-01" },
  { code: "chase", centsPerPoint: 2.05, unit: "points", basis: "tpg", seen: "TPG 2026-01" },
  { code: "citybank", centsPerPoint: 1.9, unit: "points", basis: "tpg", seen: "TPG 2026-01" },
  // Others
  { code: "amtrak", centsPerPoint: 2.5, unit: "points", basis: "tpg", seen: "TPG 2023-07" },
  { code: "hertz", centsPerPoint: 6.67, unit: "points", basis: "program chart", unverified: true },
  { code: "avis", centsPerPoint: 7.14, unit: "points", basis: "program chart", unverified: true },
  { code: "nationalcar", centsPerPoint: 714, unit: "rental credits", basis: "program chart", unverified: true },
  { code: "opentable", centsPerPoint: 1, unit: "points", basis: "program chart", unverified: true },
  { code: "royalcaribbean", centsPerPoint: 0, unit: "cruise points", basis: "program chart", unverified: true },
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
