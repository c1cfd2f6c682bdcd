// Hotels' flexible check-in (issue 38 item 7): exact, or ±1 to ±3 days around the check-in asked,
// every day with the same number of nights. B2 prices one stay per request, so each check-in day ×
// program is one request; the form says how many before sending and both the form and the API
// (hotel-form-rules.ts) refuse more than MAX_HOTEL_REQUESTS. Pure and zod-free (the form ships it).
import { formatDateTime } from "@/lib/format/date-time";
import { addDays } from "@/lib/validation/travel-date";

export const FLEX_DAYS = [0, 1, 2, 3] as const;
export type FlexDays = (typeof FLEX_DAYS)[number];

/** Our rule: one search sends at most 21 requests (±3 days on 3 programs, ±1 day on 7). Each is a
 *  priced search on the operator's side; more would make one user's search wait behind itself. */
export const MAX_HOTEL_REQUESTS = 21;

export const isFlexDays = (n: unknown): n is FlexDays => (FLEX_DAYS as readonly unknown[]).includes(n);

/**
 * The check-in days of a search, in order: `checkIn` − flex … `checkIn` + flex, without the days the
 * date rules refuse anyway (before `earliest`, the earliest check-in anywhere; after `latest`, the end
 * of the booking window): a ±2 search for tomorrow asks yesterday of nobody.
 */
export function flexibleCheckIns(checkIn: string, flex: number, earliest: string, latest: string): string[] {
  const days: string[] = [];
  for (let d = -flex; d <= flex; d++) {
    const day = addDays(checkIn, d);
    if (day >= earliest && day <= latest) days.push(day);
  }
  return days;
}

/** The stay that starts on `checkIn` for `nights` nights. */
export const stayFrom = (checkIn: string, nights: number) => ({
  checkIn,
  checkOut: addDays(checkIn, nights),
});

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/** What the form says before searching: "This search sends 6 requests (3 check-in days × 2 programs)." */
export function fanOutWords(days: number, programs: number): string {
  const requests = days * programs;
  return `This search sends ${plural(requests, "request")} (${plural(days, "check-in day")} × ${plural(programs, "program")}).`;
}

/** The refusal, the same in the form and the API; null when the search may go. */
export function fanOutProblem(days: number, programs: number): string | null {
  const requests = days * programs;
  if (requests <= MAX_HOTEL_REQUESTS) return null;
  return `This search would send ${plural(requests, "request")} (${plural(days, "check-in day")} × ${plural(programs, "program")}); one search sends at most ${MAX_HOTEL_REQUESTS}. Pick fewer programs or fewer flexible days.`;
}

/** "±2 days" / "exact dates": how history and the summary name the flexibility. */
export const flexWords = (flex: number) => (flex === 0 ? "exact dates" : `±${plural(flex, "day")}`);

/** A check-in day as the page names it: "Sat, Dec 12" (a calendar day: no zone moves it). */
export const checkInWords = (date: string) =>
  formatDateTime(
    new Date(`${date}T00:00:00Z`),
    { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" },
    "date",
  );
