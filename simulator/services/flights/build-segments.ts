// Timed flight segments for one itinerary: local times with offsets in each
// airport's zone, durations from great-circle distance (~800 km/h + 30 min),
// layovers of 50 min to 5 h, aircraft by stage length.
import type { Rng } from "../../harness/random";
import type { Leg } from "./build-paths";
import { cabinsOnFlight, type Cabin } from "./carriers";
import type { Program } from "./programs";
import { formatDuration, formatZoned, localToUtcMs } from "./zoned-time";

export interface Segment {
  departure: { dateTime: string; airport: string; terminal?: string };
  arrival: { dateTime: string; airport: string };
  standardCOS: Cabin;
  brandedCOS?: string;
  fareClass?: string;
  flightNumbers: string[];
  airline?: string;
  airlineCode?: string;
  aircraft?: string;
  times: { flight: string; layover?: string };
  numberOfStops: number;
  meal?: string;
}

export interface TimedItinerary {
  segments: Segment[];
  flightMinutes: number;
  layoverMinutes: number;
  departureUtc: number;
}

export const flightMinutes = (km: number) => Math.round((km / 800) * 12 + 6) * 5; // km/800 h + 30 min, 5-min steps

// When a leg's carrier lacks the itinerary's cabin, book the closest one it sells (mixed-cabin awards).
const FALLBACK: Record<Cabin, Cabin[]> = {
  firstClass: ["firstClass", "business", "premiumEconomy", "economy"],
  business: ["business", "firstClass", "premiumEconomy", "economy"],
  premiumEconomy: ["premiumEconomy", "economy"],
  economy: ["economy"],
};

export function legCabin(leg: Leg, cabin: Cabin, aircraft?: string): Cabin {
  const offered = cabinsOnFlight(leg.carrier, leg.km, aircraft);
  return FALLBACK[cabin].find((c) => offered.includes(c)) ?? "economy";
}

export function buildSegments(
  program: Program,
  legs: readonly Leg[],
  date: string,
  departureMinute: number,
  cabin: Cabin,
  schedule: Rng,
): TimedItinerary {
  const first = legs[0];
  if (!first) throw new Error("empty itinerary");
  let depUtc = localToUtcMs(date, departureMinute, first.from.tz);
  const departureUtc = depUtc;
  let flightTotal = 0;
  let layoverTotal = 0;
  const segments: Segment[] = legs.map((leg, i) => {
    const minutes = flightMinutes(leg.km);
    const arrUtc = depUtc + minutes * 60_000;
    const next = legs[i + 1];
    const international =
      leg.from.country !== leg.to.country || (next !== undefined && next.to.country !== leg.to.country);
    const layover = next ? schedule.int(international ? 14 : 10, 60) * 5 : undefined;
    const fleet =
      leg.km > 5000
        ? leg.carrier.long
        : leg.km > 2500
          ? (leg.carrier.medium ?? leg.carrier.short)
          : leg.carrier.short;
    const aircraft = schedule.pick(fleet);
    const c = legCabin(leg, cabin, aircraft);
    const brands = leg.km < 2500 ? { ...leg.carrier.brands, ...leg.carrier.shortBrands } : leg.carrier.brands;
    const number = leg.km > 5000 ? schedule.int(1, 999) : schedule.int(100, 2999);
    const flightNumbers = [`${leg.carrier.code}${number}`];
    const own = program.carriers[0];
    if (own && own !== leg.carrier.code && schedule.chance(0.35))
      flightNumbers.push(`${own}${schedule.int(5000, 9899)}`);
    const terminal = leg.carrier.terminals?.[leg.from.iata];
    const seg: Segment = {
      departure: {
        dateTime: formatZoned(depUtc, leg.from.tz),
        airport: leg.from.iata,
        ...(terminal ? { terminal } : {}),
      },
      arrival: { dateTime: formatZoned(arrUtc, leg.to.tz), airport: leg.to.iata },
      standardCOS: c,
      brandedCOS: brands[c] ?? undefined,
      fareClass: program.fareClasses[c],
      flightNumbers,
      [program.airlineField]: leg.carrier.code,
      aircraft,
      times: {
        flight: formatDuration(minutes),
        ...(layover !== undefined ? { layover: formatDuration(layover) } : {}),
      },
      numberOfStops: 0,
      ...(program.airlineField === "airlineCode" && leg.km > 800
        ? { meal: leg.km > 2500 ? "Meal" : "Snack" }
        : {}),
    };
    flightTotal += minutes;
    if (layover !== undefined) {
      layoverTotal += layover;
      depUtc = arrUtc + layover * 60_000; // stays on 5-minute steps: all offsets are multiples of 15 min
    }
    return seg;
  });
  return { segments, flightMinutes: flightTotal, layoverMinutes: layoverTotal, departureUtc };
}
