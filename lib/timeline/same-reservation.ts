// When two elements are the same reservation, or the same trip for other travellers: the rules
// of KDE Itinerary's MergeUtil (kitinerary src/lib/mergeutil.cpp) as issue 14 states them.
// A missing value never blocks a match; two present values that differ do ("conflict if
// present"). Pure; table-driven tests in same-reservation.test.ts.
import { foldText } from "@/lib/text/fold-text";
import { arr, obj, str } from "./explode-rows";
import { distanceKm } from "./geo";
import { coachConflict, isSameBusTrip, isSameTrainTrip } from "./same-ground-trip";
import { isSamePerson } from "./same-person";
import type { Element, Place } from "./types";

// Trip grouping and naming import the city rule from here (it moved to same-place.ts).
export { sameCity } from "./same-place";

const conflict = <T>(a: T | null, b: T | null) => a !== null && b !== null && a !== b;
const equalAndPresent = <T>(a: T | null, b: T | null) => a !== null && b !== null && a === b;

const day = (p: Place) => p.local?.slice(0, 10) ?? null;
const time = (p: Place) => (p.local && p.local.length > 10 ? p.local.slice(11, 16) : null);
const code = (p: Place) => p.code;

/** Every confirmation number the element carries (itinerary, issuing carrier, segment carrier). */
const memo = <T>(fn: (el: Element) => T) => {
  const cache = new WeakMap<Element, T>();
  return (el: Element): T => {
    if (cache.has(el)) return cache.get(el)!;
    const v = fn(el);
    cache.set(el, v);
    return v;
  };
};

export const confirmationsOf = memo((el: Element): string[] => {
  const it = el.itinerary;
  const all = [
    ...arr(it.confirmationNumbers).map((c) => str(c.number)),
    ...arr(obj(it.travelAgency).confirmationNumbers).map((c) => str(c.number)),
    str(obj(it.issuingCarrier).confirmationNumber),
    str(obj(el.part.marketingCarrier).confirmationNumber),
    str(obj(el.part.operatingCarrier).confirmationNumber),
  ];
  return [
    ...new Set(all.filter((n): n is string => n !== null).map((n) => n.toUpperCase().replace(/[\s-]/g, ""))),
  ];
});

export const travelerNamesOf = memo((el: Element): string[] => {
  const it = el.itinerary;
  const people = [...arr(it.travelers), ...arr(it.guests), ...(it.driver ? [obj(it.driver)] : [])];
  return people.map((p) => str(p.name)).filter((n): n is string => n !== null);
});

/** Seats of this segment, normalised: "041a window" → "41A"; order ignored. */
export const seatsOf = memo((el: Element): string[] => {
  const fromSegment = Array.isArray(el.part.seats) ? el.part.seats.map(String) : [];
  const fromPeople = arr(el.itinerary.travelers).flatMap((p) =>
    arr(p.seats)
      .filter((s) => s.segmentNumber === undefined || s.segmentNumber === el.segmentIndex)
      .map((s) => String(s.seatNumber ?? "")),
  );
  const seats = [...fromSegment, ...fromPeople]
    .flatMap((s) => s.toUpperCase().split(/[\s,;/]+/))
    .filter((s) => /\d/.test(s));
  return [...new Set(seats.map((s) => s.replace(/^0+/, "")))].sort();
});

const overlaps = (a: string[], b: string[]) => a.some((x) => b.includes(x));
const listConflict = (a: string[], b: string[]) => a.length > 0 && b.length > 0 && !overlaps(a, b);

export function travelersConflict(a: Element, b: Element): boolean {
  const x = travelerNamesOf(a);
  const y = travelerNamesOf(b);
  return x.length > 0 && y.length > 0 && !x.some((n) => y.some((m) => isSamePerson(n, m)));
}

/** Seats given on both sides and not the same set, or (trains) another coach: KDE isSameSeat. */
export function seatsConflict(a: Element, b: Element): boolean {
  const x = seatsOf(a);
  const y = seatsOf(b);
  return (x.length > 0 && y.length > 0 && x.join(" ") !== y.join(" ")) || coachConflict(a, b);
}

/** "LH 0400" and "400" with airline LH → "400". */
function flightNumber(el: Element): string | null {
  const carrier = obj(el.part.marketingCarrier);
  const raw = str(carrier.flightNumber);
  if (!raw) return null;
  const digits = /(\d+)\s*$/.exec(raw.replace(/\s/g, ""));
  return digits ? String(Number(digits[1])) : raw.toUpperCase();
}
const airlineOf = (el: Element) =>
  str(obj(obj(el.part.marketingCarrier).airline).iata)?.toUpperCase() ?? null;

