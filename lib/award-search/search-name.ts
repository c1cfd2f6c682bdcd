// A search's name is stored with its ISO days ("SFO → NRT · 2027-02-06 · United", "Lisbon ·
// 2026-12-24 → 2026-12-27 · …": lib/flights/create-flight-search.ts, lib/hotels/create-hotel-search.ts)
// and every page reads it as a traveller does ("Sat, Feb 6, 2027", "Dec 24 – 27, 2026"): the one
// place the dates are worded, whenever the search was saved.
import { formatDayRange, formatLocalWallTime } from "@/lib/format/date-time";

const RANGE = /\b(\d{4}-\d{2}-\d{2}) → (\d{4}-\d{2}-\d{2})\b/g;
const DAY = /(^|· )(\d{4}-\d{2}-\d{2})(?= ·|$)/g;

export function readableSearchName(summary: string): string {
  return summary
    .replace(RANGE, (_, from: string, to: string) => formatDayRange(from, to))
    .replace(DAY, (_, before: string, day: string) => `${before}${formatLocalWallTime(day)}`);
}
