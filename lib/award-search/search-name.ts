// Search names saved before they were written with readable dates carry ISO days ("SFO → NRT ·
// 2027-02-06 · United", "Lisbon · 2026-12-24 → 2026-12-27 · …"): every page reads them as today's
// names are written (lib/flights/create-flight-search.ts, lib/hotels/create-hotel-search.ts), so
// the history does not mix two styles and a repeated search is recognised as one.
import { formatDay, formatDayRange } from "@/lib/format/date-time";

const RANGE = /\b(\d{4}-\d{2}-\d{2}) → (\d{4}-\d{2}-\d{2})\b/g;
const DAY = /(^|· )(\d{4}-\d{2}-\d{2})(?= ·|$)/g;

export function readableSearchName(summary: string): string {
  return summary.replace(RANGE, (_, from: string, to: string) => formatDayRange(from, to)).replace(DAY, (_, before: string, day: string) => `${before}${formatDay(day)}`);
}
