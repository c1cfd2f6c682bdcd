// The personal calendar feed (issue 14): one event per segment or stay, in the real zone of the
// place it starts (DTSTART;TZID=…) with a VTIMEZONE for every zone used, a UID that is a stable
// random id per item (never the confirmation number), SEQUENCE raised when the item changes,
// STATUS:CANCELLED, LOCATION and a description with the confirmation numbers. Pure.
import ical, { ICalEventBusyStatus, ICalEventStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { plainOf } from "@/lib/itineraries/place-zone";
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
export function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  const text = Array.isArray(block) ? block[0] : null;
  if (!text) return null;
  return text.replace(/^TZID:.*$/m, `TZID:${zone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`);
}

const isIana = (zone: string | null): zone is string => !!zone && !/^[+-]\d{2}:\d{2}$/.test(zone) && vtimezone(zone) !== null;

function when(p: Place, zone: string | null) {
  if (p.at !== null && p.zone) {
    const zdt = Temporal.Instant.fromEpochMilliseconds(p.at).toZonedDateTimeISO(isIana(zone) ? zone : "UTC");
    return zdt;
  }
  return plainOf(p.local); // floating: the wall time, for a place whose zone nobody knows
}

function describe(item: TimelineItem, appUrl: string): string {
  const lines = [item.title];
  if (item.confirmationNumbers.length) lines.push(`Confirmation: ${item.confirmationNumbers.join(", ")}`);
  for (const t of item.travelers) lines.push(`Traveller: ${t.name}${t.seats.length ? ` · seat ${t.seats.join(", ")}` : ""}`);
  const dep = (item.part.departure ?? {}) as Record<string, unknown>;
  if (typeof dep.terminal === "string") lines.push(`Departure terminal: ${dep.terminal}`);
  if (item.cancelled) lines.push("Cancelled");
  lines.push(`${appUrl}/timeline?item=${encodeURIComponent(item.key.split("#")[0]!)}`);
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

export function buildFeed(items: TimelineItem[], identities: Map<string, EventIdentity>, opts: { appUrl: string; name: string }): string {
  const cal = ical({
    name: opts.name,
    prodId: { company: "Milepost", product: "Timeline", language: "EN" },
    ttl: FEED_TTL_SECONDS,
    timezone: { name: null, generator: vtimezone },
  });
  for (const item of items) {
    const identity = identities.get(item.key);
    const start = when(item.start, item.start.zone);
    if (!identity || !start) continue; // no date at all: nothing to put on a calendar
    const zone = "timeZoneId" in start ? start.timeZoneId : null;
    const endRaw = when(item.end, zone);
    let end = endRaw && "timeZoneId" in endRaw && zone ? endRaw.withTimeZone(zone) : endRaw;
    if (!end || (("timeZoneId" in start) !== ("timeZoneId" in end))) end = start;
    const tzid = zone && zone !== "UTC" ? zone : null;
    cal.createEvent({
      id: identity.uid,
      sequence: identity.sequence,
      stamp: identity.updatedAt,
      start,
      end,
      ...(tzid ? { timezone: tzid } : {}),
      floating: !("timeZoneId" in start),
      summary: item.cancelled ? `Cancelled: ${item.title}` : item.title,
      description: describe(item, opts.appUrl),
      location: location(item),
      status: item.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      busystatus: item.kind === "hotel" || item.kind === "car" ? ICalEventBusyStatus.FREE : ICalEventBusyStatus.BUSY,
      url: `${opts.appUrl}/timeline?item=${encodeURIComponent(item.key.split("#")[0]!)}`,
    });
  }
  return cal.toString();
}
