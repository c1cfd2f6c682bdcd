// Which "points expiring" notice an account is due: 90, 30 and 7 days before its expiration date,
// each once. Days count calendar days from the user's own today (their time zone) to the date the
// program gives (a calendar day, no time). An account first seen inside a window gets that window's
// notice only — one linked 20 days ahead hears "in 20 days" once, not the 90- and 30-day notices too.
import { Temporal } from "temporal-polyfill";

export const EXPIRY_THRESHOLDS = [90, 30, 7] as const;

/** Days from `today` to `expires` (both YYYY-MM-DD). */
export const daysUntil = (today: string, expires: string) =>
  Temporal.PlainDate.from(today).until(Temporal.PlainDate.from(expires), { largestUnit: "days" }).days;

/** The threshold whose notice is due, or null (too far ahead, or already expired). */
export function expiryThreshold(today: string, expires: string): (typeof EXPIRY_THRESHOLDS)[number] | null {
  const days = daysUntil(today, expires);
  if (days < 0) return null;
  let due: (typeof EXPIRY_THRESHOLDS)[number] | null = null;
  for (const t of EXPIRY_THRESHOLDS) if (days <= t) due = t;
  return due;
}

/** The user's today in their zone (an unknown zone reads as UTC). */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return Temporal.Instant.fromEpochMilliseconds(now.getTime())
      .toZonedDateTimeISO(timeZone)
      .toPlainDate()
      .toString();
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
