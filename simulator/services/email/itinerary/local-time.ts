// Wall-clock times for itineraries. schema.org times are ISO 8601, usually with
// the local offset ("2027-03-05T06:30:00-05:00"), sometimes in UTC or floating.
// Spec 3 wants `localDateTime` = wall time at the place: a UTC time is converted
// into the place's IANA zone when we know it; a local offset or a floating time is
// taken as written.
// Offsets seen in real emails: Z, +01:00, +0100, +01 and the odd "+0:00".
import { instantToLocal, localToInstant, zoneOffsetSeconds } from "../../../harness/zone-offset";

export { instantToLocal, localToInstant };
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{1,2}(?::?\d{2})?)?$/i;

export interface LocalTime {
  /** "YYYY-MM-DDTHH:mm:ss", or "YYYY-MM-DD" when the source gave a date only. */
  local: string;
  dateOnly: boolean;
}

export function toLocalTime(value: unknown, timeZoneId?: string): LocalTime | undefined {
  if (typeof value !== "string") return undefined;
  const m = ISO.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, offset] = m;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined) return { local: date, dateOnly: true };
  const wall = `${date}T${h.padStart(2, "0")}:${mi}:${s ?? "00"}`;
  if (!offset || !timeZoneId) return { local: wall, dateOnly: false };
  const normalized = offset.toUpperCase() === "Z" ? "+00:00" : normalizeOffset(offset);
  const instant = Date.parse(`${wall}${normalized}`);
  if (Number.isNaN(instant)) return { local: wall, dateOnly: false };
  const local = instantToLocal(new Date(instant), timeZoneId);
  // A UTC time (Z, +00:00) is converted into the place's zone. Any other offset that is not the
  // place's own is a sender's mistake: the wall time as written is what the email shows, so keep it
  // (KDE's kitinerary also keeps a clashing offset's wall time rather than trust it).
  if (normalized === "+00:00" || normalized === "-00:00" || local === wall) return { local, dateOnly: false };
  return { local: wall, dateOnly: false };
}

function normalizeOffset(o: string): string {
  const m = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(o);
  return m ? `${m[1]}${m[2]!.padStart(2, "0")}:${m[3] ?? "00"}` : o;
}

/** UTC offset in seconds at a local wall time in a zone (the spec 3 Address `timezone`). */
export function offsetAtLocal(local: string, timeZoneId: string): number {
  return zoneOffsetSeconds(timeZoneId, localToInstant(local, timeZoneId));
}
