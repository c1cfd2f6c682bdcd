// Which IANA zone a place of an itinerary is in, and the instant of a local wall time there.
// Order (issue 14, "Time zones"): the address's `timezoneId`, else its `timezone` UTC offset
// (a fixed-offset zone: the offset the source saw, without DST rules), else the airport's zone
// (lib/airports), the coordinates', the city's or the country's (lib/places/zone-of-place.ts,
// issue 34 item 6). Without any of them the instant is
// unknown (null) — never "read as UTC". Temporal does the offset arithmetic, including DST gaps
// (a wall time that does not exist moves forward, "compatible" disambiguation as RFC 5545 does).
import { Temporal } from "temporal-polyfill";
import { zoneOfPlace as sharedZoneOfPlace } from "@/lib/places/zone-of-place";
import { isStorableInstant } from "@/lib/validation/read-date";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});

const zoneChecks = new Map<string, boolean>();

export function isZoneId(zone: string): boolean {
  let known = zoneChecks.get(zone);
  if (known === undefined) {
    try {
      Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(zone);
      known = true;
    } catch {
      known = false;
    }
    zoneChecks.set(zone, known);
  }
  return known;
}

/** "+05:30" for 19800 seconds; Temporal accepts minute-precision offset zones only. */
function offsetZone(seconds: number): string | null {
  if (!Number.isFinite(seconds) || Math.abs(seconds) > 18 * 3600 || seconds % 60 !== 0) return null;
  const sign = seconds < 0 ? "-" : "+";
  const abs = Math.abs(seconds) / 60;
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The zone of a point: `{ address?, airportCode? }` (a flight/train/bus end, a car pick-up, a hotel).
 *  Without an explicit zone or offset, the shared rule (lib/places/zone-of-place.ts) reads the
 *  airport, coordinates, city (any spelling; else the first words of a bare address text such as
 *  "Lisboa, PT") and country. */
export function zoneOfPlace(point: { address?: unknown; airportCode?: unknown }): string | null {
  const addr = obj(point.address);
  if (typeof addr.timezoneId === "string" && isZoneId(addr.timezoneId)) return addr.timezoneId;
  if (typeof addr.timezone === "number") {
    const zone = offsetZone(addr.timezone);
    if (zone) return zone;
  }
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);
  const num = (v: unknown) => (typeof v === "number" ? v : null);
  const countryCode =
    text(addr.countryCode) ?? /,\s*([A-Za-z]{2})\s*$/.exec(text(addr.text) ?? "")?.[1] ?? null;
  const facts = {
    airportCode: text(point.airportCode),
    lat: num(addr.lat),
    lng: num(addr.lng),
    countryCode,
    stateName: text(addr.stateName),
  };
  return sharedZoneOfPlace({ ...facts, city: text(addr.city) ?? text(addr.text) }) ?? null;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** The wall time as Temporal reads it ("2027-03-12T15:00:00"); a date alone gets `defaultTime`.
 *  Fields go to the constructor (the polyfill's string parser is ~5× slower; 5,000 items). */
export function plainOf(
  local: string | undefined | null,
  defaultTime = "00:00",
): Temporal.PlainDateTime | null {
  if (!local) return null;
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [h, min] = m[4] !== undefined ? [m[4], m[5]] : defaultTime.split(":");
  try {
    return new Temporal.PlainDateTime(+m[1]!, +m[2]!, +m[3]!, +(h ?? 0), +(min ?? 0), +(m[6] ?? 0));
  } catch {
    return null; // "2027-02-30"
  }
}

// The same wall time in the same zone is asked for again and again (segments of one booking,
// several sources of one item): remember the answer. Bounded, so a long-lived server stays small.
const instants = new Map<string, number | null>();

/** The instant of a local wall time in `zone`, or null when either is unknown. */
export function instantIn(
  local: string | undefined | null,
  zone: string | null,
  defaultTime?: string,
): Date | null {
  if (!local || !zone) return null;
  const key = `${zone}|${local}|${defaultTime ?? ""}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const plain = plainOf(local, defaultTime);
    ms = plain ? plain.toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds : null;
    if (instants.size > 50_000) instants.clear();
    instants.set(key, ms);
  }
  // Year 0 or beyond 9999 is no instant a booking means, and PostgreSQL refuses it.
  return ms === null || !isStorableInstant(ms) ? null : new Date(ms);
}
