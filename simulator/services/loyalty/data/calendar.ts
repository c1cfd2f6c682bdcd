// Day arithmetic in UTC plus IANA time-zone offsets (Node ships full ICU), so
// itinerary local times and `timezone` offsets are right across DST changes.
import { localToInstant } from "../../../harness/zone-offset";

export { instantToLocal, zoneOffsetSeconds } from "../../../harness/zone-offset";

/** Instant of a wall-clock time ("YYYY-MM-DDTHH:mm") in a zone. */
export const zonedToInstant = localToInstant;
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

export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
