// Quiet hours: no email leaves between `start` and `end` (minutes after midnight) on the user's own
// clock, in their IANA time zone. A window with start > end wraps midnight (22:00–07:00). The wall
// time of the window's end is turned into an instant by Temporal with the zone's rules, so a DST
// change inside the window moves the instant, not the wall time (the user wakes at 07:00 either way).
import { Temporal } from "temporal-polyfill";

export interface QuietHours {
  timeZone: string;
  start: number | null;
  end: number | null;
}

const inWindow = (minute: number, start: number, end: number) =>
  start <= end ? minute >= start && minute < end : minute >= start || minute < end;

/** The earliest instant at or after `now` when an email may leave: `now` itself outside quiet hours. */
export function nextSendTime(now: Date, quiet: QuietHours): Date {
  const { start, end } = quiet;
  if (start === null || end === null || start === end) return now;
  let local: Temporal.ZonedDateTime;
  try {
    local = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(quiet.timeZone);
  } catch {
    return now; // an unknown zone (validated on save, but stored rows outlive zone databases): send
  }
  const minute = local.hour * 60 + local.minute;
  if (!inWindow(minute, start, end)) return now;
  // The window ends today if `end` is still ahead on today's clock, else tomorrow.
  const day = minute < end ? local.toPlainDate() : local.toPlainDate().add({ days: 1 });
  const endTime = new Temporal.PlainTime(Math.floor(end / 60), end % 60);
  const wakes = day.toZonedDateTime({ timeZone: quiet.timeZone, plainTime: endTime });
  return new Date(wakes.epochMilliseconds);
}
