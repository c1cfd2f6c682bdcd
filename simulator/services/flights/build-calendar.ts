// Price calendar (spec 1 A3 CalendarEntry): the lowest price per day and cabin
// from 15 days before to 15 days after the searched date (31 days), skipping
// past days and days without space. Prices vary by day; the searched date
// matches the cheapest route returned for it.
import { createRng } from "../../harness/random";
import { awardTaxes, saverMiles } from "./award-pricing";
import { findPaths } from "./build-paths";
import { pathCabins, type Route, type RouteSearch } from "./build-routes";
import type { Cabin } from "./carriers";
import { toCashCost, type CashCost } from "./currency";
import { addDays } from "./zoned-time";

export interface CalendarEntry {
  date: string;
  standardItineraryCOS: Cabin;
  brandedItineraryCOS?: string;
  miles: number;
  cashCost: CashCost;
}

export const CALENDAR_RADIUS_DAYS = 15;
const MISSING_DAY = 0.12;

export function buildCalendar(
  s: RouteSearch,
  routesOnDate: readonly Route[],
  today: string,
): CalendarEntry[] {
  const cabins = (s.program.provider.priceCalendar?.cabins ?? []).filter((c): c is Cabin => c !== "unknown");
  const paths = findPaths(s.program, s.origin, s.dest);
  const best = paths[0];
  if (!best) return [];
  const offered = new Set(paths.flatMap((p) => pathCabins(p)));
  const code = s.program.provider.code;
  const entries: CalendarEntry[] = [];
  for (let offset = -CALENDAR_RADIUS_DAYS; offset <= CALENDAR_RADIUS_DAYS; offset++) {
    const date = addDays(s.date, offset);
    if (date < today) continue;
    for (const cabin of cabins) {
      if (!offered.has(cabin)) continue;
      const rng = createRng(`calendar/${code}/${s.origin.iata}-${s.dest.iata}/${date}/${cabin}`);
      const onDate = offset === 0 ? cheapest(routesOnDate, cabin) : undefined;
      if (offset === 0 && routesOnDate.length > 0 && !onDate) continue;
      if (!onDate && rng.chance(MISSING_DAY)) continue;
      const saver = saverMiles(s.program, cabin, best);
      const factor = s.program.dynamic
        ? 0.85 + rng.next() * 1.1
        : rng.chance(0.55)
          ? 1
          : 1.5 + rng.int(0, 7) / 10;
      const miles =
        onDate?.mileCost.miles ?? Math.round((saver * factor) / s.program.rounding) * s.program.rounding;
      const main = [...best].sort((a, b) => b.km - a.km)[0];
      entries.push({
        date,
        standardItineraryCOS: cabin,
        ...(main?.carrier.brands[cabin] ? { brandedItineraryCOS: main.carrier.brands[cabin] } : {}),
        miles: s.personalized && !onDate ? Math.round((miles * 0.9) / 100) * 100 : miles,
        cashCost:
          onDate?.cashCost ??
          toCashCost(
            awardTaxes(s.program, cabin, best),
            s.program.currency,
            s.currency,
            s.program.provider.supportedCurrencies ?? [],
          ),
      });
    }
  }
  return entries;
}

function cheapest(routes: readonly Route[], cabin: Cabin): Route | undefined {
  return routes
    .filter((r) => r.segments.some((seg) => seg.standardCOS === cabin) && routeCabin(r) === cabin)
    .sort((a, b) => a.mileCost.miles - b.mileCost.miles)[0];
}

/** The itinerary's cabin: that of its longest flight (mixed-cabin awards are sold as the main cabin). */
export function routeCabin(r: Route): Cabin | undefined {
  let best: { minutes: number; cabin: Cabin } | undefined;
  for (const seg of r.segments) {
    const [h, m] = seg.times.flight.split(":").map(Number) as [number, number];
    const minutes = h * 60 + m;
    if (!best || minutes > best.minutes) best = { minutes, cabin: seg.standardCOS };
  }
  return best?.cabin;
}
