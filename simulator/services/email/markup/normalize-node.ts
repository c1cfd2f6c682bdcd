// Brings JSON-LD and microdata nodes to one vocabulary before mapping: the aliases
// real senders use (Google's legacy email-markup names next to schema.org's), type
// aliases and status URLs. The same kinds of aliases KDE's kitinerary normalizes (its
// JSON-LD import filter), written down here in our own words.
import { isObject, type JsonObject } from "./json-ld";

const TYPE_ALIASES: Record<string, string> = {
  Hotel: "LodgingBusiness",
  Hostel: "LodgingBusiness",
  Motel: "LodgingBusiness",
  Resort: "LodgingBusiness",
  BedAndBreakfast: "LodgingBusiness",
  Campground: "LodgingBusiness",
  VacationRental: "LodgingBusiness",
  BusStop: "BusStation",
  AutoRental: "AutoRental",
};

// Property aliases valid on any type: [alias, canonical]. The alias only fills the
// canonical name when that one is absent (a sender sending both keeps its own).
const PROPERTY_ALIASES: Array<[string, string]> = [
  ["reservationId", "reservationNumber"],
  ["checkinDate", "checkinTime"],
  ["checkoutDate", "checkoutTime"],
  ["programMembership", "programMembershipUsed"],
  ["program", "programName"],
  ["memberNumber", "membershipNumber"],
];

// Aliases that depend on the node type.
const TYPED_ALIASES: Record<string, Array<[string, string]>> = {
  BusTrip: [
    ["departureStation", "departureBusStop"],
    ["arrivalStation", "arrivalBusStop"],
    ["busCompany", "provider"],
  ],
  TrainTrip: [["trainCompany", "provider"]],
  Flight: [
    ["provider", "airline"],
    ["operatingAirline", "operatedBy"],
  ],
  RentalCar: [["provider", "rentalCompany"]],
};

const STATUS_ALIASES: Record<string, string> = {
  Confirmed: "ReservationConfirmed",
  Cancelled: "ReservationCancelled",
  Canceled: "ReservationCancelled",
  ReservationCanceled: "ReservationCancelled",
  Pending: "ReservationPending",
  Hold: "ReservationHold",
};

// Email content is untrusted: a key like "__proto__" would swap the object's prototype.
export const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function normalizeNode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeNode);
  if (!isObject(value)) return typeof value === "string" ? value.trim() : value;
  // A JSON-LD value object ({"@value": "2027-03-05T06:30:00+01:00", "@type": "DateTime"}) is its value.
  if ("@value" in value) return normalizeNode(value["@value"]);
  const out: JsonObject = {};
  for (const [rawKey, v] of Object.entries(value)) {
    const key = shortName(rawKey);
    if (!UNSAFE_KEYS.has(key)) out[key] = normalizeNode(v);
  }
  const type = typeOf(out);
  if (type) out["@type"] = TYPE_ALIASES[type] ?? type;
  // `price` is a reservation's total, but the amount inside a PriceSpecification.
  const reservationAliases: Array<[string, string]> = type?.endsWith("Reservation")
    ? [["price", "totalPrice"]]
    : [];
  for (const [alias, canonical] of [
    ...PROPERTY_ALIASES,
    ...reservationAliases,
    ...(TYPED_ALIASES[type ?? ""] ?? []),
  ]) {
    if (alias in out) {
      if (out[canonical] === undefined) out[canonical] = out[alias];
      delete out[alias];
    }
  }
  if (typeof out.reservationStatus === "string") {
    const status = shortName(out.reservationStatus);
    out.reservationStatus = STATUS_ALIASES[status] ?? status;
  }
  return out;
}

/** `http://schema.org/FlightReservation` → `FlightReservation`; leaves `@type` etc. alone. */
function shortName(key: string): string {
  return key.startsWith("@") ? key : (key.replace(/\/+$/, "").split(/[/#]/).pop() ?? key);
}

/** The node's type, shortened; with several types the first one we know wins. */
export function typeOf(node: JsonObject): string | undefined {
  const raw = node["@type"];
  const types = (Array.isArray(raw) ? raw : [raw])
    .filter((t): t is string => typeof t === "string")
    .map(shortName);
  return types.find((t) => t.endsWith("Reservation") || t in TYPE_ALIASES) ?? types[0];
}
