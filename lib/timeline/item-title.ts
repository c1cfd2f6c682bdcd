// Titles a traveller recognises, per type (issue 14): "HX 212 Boston → Reykjavík",
// "Heldout Beach Resort · 4 nights", "Heldout Cars · pick-up Denver Airport". Pure.
import { AIRPORTS, distanceKm, getAirport, type Airport } from "@/lib/airports/find-airports";
import { toPlainText } from "@/lib/sanitize/plain-text";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
// Names come from parsed emails: a hotel name carrying markup ("<b>Hotel</b> Lisboa") is shown as its
// text, never with its tags (issue 34 item 11).
const str = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() ? toPlainText(v).trim() || undefined : undefined;

/** The city of a point: its address city, the airport's city, else the station/airport name. */
export function cityOf(point: Obj): string | null {
  const code = str(point.airportCode);
  return (
    str(obj(point.address).city) ??
    (code ? getAirport(code)?.city : undefined) ??
    str(point.name) ??
    code ??
    str(point.stationCode) ??
    null
  );
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

/** A rental desk this close to an airport is at the airport (on-airport lots and their shuttles). */
const AIRPORT_RADIUS_KM = 5;
const airportsPerCity = AIRPORTS.reduce(
  (m, a) => m.set(a.city, (m.get(a.city) ?? 0) + 1),
  new Map<string, number>(),
);
const nearest = new Map<string, Airport | null>();

function airportNear(lat: number, lng: number): Airport | null {
  const key = `${lat.toFixed(3)},${lng.toFixed(3)}`;
  if (!nearest.has(key)) {
    let best: Airport | null = null;
    let bestKm = AIRPORT_RADIUS_KM;
    for (const a of AIRPORTS) {
      // 5 km is 0.045° of latitude: most of the ≈3,200 airports are ruled out without trigonometry.
      if (Math.abs(a.lat - lat) > 0.05) continue;
      const km = distanceKm({ lat, lon: lng }, a);
      if (km <= bestKm) [best, bestKm] = [a, km];
    }
    nearest.set(key, best);
  }
  return nearest.get(key)!;
}

/** "Denver Airport"; "New York JFK Airport" where the city has more than one. */
const airportLabel = (a: Airport) =>
  (airportsPerCity.get(a.city) ?? 0) > 1 ? `${a.city} ${a.iata} Airport` : `${a.city} Airport`;

/** Where a car is picked up, as a traveller names it: the location's own name, else the airport
 *  it is at (by its code, a "(LAX)" in the address, or its coordinates), else the city — never
 *  the street address ("9000 Airport Blvd"), which says little in a list. */
export function pickupPlace(point: Obj): string | undefined {
  const name = str(point.name);
  if (name) return name;
  const addr = obj(point.address);
  const code = str(point.airportCode) ?? /\(([A-Z]{3})\)/.exec(str(addr.text) ?? "")?.[1];
  const byCode = code ? getAirport(code) : undefined;
  if (byCode) return airportLabel(byCode);
  if (typeof addr.lat === "number" && typeof addr.lng === "number") {
    const near = airportNear(addr.lat, addr.lng);
    if (near) return airportLabel(near);
  }
  return str(addr.city) ?? str(addr.addressLine) ?? str(addr.text);
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

/** A train or bus number alone ("9014") does not say whose service it is: the reservation's provider
 *  (spec 3 common field `providerInfo`) goes in front — "Eurostar 9014" — unless the number already
 *  names it ("Eurostar 9014" from the email). Flights carry their airline code already ("HX 212"). */
function withOperator(it: Obj & { type: string }, number: string | null): string {
  const noun = NOUN[it.type] ?? it.type;
  const operator = it.type === "train" || it.type === "bus" ? str(obj(it.providerInfo).name) : undefined;
  if (!operator) return number ?? noun;
  if (!number) return `${operator} ${noun.toLowerCase()}`;
  return number.toLowerCase().includes(operator.toLowerCase()) ? number : `${operator} ${number}`;
}

export function titleOf(it: Obj & { type: string }): string {
  if (it.type === "hotelReservation") {
    const name = str(it.hotelName) ?? "Hotel stay";
    const nights = nightsBetween(str(it.checkInDate), str(it.checkOutDate));
    return nights === null ? name : `${name} · ${nights} ${nights === 1 ? "night" : "nights"}`;
  }
  if (it.type === "carRental") {
    const company = str(it.rentalCompany) ?? str(obj(it.providerInfo).name) ?? "Car rental";
    const where = pickupPlace(obj(it.pickup));
    return where ? `${company} · pick-up ${where}` : company;
  }
  const segments = arr(it.segments);
  const first = segments[0];
  // A cancelled booking may keep no segments (spec 3, loyalty variant): "American Airlines flight"
  // says more in a list than "Flight".
  if (!first) {
    const noun = NOUN[it.type] ?? it.type;
    const by = str(obj(it.providerInfo).name);
    return by ? `${by} ${noun.toLowerCase()}` : noun;
  }
  const from = cityOf(obj(first.departure));
  let to = cityOf(obj(segments.at(-1)?.arrival));
  // A round trip ends where it began: name it by its turnaround point instead ("Boston ⇄ London").
  const round = segments.length > 1 && to !== null && to === from;
  if (round) to = cityOf(obj(segments[Math.ceil(segments.length / 2) - 1]?.arrival));
  const number = withOperator(it, segmentNumber(it.type, first));
  const route = from && to ? `${from} ${round ? "⇄" : "→"} ${to}` : (from ?? to ?? "");
  return route ? `${number} ${route}` : number;
}
