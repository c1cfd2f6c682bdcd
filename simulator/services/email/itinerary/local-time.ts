// Wall-clock times for itineraries. Spec 3 wants `localDateTime` = wall time at the place, and the
// place's Address says which zone that is (`timezoneId`, else a `timezone` UTC offset).
// Issue 33, "Instants": a time written with a UTC offset is an instant, whatever else is known. It is
// shown in the place's zone (from the airport, else the coordinates), else — no zone known — as
// written, and the offset goes on the address as its `timezone`, so the instant is kept. A time with
// no offset at a place with no known zone stays a floating wall time: the address then has neither
// `timezoneId` nor `timezone` (the timeline shows it as written and gives it no instant; it is never
// read as UTC, never dropped).
// Forms seen in real emails: ISO 8601 with Z, +01:00, +0100, +01 or the odd "+0:00"; a space for the
// "T"; and the date orders airlines use: "02-02-2018 18:35" (month first: KDE kitinerary reads
// Eurowings' JSON-LD this way, and the same emails' ticket numbers confirm it; a first number over 12
// can only be a day), "05.03.2027 06:30" (day first) and "2027/03/05 06:30".
import type { Address } from "../../../contracts/itinerary-shapes";
import { instantToLocal, localToInstant, zoneOffsetSeconds } from "../../../harness/zone-offset";

export { instantToLocal, localToInstant };
const ISO =
  /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{1,2}(?::?\d{2})?)?$/i;
const DASHED = /^(\d{1,2})-(\d{1,2})-(\d{4})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ ,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

export interface LocalTime {
  /** "YYYY-MM-DDTHH:mm:ss", or "YYYY-MM-DD" when the source gave a date only. */
  local: string;
  dateOnly: boolean;
  /** The UTC offset (seconds) the source wrote, when no zone was known to show the instant in. */
  offsetSeconds?: number;
}

type Parts = { y: string; mo: string; d: string; h?: string; mi?: string; s?: string; offset?: string };

function partsOf(value: string): Parts | undefined {
  const iso = ISO.exec(value);
  if (iso) return { y: iso[1]!, mo: iso[2]!, d: iso[3]!, h: iso[4], mi: iso[5], s: iso[6], offset: iso[7] };
  const dashed = DASHED.exec(value);
  if (dashed) {
    const [a, b] = [Number(dashed[1]), Number(dashed[2])];
    const [mo, d] = a > 12 ? [b, a] : [a, b];
    return {
      y: dashed[3]!,
      mo: String(mo).padStart(2, "0"),
      d: String(d).padStart(2, "0"),
      h: dashed[4],
      mi: dashed[5],
      s: dashed[6],
    };
  }
  const dotted = DOTTED.exec(value);
  if (dotted)
    return {
      y: dotted[3]!,
      mo: dotted[2]!.padStart(2, "0"),
      d: dotted[1]!.padStart(2, "0"),
      h: dotted[4],
      mi: dotted[5],
      s: dotted[6],
    };
  return undefined;
}

export function toLocalTime(value: unknown, timeZoneId?: string): LocalTime | undefined {
  if (typeof value !== "string") return undefined;
  const p = partsOf(value.trim());
  if (!p) return undefined;
  const date = `${p.y}-${p.mo}-${p.d}`;
  if (Number(p.mo) < 1 || Number(p.mo) > 12 || Number(p.d) < 1 || Number(p.d) > 31) return undefined;
  if (p.h === undefined) return { local: date, dateOnly: true };
  const wall = `${date}T${p.h.padStart(2, "0")}:${p.mi}:${p.s ?? "00"}`;
  if (!p.offset) return { local: wall, dateOnly: false };
  const offset = p.offset.toUpperCase() === "Z" ? "+00:00" : normalizeOffset(p.offset);
  const instant = Date.parse(`${wall}${offset}`);
  if (Number.isNaN(instant)) return { local: wall, dateOnly: false };
  if (timeZoneId) return { local: instantToLocal(new Date(instant), timeZoneId), dateOnly: false };
  return {
    local: wall,
    dateOnly: false,
    offsetSeconds: Math.round((Date.parse(`${wall}Z`) - instant) / 1000),
  };
}

function normalizeOffset(o: string): string {
  const m = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(o);
  return m ? `${m[1]}${m[2]!.padStart(2, "0")}:${m[3] ?? "00"}` : o;
}

/** The address with the source's UTC offset as its `timezone` when it has no zone of its own (the
 *  offset is all that fixes the instant then). */
export function withSourceOffset<A extends Address>(address: A, time: LocalTime | undefined): A {
  if (address.timezoneId || time?.offsetSeconds === undefined) return address;
  return { ...address, timezone: time.offsetSeconds };
}

/** The instant (epoch ms) of a wall time at an address with a zone or an offset; undefined when floating. */
export function instantAtAddress(
  local: string | undefined,
  address: Address | undefined,
): number | undefined {
  if (!local || local.length < 16) return undefined;
  if (address?.timezoneId) return localToInstant(local, address.timezoneId).getTime();
  if (typeof address?.timezone === "number")
    return Date.parse(`${local.slice(0, 19)}Z`) - address.timezone * 1000;
  return undefined;
}

/** The same wall time a day later ("2007-12-03T00:35:00" → "2007-12-04T00:35:00"). */
export function nextDay(local: string): string {
  const d = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return `${d.toISOString().slice(0, 10)}${local.slice(10)}`;
}

/** UTC offset in seconds at a local wall time in a zone (the spec 3 Address `timezone`). */
export function offsetAtLocal(local: string, timeZoneId: string): number {
  return zoneOffsetSeconds(timeZoneId, localToInstant(local, timeZoneId));
}
