// The rules every travel date a user types must pass (flight departure, hotel check-in), shared by
// the API schemas and the browser forms: a real calendar day (2027-02-30 and 2027-13-45 are not),
// not in the past, and inside the booking window. Award calendars open 330–360 days out (airlines
// differ; British Airways opens 355 days ahead, the latest of the big programs after Air France's
// 360), so a date more than MAX_DAYS_AHEAD days away has no award space anywhere and is refused
// before anything is sent. Pure and zod-free: the forms use it without shipping zod to the browser.
import { formatDateTime } from "@/lib/format/date-time";

export const MAX_DAYS_AHEAD = 355;
const DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isRealDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The latest date it is anywhere on Earth (UTC+14, Kiritimati): a date after it is in everyone's
 *  future. What a "not in the future" rule compares with when it cannot know the person's zone, so
 *  "today" is never refused where it is already tomorrow in UTC (Asia's and Oceania's mornings). */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** `date` plus n days (YYYY-MM-DD arithmetic in UTC, so no zone moves the day). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

const pretty = (date: string) =>
  formatDateTime(
    new Date(`${date}T00:00:00Z`),
    { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" },
    "date",
  );

/**
 * The one message for a travel date, or null when it is fine. `today` is the local date where the
 * trip starts (YYYY-MM-DD); `what` names the field in the message ("The date", "Check-in").
 */
export function travelDateProblem(value: string, today: string, what = "The date"): string | null {
  if (!value) return "Pick a date";
  if (!ISO.test(value)) return "Enter the date as YYYY-MM-DD";
  if (!isRealDate(value)) return `${value} is not a real date`;
  if (value < today) return `${what} is in the past`;
  const latest = addDays(today, MAX_DAYS_AHEAD);
  if (value > latest)
    return `${what} is too far ahead: award seats and nights open at most ${MAX_DAYS_AHEAD} days out (latest ${pretty(latest)})`;
  return null;
}
