// What the list shows of an item, computed on the server: local times at each place with the
// zone's abbreviation, the day change (+1), the duration across zones. Pure; the strings are
// built once per item so the client list only renders text.
import { Temporal } from "temporal-polyfill";
import type { ElementKind, Place, TimelineItem, Trip } from "./types";

export interface ItemView {
  key: string;
  href: string; // "?item=<key>" opens this very segment (/timeline?item=<row id>#<n>)
  kind: ElementKind;
  title: string;
  when: string; // "Sat, Mar 13 · 20:30 EST → 06:10 GMT"
  dayShift: number; // arrival local date − departure local date
  duration: string | null;
  confirmation: string | null;
  cancelled: boolean;
  sources: string[]; // "account" | "email" | "mailbox", one per source row
  badges: [string, number][]; // the sources counted per kind, in first-seen order ("email ×2")
  past: boolean;
}

export interface TripView {
  key: string;
  name: string;
  manual: boolean;
  dates: string;
  items: ItemView[];
}

const DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

// One formatter per zone for the whole process: building an Intl.DateTimeFormat costs far more
// than using one, and a 5,000-item timeline asks for two abbreviations per item. en-US names only
// American zones ("EST"; Paris is "GMT+1"), so each zone gets the first locale that has real
// abbreviations for it in winter and in summer: "CET"/"CEST", "BST", "IST", "AEST", "JST".
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const LOCALES = ["en-US", "en-GB", "en-IN", "en-AU", "en-NZ", "ja-JP"];
const SAMPLES = [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)];
const nameOf = (format: Intl.DateTimeFormat, at: number) =>
  format.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "";

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    const candidates = LOCALES.map(
      (l) => new Intl.DateTimeFormat(l, { timeZone: zone, timeZoneName: "short" }),
    );
    format =
      candidates.find((f) => SAMPLES.every((at) => !/^(GMT|UTC)[+-]/.test(nameOf(f, at)))) ?? candidates[0]!;
    zoneFormats.set(zone, format);
  }
  return format;
}

/** "EST", "CEST", "GMT+3" where no locale has a name, or "UTC+05:30" for a fixed offset. */
export function zoneAbbreviation(zone: string | null, at: number | null): string {
  if (!zone) return "";
  if (/^[+-]\d{2}:\d{2}$/.test(zone)) return `UTC${zone}`;
  return nameOf(zoneFormat(zone), at ?? Date.now()) || zone;
}

const plainDate = (local: string) => Temporal.PlainDate.from(local.slice(0, 10));
const dateLabel = (local: string) => DATE.format(new Date(`${local.slice(0, 10)}T12:00:00Z`));
const hasTime = (local: string | null) => !!local && /T\d{2}:\d{2}/.test(local);

export function timeLabel(p: Place): string {
  if (!p.local || !hasTime(p.local)) return "";
  return `${p.local.slice(11, 16)}${p.zone ? ` ${zoneAbbreviation(p.zone, p.at)}` : ""}`;
}

export function dayShift(start: Place, end: Place): number {
  if (!start.local || !end.local) return 0;
  try {
    return plainDate(start.local).until(plainDate(end.local), { largestUnit: "days" }).days;
  } catch {
    return 0;
  }
}

/** Real elapsed time (instants, so zones and DST are accounted for): "5 h 40 min". */
export function durationLabel(start: number | null, end: number | null): string | null {
  if (start === null || end === null || end < start) return null;
  const minutes = Math.round((end - start) / 60_000);
  const d = Temporal.Duration.from({ minutes }).round({ largestUnit: "days" });
  const parts = [
    d.days ? `${d.days} d` : "",
    d.hours ? `${d.hours} h` : "",
    d.minutes ? `${d.minutes} min` : "",
  ].filter(Boolean);
  return parts.join(" ") || "0 min";
}

/** The query that opens an item: its own key, a segment of one source ("<row id>#<n>"), so the
 *  second leg of a connection opens the second leg (issue 34). */
export const itemQuery = (item: Pick<TimelineItem, "key">) => `item=${encodeURIComponent(item.key)}`;

const SOURCE_LABEL: Record<string, string> = { loyalty: "account", email: "email", mailbox: "mailbox" };

export function presentItem(item: TimelineItem, now: number): ItemView {
  const { start, end } = item;
  let when = "";
  if (item.kind === "hotel" || item.kind === "car") {
    const [verbIn, verbOut] = item.kind === "hotel" ? ["Check-in", "check-out"] : ["Pick-up", "drop-off"];
    const a = start.local
      ? `${verbIn} ${dateLabel(start.local)}${timeLabel(start) ? ` ${timeLabel(start)}` : ""}`
      : "";
    const b = end.local
      ? `${verbOut} ${dateLabel(end.local)}${timeLabel(end) ? ` ${timeLabel(end)}` : ""}`
      : "";
    when = [a, b].filter(Boolean).join(" · ");
  } else if (start.local) {
    when = `${dateLabel(start.local)} · ${timeLabel(start)}${end.local ? ` → ${timeLabel(end)}` : ""}`;
  }
  if (!when) when = NO_DATES;
  const endAt = end.at ?? start.at;
  const sources = item.sources.map((s) => SOURCE_LABEL[s.source] ?? s.source);
  return {
    key: item.key,
    href: itemQuery(item),
    kind: item.kind,
    title: item.title,
    when,
    dayShift: item.kind === "hotel" || item.kind === "car" ? 0 : dayShift(start, end),
    duration: item.kind === "hotel" || item.kind === "car" ? null : durationLabel(start.at, end.at),
    confirmation: item.confirmationNumbers[0] ?? null,
    cancelled: item.cancelled,
    sources,
    badges: [...sources.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<string, number>())],
    past: endAt !== null && endAt < now,
  };
}

/** Said where a trip or an item has no day at all (a cancelled booking whose source kept only its
 *  name and number), instead of an empty place before the next part of the line. */
export const NO_DATES = "No dates given";

export function tripDates(items: TimelineItem[]): string {
  const locals = items
    .flatMap((i) => [i.start.local, i.end.local])
    .filter((l): l is string => !!l)
    .sort();
  const [a, b] = [locals[0], locals.at(-1)];
  if (!a || !b) return NO_DATES;
  return a.slice(0, 10) === b.slice(0, 10) ? dateLabel(a) : `${dateLabel(a)} – ${dateLabel(b)}`;
}

export function presentTrip(trip: Trip, byKey: Map<string, TimelineItem>, now: number): TripView {
  const items = trip.itemKeys.map((k) => byKey.get(k)).filter((i): i is TimelineItem => i !== undefined);
  return {
    key: trip.key,
    name: trip.name,
    manual: trip.manual,
    dates: tripDates(items),
    items: items.map((i) => presentItem(i, now)),
  };
}
