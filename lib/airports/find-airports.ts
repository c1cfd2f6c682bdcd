// Airport lookup over the generated data file (airports.json: every OurAirports airport with an
// IATA code and scheduled service, ≈3,200; see README.md beside it). Server-side only in practice:
// the browser asks GET /api/airports, so the list (≈0.5 MB) never reaches a client chunk
// (bench/first-load-imports.test.ts checks). Not marked "server-only": the simulator, a plain
// Node process, imports it too. Pure functions, no I/O.
import data from "./airports.json";
import { foldText } from "@/lib/text/fold-text";
import { cityCodeMembers } from "./city-codes";

export { foldText };

export interface Airport {
  iata: string; // 3-letter IATA code, upper case
  name: string;
  city: string; // the city it serves (NRT → Tokyo), as OpenFlights names it
  country: string; // ISO 3166-1 alpha-2
  lat: number;
  lon: number;
  tz: string; // IANA time zone, from the coordinates
  alt?: string; // other names, comma-separated: its own town, former names, local spellings
  large?: true; // OurAirports "large_airport": ranks first among equal matches
}

// Shape checked by find-airports.test.ts (zod) rather than at start-up.
export const AIRPORTS: readonly Airport[] = data as Airport[];

const byCode = new Map<string, Airport>(AIRPORTS.map((a) => [a.iata, a]));

export function getAirport(iata: string): Airport | undefined {
  return byCode.get(iata.trim().toUpperCase());
}

// Folded once at load (≈3,200 rows, a few ms): a search is then one pass of string compares,
// well under a millisecond, so no n-gram index is worth its memory.
const folded = AIRPORTS.map((a) => {
  const alt = foldText(a.alt ?? "");
  return {
    airport: a,
    city: foldText(a.city),
    name: foldText(a.name),
    alt,
    altNames: new Set(alt.split(/,\s*/)),
  };
});

const wordStart = (text: string, q: string) =>
  text.startsWith(q) || text.includes(` ${q}`) || text.includes(`, ${q}`);

/**
 * Airports matching `query`, best first: exact IATA code, airports of a city code (LON), IATA
 * prefix, city starting with the query, city containing it, then another name of the city or the
 * airport starting a word with it, then the airport's name containing it (case- and
 * diacritics-insensitive: "munchen", "München", "Munich" and "Köln", "Cologne" all find theirs).
 * Among equals, large airports first.
 */
export function searchAirports(query: string, limit = 10): Airport[] {
  const q = foldText(query.trim());
  if (q.length === 0 || limit <= 0) return [];
  const code = q.toUpperCase();
  const ofCity = /^[A-Z]{3}$/.test(code) ? new Set(cityCodeMembers(code)) : new Set<string>();
  const scored: { airport: Airport; score: number }[] = [];
  for (const f of folded) {
    let score = 0;
    if (f.airport.iata === code) score = 7;
    else if (ofCity.has(f.airport.iata)) score = 6;
    else if (q.length < 3 && /^[a-z]+$/.test(q) && f.airport.iata.startsWith(code)) score = 5;
    else if (f.city.startsWith(q) || f.altNames.has(q))
      score = 4; // "Roma" is Rome's other name
    else if (f.city.includes(q)) score = 3;
    else if (wordStart(f.alt, q) || wordStart(f.name, q)) score = 2;
    else if (f.name.includes(q) || f.alt.includes(q)) score = 1;
    if (score > 0) scored.push({ airport: f.airport, score });
  }
  return scored
    .sort(
      (x, y) =>
        y.score - x.score ||
        Number(Boolean(y.airport.large)) - Number(Boolean(x.airport.large)) ||
        x.airport.city.localeCompare(y.airport.city) ||
        x.airport.iata.localeCompare(y.airport.iata),
    )
    .slice(0, limit)
    .map((s) => s.airport);
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Pick<Airport, "lat" | "lon">, b: Pick<Airport, "lat" | "lon">): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
