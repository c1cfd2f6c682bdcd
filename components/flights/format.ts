// Display helpers for flight results. Times are shown in each airport's LOCAL time, read straight
// from the service's dateTime (spec 1 A3: date-time with the airport's offset), never converted to
// the viewer's zone.
export const formatMiles = (n: number) => n.toLocaleString("en-US");
export const formatMilesShort = (n: number) => (n >= 1000 ? `${Math.round(n / 100) / 10}k` : String(n));

/** "08:15" from "2026-03-01T08:15:00-05:00". */
export const localTime = (dateTime: string) => dateTime.slice(11, 16);
export const localDate = (dateTime: string) => dateTime.slice(0, 10);

/** Whole days between two local dates (arrival "+1", "+2", or "-1" across the date line). */
export function dayShift(fromDateTime: string, toDateTime: string): number {
  return Math.round((Date.parse(localDate(toDateTime)) - Date.parse(localDate(fromDateTime))) / 86_400_000);
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}h ${String(m).padStart(2, "0")}m` : `${m}m`;
}
