// Titles a traveller recognises, per type (issue 14): "HX 212 Boston → Reykjavík",
// "Heldout Beach Resort · 4 nights", "Heldout Cars · pick-up Denver Airport". Pure.
import { getAirport } from "@/lib/airports/find-airports";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/** The city of a point: its address city, the airport's city, else the station/airport name. */
export function cityOf(point: Obj): string | null {
  const code = str(point.airportCode);
  return str(obj(point.address).city) ?? (code ? getAirport(code)?.city : undefined) ?? str(point.name) ?? code ?? str(point.stationCode) ?? null;
}

/** "HX 212", "ICE 578", "Bus 4" — the number of a segment as printed on a ticket. */
export function segmentNumber(type: string, segment: Obj): string | null {
  if (type === "flight") {
    const carrier = obj(segment.marketingCarrier);
    const code = str(obj(carrier.airline).iata);
    const number = str(carrier.flightNumber);
    if (!number) return null;
    return code && !number.toUpperCase().startsWith(code.toUpperCase()) ? `${code} ${number}` : number;
  }
  const number = str(segment.scheduleNumber);
  const kind = str(obj(segment.trainInfo).type) ?? str(segment.serviceName);
  if (!number) return kind ?? null;
  return kind && !number.toLowerCase().startsWith(kind.toLowerCase()) ? `${kind} ${number}` : number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Calendar days between two local dates (no zones involved: both are dates at the hotel). */
export function nightsBetween(checkIn: string | undefined, checkOut: string | undefined): number | null {
  const a = checkIn ? DAY.exec(checkIn) : null;
  const b = checkOut ? DAY.exec(checkOut) : null;
  if (!a || !b) return null;
  const nights = (Date.UTC(+b[1]!, +b[2]! - 1, +b[3]!) - Date.UTC(+a[1]!, +a[2]! - 1, +a[3]!)) / 86_400_000;
  return nights >= 0 ? nights : null;
}

const NOUN: Record<string, string> = { flight: "Flight", train: "Train", bus: "Bus" };

export function titleOf(it: Obj & { type: string }): string {
  if (it.type === "hotelReservation") {
    const name = str(it.hotelName) ?? "Hotel stay";
    const nights = nightsBetween(str(it.checkInDate), str(it.checkOutDate));
    return nights === null ? name : `${name} · ${nights} ${nights === 1 ? "night" : "nights"}`;
  }
  if (it.type === "carRental") {
    const company = str(it.rentalCompany) ?? str(obj(it.providerInfo).name) ?? "Car rental";
    const pickup = obj(it.pickup);
    const where = str(obj(pickup.address).addressLine) ?? str(obj(pickup.address).city) ?? str(obj(pickup.address).text);
    return where ? `${company} · pick-up ${where}` : company;
  }
  const segments = arr(it.segments);
  const first = segments[0];
  if (!first) return NOUN[it.type] ?? it.type;
  const from = cityOf(obj(first.departure));
  let to = cityOf(obj(segments.at(-1)?.arrival));
  // A round trip ends where it began: name it by its turnaround point instead ("Boston ⇄ London").
  const round = segments.length > 1 && to !== null && to === from;
  if (round) to = cityOf(obj(segments[Math.ceil(segments.length / 2) - 1]?.arrival));
  const number = segmentNumber(it.type, first) ?? NOUN[it.type] ?? it.type;
  const route = from && to ? `${from} ${round ? "⇄" : "→"} ${to}` : (from ?? to ?? "");
  return route ? `${number} ${route}` : number;
}