function isSameFlight(a: Element, b: Element): boolean {
  if (
    conflict(code(a.start), code(b.start)) ||
    conflict(code(a.end), code(b.end)) ||
    conflict(day(a.start), day(b.start))
  )
    return false;
  // Same airline: the same flight number, given on both. Other or unknown airlines: a codeshare
  // on the same day whose departure times do not conflict (kitinerary isSameFlight; 4U42 = EW42,
  // KL8457 ≠ AF8457 in KDE's test only because one of them has no day).
  if (equalAndPresent(airlineOf(a), airlineOf(b))) return equalAndPresent(flightNumber(a), flightNumber(b));
  return equalAndPresent(day(a.start), day(b.start)) && !conflict(time(a.start), time(b.start));
}

/** "ICE 578" = "InterCityExpress 578" = "ice578"; "RE 13 (20070)" = "RE 20070". A search key only:
 *  whether two trains are the same is isSameTrainTrip's (same-ground-trip.ts). */
export function normalizeTrainNumber(raw: string | null): string | null {
  if (!raw) return null;
  let s = foldText(raw)
    .replace(/intercity\s*express/g, "ice")
    .replace(/intercity/g, "ic")
    .replace(/eurocity/g, "ec");
  const paren = /^([a-z]*)[\s\d]*\((\d+)\)/.exec(s.trim());
  if (paren) s = `${paren[1]}${paren[2]}`;
  return s.replace(/[^a-z0-9]/g, "") || null;
}

const hotelName = (el: Element) => {
  const n = str(el.itinerary.hotelName);
  return n
    ? foldText(n)
        .replace(/[^a-z0-9]+/g, " ")
        .trim()
    : null;
};

function isSameHotel(a: Element, b: Element): boolean {
  const [x, y] = [hotelName(a), hotelName(b)];
  if (!x || !y || x !== y) return false;
  const [ca, cb] = [a.start.city && foldText(a.start.city), b.start.city && foldText(b.start.city)];
  if (conflict(ca, cb)) return false;
  if (
    a.start.lat !== null &&
    a.start.lng !== null &&
    b.start.lat !== null &&
    b.start.lng !== null &&
    distanceKm(a.start, b.start) >= 2
  )
    return false;
  return equalAndPresent(day(a.start), day(b.start));
}

const carModel = (el: Element) => str(obj(el.itinerary.car).model)?.toLowerCase() ?? null;

function isSameCarRental(a: Element, b: Element): boolean {
  // kitinerary compares reservation numbers with `!=`: both missing passes, one missing fails.
  const [x, y] = [confirmationsOf(a), confirmationsOf(b)];
  if (x.length !== y.length && (x.length === 0 || y.length === 0)) return false;
  if (x.length > 0 && !overlaps(x, y)) return false;
  return !conflict(carModel(a), carModel(b)) && equalAndPresent(day(a.start), day(b.start));
}

/** Same trip, whoever travels (KDE isSameIncidence / isSame on reservationFor). */
export function isSameTrip(a: Element, b: Element): boolean {
  if (a.kind !== b.kind) return false;
  if (a.minimal || b.minimal) {
    // A cancellation without trip data matches the reservation with its confirmation number.
    return overlaps(confirmationsOf(a), confirmationsOf(b));
  }
  switch (a.kind) {
    case "flight":
      return isSameFlight(a, b);
    case "train":
      return isSameTrainTrip(a, b);
    case "bus":
      return isSameBusTrip(a, b);
    case "hotel":
      return isSameHotel(a, b);
    case "car":
      return isSameCarRental(a, b);
  }
}

/** The same reservation: same trip, and no conflicting traveller, confirmation number or seats. */
export function isSameReservation(a: Element, b: Element): boolean {
  if (travelersConflict(a, b) || listConflict(confirmationsOf(a), confirmationsOf(b)) || seatsConflict(a, b))
    return false;
  return isSameTrip(a, b);
}

/**
 * The same trip for another traveller (KDE MergeUtil::isSameIncidence): the same trip whoever
 * travels and whatever their seat; a hotel stay also needs the same check-out day unless it is the
 * same reservation. Each passenger's own ticket of a family booking is one incidence.
 */
export function isSameIncidence(a: Element, b: Element): boolean {
  if (!isSameTrip(a, b)) return false;
  return a.kind !== "hotel" || a.minimal || b.minimal || day(a.end) === day(b.end) || isSameReservation(a, b);
}

/**
 * One timeline item: the same reservation, or the same booking for other travellers (an
 * incidence). Separate bookings of one trip (conflicting confirmation numbers) stay separate
 * items, so a double booking is visible (README "Choices").
 */
export function isSameItem(a: Element, b: Element): boolean {
  if (isSameReservation(a, b)) return true;
  return !listConflict(confirmationsOf(a), confirmationsOf(b)) && isSameIncidence(a, b);
}
