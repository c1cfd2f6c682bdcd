// Day arithmetic in UTC plus IANA time-zone offsets (Node ships full ICU), so
// itinerary local times and `timezone` offsets are right across DST changes.
const DAY_MS = 86_400_000;

/** All generated activity is laid out on a grid that starts at this Monday. */
export const EPOCH_DAY = "2016-01-04";

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return toDay(d);
}

/** Offset of a zone from UTC at an instant, in seconds (e.g. Asia/Tokyo → 32400). */
export function zoneOffsetSeconds(timeZoneId: string, at: Date): number {
  const label = new Intl.DateTimeFormat("en-US", { timeZone: timeZoneId, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(label ?? "");
  if (!match) return 0; // "GMT" alone means UTC
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60;
  return match[1] === "-" ? -seconds : seconds;
}

/** Instant of a wall-clock time ("YYYY-MM-DDTHH:mm") in a zone. */
export function zonedToInstant(localDateTime: string, timeZoneId: string): Date {
  const asUtc = Date.parse(`${localDateTime}:00Z`);
  let instant = asUtc - zoneOffsetSeconds(timeZoneId, new Date(asUtc)) * 1000;
  // second pass settles times near a DST switch
  instant = asUtc - zoneOffsetSeconds(timeZoneId, new Date(instant)) * 1000;
  return new Date(instant);
}

/** Wall-clock "YYYY-MM-DDTHH:mm:ss" of an instant in a zone. */
export function instantToLocal(instant: Date, timeZoneId: string): string {
  const shifted = new Date(instant.getTime() + zoneOffsetSeconds(timeZoneId, instant) * 1000);
  return shifted.toISOString().slice(0, 19);
}

export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
