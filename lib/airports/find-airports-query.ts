// What GET /api/airports answers: matches for a search box or the airports of given codes, each
// with the fields a form shows and needs (code, city, name, country, zone for "today there").
import { getAirport, searchAirports, type Airport } from "./find-airports";

export type AirportHit = Pick<Airport, "iata" | "name" | "city" | "country" | "tz">;

const hit = (a: Airport): AirportHit => ({
  iata: a.iata,
  name: a.name,
  city: a.city,
  country: a.country,
  tz: a.tz,
});

export function findAirports(query: { q?: string; codes?: string; limit: number }): {
  airports: AirportHit[];
} {
  if (query.codes !== undefined)
    return {
      airports: query.codes
        .split(",")
        .flatMap((c) => getAirport(c) ?? [])
        .map(hit),
    };
  return { airports: searchAirports(query.q ?? "", query.limit).map(hit) };
}
