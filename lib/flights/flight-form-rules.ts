// Every rule of the flight search form, as plain functions: the browser form runs them before
// sending (components/flights/search-form.tsx) and the API schema (search-form-schema.ts) runs the
// same ones, so a message reads the same by the field whichever side finds it. zod-free on purpose:
// the rules reach the browser without zod (issue 12 item 17). The airport lookup is passed in: the
// server hands getAirport, the browser the airports GET /api/airports returned for the typed codes
// (the list itself stays on the server, issue 33 item 6).

export type AirportLookup = (iata: string) => Pick<Airport, "tz"> | undefined;
import type { Airport } from "@/lib/airports/find-airports";
import { travelDateProblem } from "@/lib/validation/travel-date";

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "NZD", "SGD", "AED", "JPY", "CHF", "HKD", "INR", "MXN", "SEK"] as const;
export const CABINS = ["firstClass", "business", "premiumEconomy", "economy"] as const;
export const MAX_PROGRAMS = 12;

export type FormErrors = Record<string, string>;

/** Today's date (YYYY-MM-DD) at the departure airport: a flight cannot leave in its own past. */
export function todayAt(iata: string, getAirport: AirportLookup, now = new Date()): string {
  const tz = getAirport(iata)?.tz ?? "UTC";
  return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
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
}

/** The first problem per field, keyed like the API's error envelope. */
export function checkFlightForm(f: FlightFormFields, getAirport: AirportLookup, now = new Date()): FormErrors {
  const errors: FormErrors = {};
  const put = (key: string, message: string | null) => void (message && (errors[key] ??= message));
  put("programs", programsProblem(f.programs));
  put("from", airportProblem(f.from, getAirport));
  put("to", airportProblem(f.to, getAirport));
  if (!errors.from && !errors.to && f.from.trim().toUpperCase() === f.to.trim().toUpperCase()) put("to", "From and To must differ");
  // The departure airport's own today; an unknown airport falls back to UTC (its own error shows).
  put("date", travelDateProblem(f.date, todayAt(errors.from ? "" : f.from, getAirport, now)));
  const cabins = Array.isArray(f.cabins) ? f.cabins : [];
  put("cabins", cabins.length === 0 ? "Pick at least one cabin" : cabins.every((c) => (CABINS as readonly unknown[]).includes(c)) ? null : "Unknown cabin");
  put("adults", adultsProblem(f.adults));
  put("currency", (CURRENCIES as readonly string[]).includes(f.currency) ? null : "Pick a currency from the list");
  return errors;
}
