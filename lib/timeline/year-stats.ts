// The stats panel for a year (issue 14): flights, distance flown (great circle), nights away
// (hotel nights), countries visited. Cancelled items do not count. Pure.
import { distanceKm } from "./geo";
import { nightsBetween } from "./item-title";
import type { TimelineItem } from "./types";

export interface YearStats {
  year: number;
  flights: number;
  distanceKm: number;
  nightsAway: number;
  countries: string[];
}

export function yearStats(items: TimelineItem[], year: number): YearStats {
  const stats: YearStats = { year, flights: 0, distanceKm: 0, nightsAway: 0, countries: [] };
  const countries = new Set<string>();
  for (const item of items) {
    if (item.cancelled || item.start.local?.slice(0, 4) !== String(year)) continue;
    if (item.kind === "flight") {
      stats.flights += 1;
      const d = distanceKm(item.start, item.end);
      if (Number.isFinite(d)) stats.distanceKm += d;
    }
    if (item.kind === "hotel")
      stats.nightsAway += nightsBetween(item.start.local ?? undefined, item.end.local ?? undefined) ?? 0;
    for (const c of [item.start.countryCode, item.end.countryCode]) if (c) countries.add(c);
  }
  stats.distanceKm = Math.round(stats.distanceKm);
  stats.countries = [...countries].sort();
  return stats;
}
