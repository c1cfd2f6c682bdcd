// The personal calendar feed (issue 14): one event per segment or stay, in the real zone of the
// place it starts (DTSTART;TZID=…) with a VTIMEZONE for every zone used, a UID that is a stable
// random id per item (never the confirmation number), SEQUENCE raised when the item changes,
// STATUS:CANCELLED, LOCATION and a description with the confirmation numbers. DTEND is written in
// the zone of the place it ends (an arrival in Amsterdam says 07:55 Europe/Amsterdam, RFC 5545
// §3.8.2.2 allows its own TZID); a cancelled event blocks no time (TRANSP:TRANSPARENT, no busy
// status: calendars otherwise still show the slot as busy). Pure.
import ical, { ICalEventBusyStatus, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { plainOf } from "@/lib/itineraries/place-zone";
import { itemQuery } from "./present-item";
import type { Place, TimelineItem } from "./types";

export interface EventIdentity {
  uid: string;
  sequence: number;
  updatedAt: Date;
}

export const FEED_TTL_SECONDS = 3600;

/** The VTIMEZONE of a zone, under the name the events use: the library files aliases under
 *  their canonical zone (Atlantic/Reykjavik is "TZID:Africa/Abidjan"), and a TZID without its
 *  VTIMEZONE makes clients float or shift the event. */
const blocks = new Map<string, string | null>();

export function vtimezone(zone: string): string | null {
  if (!blocks.has(zone)) {
    const block = tzlib_get_ical_block(zone);
    const text = Array.isArray(block) ? block[0] : null;
    blocks.set(
      zone,
      text
        ? text.replace(/^TZID:.*$/m, `TZID:${zone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`)
        : null,
    );
  }
  return blocks.get(zone) ?? null;
}

const isIana = (zone: string | null): zone is string =>
  !!zone && !/^[+-]\d{2}:\d{2}$/.test(zone) && vtimezone(zone) !== null;

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** ical-generator's time-zone date interface (its documented ICalTZDateStub): a Date at the real
 *  instant that also knows its wall time in the event's zone, so the library writes
 *  DTSTART;TZID=<zone>:<wall time> without asking the Temporal polyfill for every field again. */
class WallDate extends Date {
  readonly internal: Date;
  constructor(
    at: number,
    private readonly wall: Wall,
  ) {
    super(at);
    this.internal = new Date(at);
  }
  withTimeZone() {
    return this;
  }
  tzComponents() {
    return this.wall;
  }
  override getFullYear() {
    return this.wall.year;
  }
  override getMonth() {
    return this.wall.month - 1;
  }
  override getDate() {
    return this.wall.day;
  }
  override getHours() {
    return this.wall.hour;
  }
  override getMinutes() {
    return this.wall.minute;
  }
  override getSeconds() {
    return this.wall.second;
  }
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/** The wall time written in a local string, read by one regex (no Temporal object per event). */
function wallOfLocal(local: string): Wall | null {
  const m = LOCAL.exec(local);
  return m
    ? { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]!, second: +(m[6] ?? 0) }
    : null;
}

const wallOf = (p: Temporal.PlainDateTime | null): Wall | null =>
  p ? { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second } : null;

/** One formatter per zone that prints only the UTC offset ("GMT-04:00"): the wall time is then
 *  the instant plus that offset, one short Intl call instead of six formatted parts. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const OFFSET = /GMT(?:([+-])(\d{2}):(\d{2}))?/;

export function offsetMs(zone: string, at: number): number {
  let format = offsetFormats.get(zone);
  if (!format)
    offsetFormats.set(
      zone,
      (format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })),
    );
  const m = OFFSET.exec(format.format(at));
  if (!m || !m[1]) return 0;
  return (m[1] === "-" ? -1 : 1) * (+m[2]! * 60 + +m[3]!) * 60_000;
}

/** The wall time of `p` in `zone`: as the source wrote it when it is that place's zone, else the
 *  instant shown in `zone` (an arrival written in the departure's zone). */
function wallIn(p: Place, zone: string): Wall | null {
  if (p.zone === zone && p.local && p.local.length > 10) {
    const wall = wallOfLocal(p.local);
    if (wall) return wall;
  }
  if (p.at === null) return null;
  const d = new Date(p.at + offsetMs(zone, p.at));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

type EventTimes = {
  start: Date;
  end: Date;
  timezone: string | null;
  floating: boolean;
  endLine?: { zone: string; wall: Wall };
};

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const icalWall = (w: Wall) =>
  `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;

function timesOf(item: TimelineItem): EventTimes | null {
  const { start: a, end: b } = item;
  if (a.at !== null && isIana(a.zone)) {
    const zone = a.zone;
    const start = new WallDate(a.at, wallIn(a, zone)!);
    const endWall = b.at !== null ? wallIn(b, zone) : null;
    const ends = endWall !== null && b.at !== null && b.at >= a.at;
    // The arrival's own zone when it has one that differs: DTEND;TZID=<arrival zone>.
    const arrivalWall = ends && isIana(b.zone) && b.zone !== zone ? wallIn(b, b.zone) : null;
    return {
      start,
      end: ends ? new WallDate(b.at!, endWall) : start,
      timezone: zone,
      floating: false,
      ...(arrivalWall ? { endLine: { zone: b.zone!, wall: arrivalWall } } : {}),
    };
  }
  if (a.at !== null) {
    // A bare UTC offset: no VTIMEZONE can describe it, so the instant is written in UTC.
    return {
      start: new Date(a.at),
      end: new Date(b.at !== null && b.at >= a.at ? b.at : a.at),
      timezone: null,
      floating: false,
    };
  }
  // No zone known: a floating wall time (RFC 5545 form #1), carried in the UTC fields of a Date.
  const wall = wallOf(plainOf(a.local));
  if (!wall) return null;
  const floating = (w: Wall) => new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
  const endWall = wallOf(plainOf(b.local));
  return { start: floating(wall), end: floating(endWall ?? wall), timezone: null, floating: true };
}

function describe(item: TimelineItem, appUrl: string): string {
  const lines = [item.title];
  if (item.confirmationNumbers.length) lines.push(`Confirmation: ${item.confirmationNumbers.join(", ")}`);
  for (const t of item.travelers)
    lines.push(`Traveller: ${t.name}${t.seats.length ? ` · seat ${t.seats.join(", ")}` : ""}`);
  const dep = (item.part.departure ?? {}) as Record<string, unknown>;
  if (typeof dep.terminal === "string") lines.push(`Departure terminal: ${dep.terminal}`);
  if (item.cancelled) lines.push("Cancelled");
  lines.push(`${appUrl}/timeline?${itemQuery(item)}`);
  return lines.join("\n");
}

function location(item: TimelineItem): string | null {
  const p = item.start;
  if (item.kind === "hotel") {
    const addr = (item.itinerary.address ?? {}) as Record<string, unknown>;
    return [p.name, typeof addr.text === "string" ? addr.text : p.city].filter(Boolean).join(", ") || null;
  }
  return [p.name, p.code ? `(${p.code})` : null].filter(Boolean).join(" ") || p.city;
}

/** RFC 5545 §3.1 line folding at 75 octets, never inside a character. ical-generator folds the
 *  whole calendar with one TextEncoder per character (seconds for 5,000 events), so the feed
 *  asks it for the events only and folds here: one pass over the text counting UTF-8 octets
 *  from the code units, copying slices only where a line is folded. */
export function foldLines(text: string): string {
  const out: string[] = [];
  let from = 0; // start of the slice not yet copied
  let octets = 0; // octets on the current output line
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 13 && text.charCodeAt(i + 1) === 10) {
      octets = 0;
      i++;
      continue;
    }
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (octets + size > 75) {
      out.push(text.slice(from, i), "\r\n ");
      from = i;
      octets = 1; // the leading space of the continuation line
    }
    octets += size;
    if (pair) i++;
  }
  out.push(text.slice(from));
  return out.join("");
}

const escapeText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

export function buildFeed(
  items: TimelineItem[],
  identities: Map<string, EventIdentity>,
  opts: { appUrl: string; name: string },
): string {
  const cal = ical({ name: opts.name });
  const zones = new Set<string>();
  const endLines: (string | null)[] = []; // per event, a DTEND line in the arrival's zone
  for (const item of items) {
    const identity = identities.get(item.key);
    const times = timesOf(item);
    if (!identity || !times) continue; // no date at all: nothing to put on a calendar
    if (times.timezone) zones.add(times.timezone);
    if (times.endLine) zones.add(times.endLine.zone);
    endLines.push(times.endLine ? `DTEND;TZID=${times.endLine.zone}:${icalWall(times.endLine.wall)}` : null);
    cal.createEvent({
      id: identity.uid,
      sequence: identity.sequence,
      stamp: identity.updatedAt,
      start: times.start,
      end: times.end,
      ...(times.timezone ? { timezone: times.timezone } : {}),
      floating: times.floating,
      summary: item.cancelled ? `Cancelled: ${item.title}` : item.title,
      description: describe(item, opts.appUrl),
      location: location(item),
      status: item.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(item.cancelled
        ? { transparency: ICalEventTransparency.TRANSPARENT }
        : {
            busystatus:
              item.kind === "hotel" || item.kind === "car"
                ? ICalEventBusyStatus.FREE
                : ICalEventBusyStatus.BUSY,
          }),
      url: `${opts.appUrl}/timeline?${itemQuery(item)}`,
    });
  }
  const head = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Milepost//Timeline//EN",
    "CALSCALE:GREGORIAN",
    `NAME:${escapeText(opts.name)}`,
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    // Every zone an event names is defined here, or clients float or shift the event.
    ...[...zones].sort().map((z) => vtimezone(z)!),
    `REFRESH-INTERVAL;VALUE=DURATION:PT${FEED_TTL_SECONDS / 3600}H`,
    `X-PUBLISHED-TTL:PT${FEED_TTL_SECONDS / 3600}H`,
  ];
  // ical-generator writes one zone per event: the DTEND line is swapped for the arrival's.
  const events = cal.events().map((e, i) => {
    const line = endLines[i];
    return line ? e.toString().replace(/^DTEND[;:][^\r\n]*/m, line) : e.toString();
  });
  return foldLines(`${head.join("\r\n")}\r\n${events.join("")}END:VCALENDAR\r\n`);
}
