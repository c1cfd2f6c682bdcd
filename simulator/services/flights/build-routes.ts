// Routes for one search date (spec 1 A3 Route): every cabin the program has on
// each itinerary, not only the requested ones. Schedules are seeded by program
// and path (stable across days); availability and prices also by date.
import type { Airport } from "../../../lib/airports/find-airports";
import { createRng } from "../../harness/random";
import { awardMiles, awardTaxes, type AwardLevel } from "./award-pricing";
import { findPaths, type Path } from "./build-paths";
import { buildSegments, type Segment } from "./build-segments";
import { CABIN_ORDER, cabinsOnFlight, type Cabin } from "./carriers";
import { toCashCost, type CashCost } from "./currency";
import type { Program } from "./programs";
import { formatDuration } from "./zoned-time";

export interface Route {
  numberOfStops: number;
  tickets: number;
  times: { flight: string; layover?: string };
  mileCost: { program: string; miles: number };
  cashCost: CashCost;
  segments: Segment[];
  awardTypes?: string;
  standardItineraryCOS?: Cabin | Cabin[];
}

export interface RouteSearch {
  program: Program;
  origin: Airport;
  dest: Airport;
  date: string;
  currency: string;
  adults: number;
  /** Member pricing (accountBenefit personalizedPricing with an account supplied). */
  personalized: boolean;
  /** More partner space (accountBenefit improvedCoverage with an account supplied). */
  improvedCoverage: boolean;
}

const AVAILABILITY: Record<Cabin, number> = {
  economy: 0.8,
  premiumEconomy: 0.5,
  business: 0.6,
  firstClass: 0.35,
};
const MAX_ROUTES = 40;
const MIN_ROUTES = 3;

/** Cabins sold on the itinerary's longest flight (the cabin the itinerary is sold as). */
export function pathCabins(path: Path, segments?: readonly Segment[]): Cabin[] {
  let main = 0;
  path.forEach((l, i) => {
    if (l.km > (path[main]?.km ?? 0)) main = i;
  });
  const leg = path[main];
  if (!leg) return [];
  const offered = cabinsOnFlight(leg.carrier, leg.km, segments?.[main]?.aircraft);
  return CABIN_ORDER.filter((c) => offered.includes(c));
}

export function buildRoutes(s: RouteSearch): Route[] {
  const code = s.program.provider.code;
  const pair = `${code}/${s.origin.iata}-${s.dest.iata}`;
  const candidates: { route: Route; available: boolean; order: number }[] = [];
  findPaths(s.program, s.origin, s.dest).forEach((path, pi) => {
    const sched = createRng(`schedule/${pair}/${pi}`);
    const longest = Math.max(...path.map((l) => l.km));
    const departures =
      path.length === 1
        ? longest < 1500
          ? sched.int(2, 5)
          : longest < 5000
            ? sched.int(1, 3)
            : sched.int(1, 2)
        : sched.int(1, 3);
    // Departure times whose connections leave short-haul flights at civil hours (06:00–23:00 local).
    const minutes = new Map<number, Segment[]>();
    for (let tries = 0; minutes.size < departures && tries < 40; tries++) {
      const minute = sched.int(72, 270) * 5; // 06:00–22:30 local
      const probe = buildSegments(s.program, path, s.date, minute, "economy", sched.fork(`${minutes.size}`));
      if (
        probe.segments.every(
          (seg, i) => i === 0 || (path[i]?.km ?? 0) >= 3000 || civilHour(seg.departure.dateTime),
        )
      ) {
        minutes.set(minute, probe.segments);
      }
    }
    [...minutes].forEach(([minute, probe], k) => {
      const avail = createRng(`avail/${pair}/${s.date}/${pi}/${k}`);
      for (const cabin of pathCabins(path, probe)) {
        const timed = buildSegments(s.program, path, s.date, minute, cabin, sched.fork(`${k}`));
        const level: AwardLevel = avail.chance(0.6) ? "saver" : "standard";
        let miles = awardMiles(s.program, cabin, path, level, avail);
        if (s.personalized) miles = Math.round((miles * 0.9) / 100) * 100;
        const available = avail.chance(Math.min(0.95, AVAILABILITY[cabin] + (s.improvedCoverage ? 0.15 : 0)));
        const route: Route = {
          numberOfStops: path.length - 1,
          tickets: avail.int(1, cabin === "economy" ? 9 : 4),
          times: {
            flight: formatDuration(timed.flightMinutes),
            ...(path.length > 1 ? { layover: formatDuration(timed.layoverMinutes) } : {}),
          },
          mileCost: { program: code, miles },
          cashCost: toCashCost(
            awardTaxes(s.program, cabin, path),
            s.program.currency,
            s.currency,
            s.program.provider.supportedCurrencies ?? [],
          ),
          segments: timed.segments,
          ...(s.program.awardTypeNames
            ? { awardTypes: s.program.awardTypeNames[level === "saver" ? 0 : 1] }
            : {}),
          ...(s.program.cosEcho === "string"
            ? { standardItineraryCOS: cabin }
            : s.program.cosEcho === "array"
              ? { standardItineraryCOS: [cabin] }
              : {}),
        };
        candidates.push({ route, available, order: timed.departureUtc });
      }
    });
  });
  const fits = candidates.filter((c) => c.route.tickets >= s.adults);
  let chosen = fits.filter((c) => c.available);
  // Keep the count believable: at least a few results when the network allows, at most 40.
  if (chosen.length < MIN_ROUTES)
    chosen = [...chosen, ...fits.filter((c) => !c.available).slice(0, MIN_ROUTES - chosen.length)];
  if (chosen.length > MAX_ROUTES)
    chosen = createRng(`trim/${pair}/${s.date}`).shuffle(chosen).slice(0, MAX_ROUTES);
  return chosen
    .sort((a, b) => a.order - b.order || a.route.mileCost.miles - b.route.mileCost.miles)
    .map((c) => c.route);
}

function civilHour(localIso: string): boolean {
  const hour = Number(localIso.slice(11, 13));
  return hour >= 6 && hour < 23;
}
