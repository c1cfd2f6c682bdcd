// Local wall times and UTC offsets in IANA zones, for every simulated service that writes local times
// (loyalty itineraries, parsed emails). One `Intl.DateTimeFormat` per zone for the process:
// building one costs far more than using it (a loyalty history builds thousands of local times).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Offset of a zone from UTC at an instant, in seconds (Asia/Tokyo → 32400). */
export function zoneOffsetSeconds(timeZoneId: string, at: Date): number {
  let format = formatters.get(timeZoneId);
  if (!format)
    formatters.set(
      timeZoneId,
      (format = new Intl.DateTimeFormat("en-US", { timeZone: timeZoneId, timeZoneName: "longOffset" })),
    );
  const label = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(label ?? "");
  if (!match) return 0; // "GMT" alone means UTC
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60;
  return match[1] === "-" ? -seconds : seconds;
}

/** Wall-clock "YYYY-MM-DDTHH:mm:ss" of an instant in a zone. */
export function instantToLocal(instant: Date, timeZoneId: string): string {
  return new Date(instant.getTime() + zoneOffsetSeconds(timeZoneId, instant) * 1000)
    .toISOString()
    .slice(0, 19);
}

/** The instant of a wall time in a zone ("YYYY-MM-DD" is taken at noon; seconds are optional);
 *  two passes settle the hours around a DST switch. */
export function localToInstant(local: string, timeZoneId: string): Date {
  const wall = local.length === 10 ? `${local}T12:00:00` : local.length === 16 ? `${local}:00` : local;
  const asUtc = Date.parse(`${wall}Z`);
  let instant = asUtc - zoneOffsetSeconds(timeZoneId, new Date(asUtc)) * 1000;
  instant = asUtc - zoneOffsetSeconds(timeZoneId, new Date(instant)) * 1000;
  return new Date(instant);
}
