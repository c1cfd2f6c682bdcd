// Every rule of the flight search form, as plain functions: the browser form runs them before
// sending (components/flights/search-form.tsx) and the API schema (search-form-schema.ts) runs the
// same ones, so a message reads the same by the field whichever side finds it. zod-free on purpose:
// the rules reach the browser without zod (issue 12 item 17). The airport lookup is passed in: the
// server hands getAirport, the browser the airports GET /api/airports returned for the typed codes
// (the list itself stays on the server, issue 33 item 6).

export type AirportLookup = (iata: string) => Pick<Airport, "tz"> | undefined;
import type { Airport } from "@/lib/airports/find-airports";
import { getCityCode } from "@/lib/airports/city-codes";
import {
  FLEX_DAYS,
  fieldAirports,
  MAX_AIRPORTS,
  MAX_LEGS,
  requestCount,
  requestCountProblem,
  TRIP_TYPES,
  type TripInput,
  tripLegs,
  typedCodes,
} from "@/lib/flights/trip-legs";
import { travelDateProblem } from "@/lib/validation/travel-date";

export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "NZD",
  "SGD",
  "AED",
  "JPY",
  "CHF",
  "HKD",
  "INR",
  "MXN",
  "SEK",
] as const;
export const CABINS = ["firstClass", "business", "premiumEconomy", "economy"] as const;
export const MAX_PROGRAMS = 12;

export type FormErrors = Record<string, string>;

/** Today's date (YYYY-MM-DD) at the departure airport: a flight cannot leave in its own past. */
export function todayAt(iata: string, getAirport: AirportLookup, now = new Date()): string {
  const tz = getAirport(iata)?.tz ?? "UTC";
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export function programsProblem(programs: unknown): string | null {
  if (!Array.isArray(programs) || programs.length === 0) return "Pick at least one program";
  if (programs.length > MAX_PROGRAMS) return `Pick at most ${MAX_PROGRAMS} programs`;
  return programs.every((p) => typeof p === "string" && /^[A-Za-z0-9]+$/.test(p)) ? null : "Unknown program";
}

export function airportProblem(code: string, getAirport: AirportLookup): string | null {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(c)) return "Enter a 3-letter airport code, e.g. JFK";
  return getAirport(c) ? null : "We do not know this airport code";
}

/** An airport field: one code, several separated by commas ("JFK, EWR"), or a metropolitan code (NYC). */
export function airportsProblem(text: string, getAirport: AirportLookup): string | null {
  const codes = typedCodes(text);
  if (codes.length <= 1) return codes[0] && getCityCode(codes[0]) ? null : airportProblem(text, getAirport);
  const bad = codes.find((c) => !/^[A-Z]{3}$/.test(c));
  if (bad) return `“${bad}” is not a 3-letter airport code; separate airports with commas, e.g. JFK, EWR`;
  const unknown = codes.filter((c) => !getCityCode(c) && !getAirport(c));
  if (unknown.length) return `We do not know ${unknown.join(", ")}`;
  return fieldAirports(text).length > MAX_AIRPORTS ? `Give at most ${MAX_AIRPORTS} airports` : null;
}

const flexProblem = (flex: unknown) =>
  flex === undefined || (FLEX_DAYS as readonly unknown[]).includes(flex)
    ? null
    : "Pick exact dates or ±1, ±2 or ±3 days";

export function adultsProblem(value: unknown): string | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || Number.isNaN(n)) return "Enter a number";
  if (!Number.isInteger(n)) return "Whole adults only";
  if (n < 1) return "At least 1 adult";
  return n > 9 ? "At most 9 adults" : null;
}

export interface FlightFormFields {
  programs: unknown;
  from: string;
  to: string;
  date: string;
  cabins: unknown;
  adults: unknown;
  currency: string;
  trip?: string;
  flex?: number;
  returnDate?: string;
  returnFlex?: number;
  nextLegs?: { from: string; to: string; date: string; flex?: number }[];
}

/** The first problem per field, keyed like the API's error envelope: the first leg is from/to/date,
 *  the return returnDate, a multi-city leg nextLegs.<i>.<field>; the fan-out limit is "requests". */
export function checkFlightForm(
  f: FlightFormFields,
  getAirport: AirportLookup,
  now = new Date(),
): FormErrors {
  const errors: FormErrors = {};
  const put = (key: string, message: string | null) => void (message && (errors[key] ??= message));
  put("programs", programsProblem(f.programs));
  put(
    "trip",
    f.trip === undefined || (TRIP_TYPES as readonly string[]).includes(f.trip)
      ? null
      : "Pick one way, round trip or multi-city",
  );
  const trip = { ...f, trip: f.trip as TripInput["trip"] };
  const legs = tripLegs(trip);
  if (f.trip === "multiCity" && legs.length < 2) put("nextLegs", "Add a second leg, or search one way");
  if (legs.length > MAX_LEGS) put("nextLegs", `At most ${MAX_LEGS} legs`);
  // The departure airport's own today; an unknown airport falls back to UTC (its own error shows).
  const todayOf = (iata: string) => todayAt(iata, getAirport, now);
  legs.slice(0, MAX_LEGS).forEach((leg, i) => {
    const key = (field: string) =>
      i === 0
        ? field
        : f.trip === "roundTrip"
          ? field === "date"
            ? "returnDate"
            : `return.${field}`
          : `nextLegs.${i - 1}.${field}`;
    const fromBad = airportsProblem(leg.from, getAirport);
    const toBad = airportsProblem(leg.to, getAirport);
    put(key("from"), fromBad);
    put(key("to"), toBad);
    if (
      !fromBad &&
      !toBad &&
      fieldAirports(leg.from).every((a) => fieldAirports(leg.to).includes(a)) &&
      fieldAirports(leg.to).every((a) => fieldAirports(leg.from).includes(a))
    )
      put(key("to"), "From and To must differ");
    const what = i === 0 ? "The date" : f.trip === "roundTrip" ? "The return date" : "The date";
    put(
      key("date"),
      travelDateProblem(leg.date, todayOf(fromBad ? "" : (fieldAirports(leg.from)[0] ?? "")), what),
    );
    const before = legs[i - 1];
    if (before && !errors[key("date")] && leg.date < before.date)
      put(
        key("date"),
        i === 1 && f.trip === "roundTrip"
          ? "The return date is before the departure date"
          : "This leg leaves before the one before it",
      );
    put(key("flex"), flexProblem(i === 0 ? f.flex : leg.flex));
  });
  const cabins = Array.isArray(f.cabins) ? f.cabins : [];
  put(
    "cabins",
    cabins.length === 0
      ? "Pick at least one cabin"
      : cabins.every((c) => (CABINS as readonly unknown[]).includes(c))
        ? null
        : "Unknown cabin",
  );
  put("adults", adultsProblem(f.adults));
  put(
    "currency",
    (CURRENCIES as readonly string[]).includes(f.currency) ? null : "Pick a currency from the list",
  );
  // Counted once everything it depends on is right (a bad airport or date would count wrong).
  if (Object.keys(errors).length === 0)
    put(
      "requests",
      requestCountProblem(requestCount(trip, Array.isArray(f.programs) ? f.programs.length : 0, todayOf)),
    );
  return errors;
}
