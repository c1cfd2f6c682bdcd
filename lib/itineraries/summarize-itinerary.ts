// Reduces a spec 3 itinerary object (any type) to the columns the timeline sorts and lists by.
// Pure. Times: `localDateTime` is wall time at the place; `address.timezone` is its UTC offset in
// seconds (spec 3 Address), so the instant is local − offset. Without an offset we read it as UTC.
import { createHash } from "node:crypto";

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

export function instantOf(local: string | undefined, address: unknown): Date | null {
  if (!local) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(local);
  if (!m) return null;
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  const offset = obj(address).timezone;
  return new Date(utc - (typeof offset === "number" ? offset * 1000 : 0));
}

function placeOf(point: Obj): string | null {
  const addr = obj(point.address);
  return str(point.airportCode) ?? str(point.stationCode) ?? str(addr.city) ?? str(point.name) ?? str(addr.text) ?? null;
}

export function primaryConfirmation(it: Obj): string | null {
  const nums = arr(it.confirmationNumbers);
  const primary = nums.find((n) => n.isPrimary === true) ?? nums[0];
  return str(primary?.number) ?? str(obj(it.issuingCarrier).confirmationNumber) ?? null;
}

export function summarizeItinerary(it: Obj & { type: string }): ItinerarySummary {
  const cancelled = it.cancelled === true || /cancel/i.test(str(it.status) ?? "");
  const base = { type: it.type, confirmationNumber: primaryConfirmation(it), cancelled };
  if (it.type === "hotelReservation") {
    const addr = obj(it.address);
    const place = str(addr.city) ?? str(addr.text) ?? null;
    return {
      ...base,
      title: str(it.hotelName) ?? "Hotel stay",
      startAt: instantOf(str(it.checkInDate), addr),
      endAt: instantOf(str(it.checkOutDate), addr),
      startLocal: str(it.checkInDate) ?? null,
      endLocal: str(it.checkOutDate) ?? null,
      startPlace: place,
      endPlace: place,
    };
  }
  if (it.type === "carRental") {
    const pickup = obj(it.pickup);
    const dropoff = obj(it.dropoff);
    const company = str(it.rentalCompany) ?? str(obj(it.providerInfo).name) ?? "Car";
    return {
      ...base,
      title: `${company} rental${placeOf(pickup) ? ` · ${placeOf(pickup)}` : ""}`,
      startAt: instantOf(str(pickup.localDateTime), pickup.address),
      endAt: instantOf(str(dropoff.localDateTime), dropoff.address),
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
  const carrier = obj(segments[0]?.marketingCarrier);
  const flightNo = [str(obj(carrier.airline).iata), str(carrier.flightNumber)].filter(Boolean).join(" ");
  const from = placeOf(dep);
  let to = placeOf(arrv);
  // A round trip ends where it began: name it by its turnaround point instead ("JFK ⇄ LHR").
  const roundTrip = segments.length > 1 && to !== null && to === from;
  if (roundTrip) to = placeOf(obj(segments[Math.ceil(segments.length / 2) - 1]?.arrival));
  const route = from && to ? `${from} ${roundTrip ? "⇄" : "→"} ${to}` : (from ?? to ?? "");
  const noun = it.type === "flight" ? "Flight" : it.type === "train" ? "Train" : it.type === "bus" ? "Bus" : it.type;
  return {
    ...base,
    title: route ? `${noun} ${route}${flightNo ? ` · ${flightNo}` : ""}` : `${noun}${base.confirmationNumber ? ` ${base.confirmationNumber}` : ""}`,
    startAt: instantOf(str(dep.localDateTime), dep.address),
    endAt: instantOf(str(arrv.localDateTime), arrv.address),
    startLocal: str(dep.localDateTime) ?? null,
    endLocal: str(arrv.localDateTime) ?? null,
    startPlace: from,
    endPlace: to,
  };
}

/** Identity of a reservation within its source: type + confirmation number, else a content hash. */
export function itineraryKey(prefix: string, it: Obj & { type: string }, s: ItinerarySummary): string {
  const id = s.confirmationNumber ?? createHash("sha256").update(JSON.stringify([it.type, s.startLocal, s.title])).digest("hex").slice(0, 16);
  return `${prefix}:${it.type}:${id}`;
}
