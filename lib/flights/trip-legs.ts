// A flight search as the requests it fans out to (issue 38): its legs (one way, round trip, or up to
// six for multi-city), each leg's airports (several typed with commas, or a metropolitan code such as
// NYC, from lib/airports/city-codes.json) and its days (the date ± the flexible days). Each leg ×
// day × airport pair × program is one request to the service, because the contract searches one
// route and one date per request (spec 1 A2). Pure and zod-free: the browser form says the count
// before sending and the API schema refuses over MAX_REQUESTS with the same function.
import { getCityCode } from "@/lib/airports/city-codes";
import { addDays, MAX_DAYS_AHEAD } from "@/lib/validation/travel-date";

export const TRIP_TYPES = ["oneWay", "roundTrip", "multiCity"] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const FLEX_DAYS = [0, 1, 2, 3] as const;
export const MAX_LEGS = 6;
/** The most requests one search may send: a round trip ±3 days on 4 programs (56) fits, a ±3 round
 *  trip between two metropolitan areas does not. Each request is a paid search at the service. */
export const MAX_REQUESTS = 60;
export const MAX_AIRPORTS = 6;

export interface LegInput {
  from: string;
  to: string;
  date: string;
  flex?: number;
}

/** The trip part of the form: the first leg is from/to/date, as a one-way search always had it. */
export interface TripInput extends LegInput {
  trip?: TripType;
  returnDate?: string;
  returnFlex?: number;
  /** Multi-city: the legs after the first. */
  nextLegs?: LegInput[];
}

/** One request's slice of the trip: which leg, which day, which airports. */
export interface PlannedRequest {
  leg: number;
  origin: string;
  destination: string;
  date: string;
}

/** The legs a trip asks for, in order. */
export function tripLegs(t: TripInput): Required<LegInput>[] {
  const first = { from: t.from, to: t.to, date: t.date, flex: t.flex ?? 0 };
  if (t.trip === "roundTrip")
    return [first, { from: t.to, to: t.from, date: t.returnDate ?? "", flex: t.returnFlex ?? 0 }];
  if (t.trip === "multiCity") return [first, ...(t.nextLegs ?? []).map((l) => ({ ...l, flex: l.flex ?? 0 }))];
  return [first];
}

/** The codes typed in one airport field, upper case, in order, once each ("jfk, EWR" → JFK, EWR). */
export function typedCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,/]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** A typed code as airports: a metropolitan code gives every airport of the city (LON → LCY, LGW,
 *  LHR, LTN, SEN, STN) unless the code is itself one of them (SHA is Shanghai Hongqiao and the city). */
export function codeAirports(code: string): string[] {
  const city = getCityCode(code);
  return city && !city.airports.includes(code) ? [...city.airports] : [code];
}

/** Every airport a field names, once each. */
export function fieldAirports(text: string): string[] {
  return [...new Set(typedCodes(text).flatMap(codeAirports))];
}

/** The days a leg searches: its date ± flex, none before `earliest` (a flight cannot leave in its
 *  own past) nor past the booking window. */
export function legDates(date: string, flex: number, earliest: string): string[] {
  const days: string[] = [];
  const latest = addDays(earliest, MAX_DAYS_AHEAD);
  for (let d = -flex; d <= flex; d++) {
    const day = addDays(date, d);
    if (day >= earliest && day <= latest) days.push(day);
  }
  return days;
}

/** Every request of a trip: leg by leg, day by day, origin by destination (the same airport at both
 *  ends is skipped). `todayAt(iata)` is today at a departure airport. */
export function planTrip(t: TripInput, todayAt: (iata: string) => string): PlannedRequest[] {
  const out: PlannedRequest[] = [];
  tripLegs(t).forEach((leg, index) => {
    const origins = fieldAirports(leg.from);
    const destinations = fieldAirports(leg.to);
    if (!origins.length || !/^\d{4}-\d{2}-\d{2}$/.test(leg.date)) return;
    for (const date of legDates(leg.date, leg.flex, todayAt(origins[0]!)))
      for (const origin of origins)
        for (const destination of destinations)
          if (origin !== destination) out.push({ leg: index, origin, destination, date });
  });
  return out;
}

/** How many requests the search sends: its slices times its programs. */
export function requestCount(t: TripInput, programs: number, todayAt: (iata: string) => string): number {
  return planTrip(t, todayAt).length * programs;
}

export function requestCountProblem(count: number): string | null {
  if (count <= MAX_REQUESTS) return null;
  return `This search would send ${count.toLocaleString("en-US")} requests; one search may send at most ${MAX_REQUESTS}. Pick fewer programs, airports or flexible days.`;
}

/** A one-way search on one date between two airports: a search exactly as before issue 38. */
export function isPlainSearch(t: TripInput): boolean {
  return (
    (t.trip ?? "oneWay") === "oneWay" &&
    !t.flex &&
    typedCodes(t.from).length === 1 &&
    typedCodes(t.to).length === 1 &&
    codeAirports(typedCodes(t.from)[0]!).length === 1 &&
    codeAirports(typedCodes(t.to)[0]!).length === 1
  );
}
