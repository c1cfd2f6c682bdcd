// Default value of one point/mile per loyalty program, used where the card service gives none
// (lib/loyalty-accounts/point-values.ts) and the user has not set their own (PointValuation).
//
// SOURCE: The Points Guy's monthly valuations (thepointsguy.com/loyalty-programs/monthly-valuations/),
// in US cents per point. This machine has no internet: every row names the stored copy of a published
// table it was checked against (`source`: the address read, the edition) and the day it was read
// (`read`). Re-checked 2026-11-27 through the project's page search:
//   - TPG_JAN_2026: the January 2026 table (stored at a reused TPG address): card currencies (Amex 2.0,
//     Capital One 1.85, Chase 2.05, Citi 1.9, Wells Fargo 1.65 "up from 1.6"), Aeroplan 1.4, Alaska 1.45;
//   - TPG_DEC_2025: the December 2025 table as quoted by a news copy (Delta 1.25; Amex, Chase, Capital One agree);
//   - TPG_SEP_2025: the September 2025 hotel table (Hyatt 1.7, Marriott 0.7, Hilton 0.5, IHG 0.5);
//   - TPG_MAR_2026_SECOND_HAND: the March 2026 figures as recorded in data/points-valuations.json of
//     github.com/borski/travel-hacking-toolkit (last_updated 2026-03-21) — a second-hand copy, the only
//     one found for the American, United, British Airways, Flying Blue and ANA rows (no stored TPG page
//     showed the airline table past Aeroplan/Alaska on 2026-11-27);
//   - TPG_JUL_2023: Amtrak, last seen in TPG's July 2023 table (2.5).
// Programs TPG does not value use their own reward chart ("program chart", NOT verified against any
// published source — marked `unverified`): a free rental day taken as $50 over its points price
// (Hertz 750, Avis 700, National 7 credits), OpenTable's $20 reward for 2,000 points; Crown & Anchor
// points are status only (no cash value, so no default).
// Update: replace the rows and the two constants below in one commit; the app reads nothing else.
//
// `unit` is what the program calls its currency, for balances ("57,500 miles", "12 rental credits").
export const VALUATION_SOURCE = "The Points Guy monthly valuations (Sept 2025 – Jan 2026 editions)";
export const VALUATION_RECORDED = "2026-11-27";

export type ValuationSource = { url: string; edition: string };

const TPG_JAN_2026: ValuationSource = {
  url: "https://thepointsguy.com/2017/12/december-2017-monthly-valuations",
  edition: "TPG January 2026 monthly valuations",
};
const TPG_DEC_2025: ValuationSource = {
  url: "https://americannewsnetwork.info/2025/12/03/what-are-points-and-miles-worth-tpgs-december-2025-monthly-valuations",
  edition: "TPG December 2025 monthly valuations (news copy)",
};
const TPG_SEP_2025: ValuationSource = {
  url: "https://mytravelr.com/?p=12887",
  edition: "TPG September 2025 valuations (stored copy)",
};
const TPG_MAR_2026_SECOND_HAND: ValuationSource = {
  url: "https://github.com/borski/travel-hacking-toolkit/blob/main/data/points-valuations.json",
  edition: "TPG March 2026, second-hand (travel-hacking-toolkit, 2026-03-21)",
};
const TPG_JUL_2023: ValuationSource = {
  url: "https://thepointsguy.com/guide/monthly-valuations/",
  edition: "TPG July 2023 monthly valuations",
};

export type DefaultPointValue = {
  code: string;
  centsPerPoint: number;
  unit: string;
  basis: "tpg" | "program chart";
  /** The published table the figure was checked against, and the day it was read; absent when none. */
  source?: ValuationSource;
  read?: string;
  unverified?: true;
};

const tpg = (
  code: string,
  centsPerPoint: number,
  unit: string,
  source: ValuationSource,
  read = "2026-11-27",
): DefaultPointValue => ({ code, centsPerPoint, unit, basis: "tpg", source, read });
const chart = (code: string, centsPerPoint: number, unit: string): DefaultPointValue => ({
  code,
  centsPerPoint,
  unit,
  basis: "program chart",
  unverified: true,
});

export const DEFAULT_POINT_VALUES: readonly DefaultPointValue[] = [
  // Airlines (kind 1)
  tpg("aa", 1.7, "miles", TPG_MAR_2026_SECOND_HAND, "2026-11-23"),
  tpg("delta", 1.25, "miles", TPG_DEC_2025),
  tpg("united", 1.5, "miles", TPG_MAR_2026_SECOND_HAND, "2026-11-23"),
  tpg("british", 1.4, "Avios", TPG_MAR_2026_SECOND_HAND, "2026-11-23"),
  tpg("airfrance", 1.3, "miles", TPG_MAR_2026_SECOND_HAND, "2026-11-23"),
  tpg("ana", 1.4, "miles", TPG_MAR_2026_SECOND_HAND, "2026-11-23"),
  tpg("aeroplan", 1.4, "points", TPG_JAN_2026),
  tpg("alaska", 1.45, "points", TPG_JAN_2026),
  // Hotels (kind 2)
  tpg("marriott", 0.7, "points", TPG_SEP_2025),
  tpg("hhonors", 0.5, "points", TPG_SEP_2025),
  tpg("ichotelsgroup", 0.5, "points", TPG_SEP_2025),
  tpg("hyatt", 1.7, "points", TPG_SEP_2025),
  // Credit card currencies (kind 6)
  tpg("amex", 2.0, "points", TPG_JAN_2026),
  tpg("chase", 2.05, "points", TPG_JAN_2026),
  tpg("citybank", 1.9, "points", TPG_JAN_2026),
  tpg("capitalone", 1.85, "miles", TPG_JAN_2026),
  tpg("wellsfargo", 1.65, "points", TPG_JAN_2026),
  // Others
  tpg("amtrak", 2.5, "points", TPG_JUL_2023, "2026-11-23"),
  chart("hertz", 6.67, "points"),
  chart("avis", 7.14, "points"),
  chart("nationalcar", 714, "rental credits"),
  chart("opentable", 1, "points"),
  chart("royalcaribbean", 0, "cruise points"),
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

/** Where a program's default value comes from, in words for the screen: the published table (and,
 *  for a second-hand copy, that it is one), or that it is the program's own chart, unverified. */
export function defaultValueSource(code: string): string {
  const row = DEFAULT_POINT_VALUES.find((v) => v.code === code);
  if (!row) return VALUATION_SOURCE;
  if (row.source) return row.source.edition;
  return "the program's reward chart, not checked against a published source";
}
