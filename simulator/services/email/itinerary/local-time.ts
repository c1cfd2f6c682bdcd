// Wall-clock times for itineraries. schema.org times are ISO 8601, usually with
// the local offset ("2027-03-05T06:30:00-05:00"), sometimes in UTC or floating.
// Spec 3 wants `localDateTime` = wall time at the place, so a time with an offset
// is converted into the place's IANA zone when we know it (a UTC time becomes
// local), and a floating time is taken as local as written.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

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
  const wall = `${date}T${h}:${mi}:${s ?? "00"}`;
  if (!offset || !timeZoneId) return { local: wall, dateOnly: false };
  const instant = Date.parse(`${wall}${offset.toUpperCase() === "Z" ? "Z" : normalizeOffset(offset)}`);
  if (Number.isNaN(instant)) return { local: wall, dateOnly: false };
  return { local: instantToLocal(new Date(instant), timeZoneId), dateOnly: false };
}

function normalizeOffset(o: string): string {
  return o.includes(":") ? o : `${o.slice(0, 3)}:${o.slice(3)}`;
}

/** Offset of a zone from UTC at an instant, in seconds (Asia/Tokyo → 32400). */
export function zoneOffsetSeconds(timeZoneId: string, at: Date): number {
  const label = new Intl.DateTimeFormat("en-US", { timeZone: timeZoneId, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(label ?? "");
  if (!match) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60;
  return match[1] === "-" ? -seconds : seconds;
}

export function instantToLocal(instant: Date, timeZoneId: string): string {
  return new Date(instant.getTime() + zoneOffsetSeconds(timeZoneId, instant) * 1000).toISOString().slice(0, 19);
}

/** The instant of a wall time in a zone (two passes settle DST edges). */
export function localToInstant(local: string, timeZoneId: string): Date {
  const asUtc = Date.parse(`${local.length === 10 ? `${local}T12:00:00` : local}Z`);
  let instant = asUtc - zoneOffsetSeconds(timeZoneId, new Date(asUtc)) * 1000;
  instant = asUtc - zoneOffsetSeconds(timeZoneId, new Date(instant)) * 1000;
  return new Date(instant);
}

/** UTC offset in seconds at a local wall time in a zone (the spec 3 Address `timezone`). */
export function offsetAtLocal(local: string, timeZoneId: string): number {
  return zoneOffsetSeconds(timeZoneId, localToInstant(local, timeZoneId));
}
