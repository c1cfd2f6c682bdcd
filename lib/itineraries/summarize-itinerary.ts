// Reduces a spec 3 itinerary object (any type) to the columns the timeline sorts and lists by.
// Pure. Times: `localDateTime` is wall time at the place; the instant comes from that wall time
// and the place's IANA zone (lib/itineraries/place-zone.ts: timezoneId, else the offset, else the
// airport, else coordinates). A place with no known zone has no instant (null), never UTC.
import { createHash } from "node:crypto";
import { titleOf } from "@/lib/timeline/item-title";
import { instantIn, zoneOfPlace } from "./place-zone";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v : undefined);

export type ItinerarySummary = {
  type: string;
  confirmationNumber: string | null;
  title: string;
  startAt: Date | null;
  endAt: Date | null;
  startLocal: string | null;
  endLocal: string | null;
  startPlace: string | null;
  endPlace: string | null;
  cancelled: boolean;
};

// Hotels often give dates only; the usual check-in and check-out hours stand in (README "Choices").
export const DEFAULT_CHECK_IN = "15:00";
export const DEFAULT_CHECK_OUT = "11:00";

/** The instant of `local` at a point `{ address, airportCode }`. */
export function instantOf(local: string | undefined, point: unknown, defaultTime?: string): Date | null {
  return instantIn(local, zoneOfPlace(obj(point)), defaultTime);
}

function placeOf(point: Obj): string | null {
  const addr = obj(point.address);
  return (
    str(point.airportCode) ??
    str(point.stationCode) ??
    str(addr.city) ??
    str(point.name) ??
    str(addr.text) ??
    null
  );
}

export function primaryConfirmation(it: Obj): string | null {
  const nums = arr(it.confirmationNumbers);
  const primary = nums.find((n) => n.isPrimary === true) ?? nums[0];
  return str(primary?.number) ?? str(obj(it.issuingCarrier).confirmationNumber) ?? null;
}

export function isCancelled(it: Obj): boolean {
  return it.cancelled === true || /cancel/i.test(str(it.status) ?? "");
}

export function summarizeItinerary(it: Obj & { type: string }): ItinerarySummary {
  const base = {
    type: it.type,
    confirmationNumber: primaryConfirmation(it),
    cancelled: isCancelled(it),
    title: titleOf(it),
  };
  if (it.type === "hotelReservation") {
    const place = str(obj(it.address).city) ?? str(obj(it.address).text) ?? null;
    return {
      ...base,
      startAt: instantOf(str(it.checkInDate), it, DEFAULT_CHECK_IN),
      endAt: instantOf(str(it.checkOutDate), it, DEFAULT_CHECK_OUT),
      startLocal: str(it.checkInDate) ?? null,
      endLocal: str(it.checkOutDate) ?? null,
      startPlace: place,
      endPlace: place,
    };
  }
  if (it.type === "carRental") {
    const pickup = obj(it.pickup);
    const dropoff = obj(it.dropoff);
    return {
      ...base,
      startAt: instantOf(str(pickup.localDateTime), pickup),
      endAt: instantOf(str(dropoff.localDateTime), dropoff),
      startLocal: str(pickup.localDateTime) ?? null,
      endLocal: str(dropoff.localDateTime) ?? null,
      startPlace: placeOf(pickup),
      endPlace: placeOf(dropoff),
    };
  }
  // flight, train, bus: segments with departure/arrival.
  const segments = arr(it.segments);
  const dep = obj(segments[0]?.departure);
  const arrv = obj(segments.at(-1)?.arrival);
  return {
    ...base,
    startAt: instantOf(str(dep.localDateTime), dep),
    endAt: instantOf(str(arrv.localDateTime), arrv),
    startLocal: str(dep.localDateTime) ?? null,
    endLocal: str(arrv.localDateTime) ?? null,
    startPlace: placeOf(dep),
    endPlace: placeOf(arrv),
  };
}

/** Identity of a reservation within its source: type + confirmation number, else a content hash. */
export function itineraryKey(prefix: string, it: Obj & { type: string }, s: ItinerarySummary): string {
  const id =
    s.confirmationNumber ??
    createHash("sha256")
      .update(JSON.stringify([it.type, s.startLocal, s.title]))
      .digest("hex")
      .slice(0, 16);
  return `${prefix}:${it.type}:${id}`;
}
