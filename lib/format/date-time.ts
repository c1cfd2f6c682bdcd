// Dates formatted through one Intl.DateTimeFormat per set of options, kept for the process.
// `Date#toLocaleString(locale, options)` builds a new formatter on every call: ~150 µs each here
// against ~1 µs for a kept one, and a page of 100 accounts or 200 emails formats a few hundred
// dates per render (a tenth of /accounts' server time under load: bench/README.md "Fuzzing and load").
// Safe in the browser too (pure, no server state).

import { realDay } from "@/lib/validation/read-date";

const formatters = new Map<string, Intl.DateTimeFormat>();
const DATE_FIELDS = ["weekday", "year", "month", "day"] as const;
const TIME_FIELDS = ["dayPeriod", "hour", "minute", "second", "fractionalSecondDigits"] as const;

/** The kept formatter for `options` (en-US). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat("en-US", options)));
  return f;
}

/**
 * What `date.toLocaleString("en-US", options)` (kind "any") or `toLocaleDateString` (kind "date")
 * returns, with their defaults for options that name no field (ECMA-402 ToDateTimeOptions).
 */
export function formatDateTime(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  kind: "any" | "date" = "any",
): string {
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  const has = (fields: readonly string[]) =>
    fields.some((f) => (options as Record<string, unknown>)[f] !== undefined);
  const styled = options.dateStyle !== undefined || options.timeStyle !== undefined;
  let full = options;
  if (!styled && kind === "date" && !has(DATE_FIELDS))
    full = { ...options, year: "numeric", month: "numeric", day: "numeric" };
  if (!styled && kind === "any" && !has(DATE_FIELDS) && !has(TIME_FIELDS)) {
    full = {
      ...options,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    };
  }
  return dateTimeFormat(full).format(date);
}

/**
 * A booked local wall time ("2027-02-10T08:00:00", or a day "2027-02-10") as a traveller reads it:
 * "Wed, Feb 10, 2027, 08:00 local time". It is the place's own clock as booked, shown as such and
 * labelled, never converted (pages that know the place's zone name it: lib/timeline/present-item.ts).
 * `label: false` leaves "local time" off (the first end of a range). Text of another shape is returned as is.
 */
export function formatLocalWallTime(local: string | null, { label = true } = {}): string | null {
  if (!local) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(local);
  if (!m) return local;
  const date = formatDateTime(
    new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)),
    { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" },
    "date",
  );
  return m[4] ? `${date}, ${m[4]}:${m[5]}${label ? " local time" : ""}` : date;
}

/** A real calendar day "YYYY-MM-DD" as its UTC midnight, else null. */
const utcDay = (day: string) => (realDay(day) === day ? new Date(`${day}T00:00:00Z`) : null);

/** Two calendar days as one range, sharing what they share: "Dec 24 – 27, 2026",
 *  "Jan 28 – Feb 2, 2027", "Dec 28, 2026 – Jan 2, 2027"; other text joined with an arrow. */
export function formatDayRange(from: string, to: string): string {
  const a = utcDay(from);
  const b = utcDay(to);
  if (!a || !b || b < a) return `${from} → ${to}`;
  return dateTimeFormat({ month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).formatRange(
    a,
    b,
  );
}
