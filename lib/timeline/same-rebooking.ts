// A booking changed by a later source: the same booking reference, the same travellers, the same
// flight (train, bus) or hotel, moved to another day. KDE's isSame rejects it (the day differs), and
// with one row per source both versions are stored; the timeline shows the change, newest source
// winning (issue 33 "a schedule-change email for the same passenger updates"). Only elements left
// without a match in the other source pair up this way (merge-items.ts), so one booking holding the
// same flight on two days keeps both days. Between emails only: a later email about a booking is
// the provider's newer word on it (what one row per booking reference gave before issue 34); an
// account reports what is booked now, and KDE's rules alone decide there. Pure.
import { foldText } from "@/lib/airports/find-airports";
import { segmentNumber } from "./item-title";
import { confirmationsOf, travelersConflict } from "./same-reservation";
import type { Element } from "./types";

const number = (el: Element) =>
  segmentNumber(String(el.itinerary.type), el.part)?.toUpperCase().replace(/\s+/g, "") ?? null;
const hotel = (el: Element) => {
  const n = typeof el.itinerary.hotelName === "string" ? el.itinerary.hotelName : null;
  return n
    ? foldText(n)
        .replace(/[^a-z0-9]+/g, " ")
        .trim()
    : null;
};
const conflict = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;

const fromEmail = (el: Element) => el.row.source === "email" || el.row.source === "mailbox";
const city = (el: Element) => (el.start.city ? foldText(el.start.city) : null);

export function isRebooking(a: Element, b: Element): boolean {
  if (
    a.kind !== b.kind ||
    a.kind === "car" ||
    a.row.id === b.row.id ||
    a.minimal ||
    b.minimal ||
    !fromEmail(a) ||
    !fromEmail(b)
  )
    return false;
  if (!confirmationsOf(a).some((c) => confirmationsOf(b).includes(c)) || travelersConflict(a, b))
    return false;
  if (a.kind === "hotel") return hotel(a) !== null && hotel(a) === hotel(b) && !conflict(city(a), city(b));
  const [x, y] = [number(a), number(b)];
  return x !== null && x === y && !conflict(a.start.code, b.start.code) && !conflict(a.end.code, b.end.code);
}
