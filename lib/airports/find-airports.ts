// Airport lookup over the committed data file (airports.json). Pure functions,
// safe on the server and in client components (no server-only, no I/O).
import data from "./airports.json";
import { foldText } from "@/lib/text/fold-text";

export { foldText };

export interface Airport {
  iata: string; // 3-letter IATA code, upper case
  name: string;
  city: string;
  country: string; // ISO 3166-1 alpha-2
  lat: number;
  lon: number;
  tz: string; // IANA time zone
}

// Shape checked by find-airports.test.ts (zod) rather than at runtime, to keep client bundles small.
export const AIRPORTS: readonly Airport[] = data as Airport[];

const byCode = new Map<string, Airport>(AIRPORTS.map((a) => [a.iata, a]));

export function getAirport(iata: string): Airport | undefined {
  return byCode.get(iata.trim().toUpperCase());
}

const folded = AIRPORTS.map((a) => ({ airport: a, city: foldText(a.city), name: foldText(a.name) }));

/**
 * Airports matching `query`, best first: exact IATA code, IATA prefix, city
 * starting with the query, then city or airport name containing it
 * (case- and diacritics-insensitive).
 */
export function searchAirports(query: string, limit = 10): Airport[] {
  const q = foldText(query.trim());
  if (q.length === 0 || limit <= 0) return [];
  const code = q.toUpperCase();
  const scored: { airport: Airport; score: number }[] = [];
  for (const f of folded) {
    let score = 0;
    if (f.airport.iata === code) score = 5;
    else if (q.length < 3 && /^[a-z]+$/.test(q) && f.airport.iata.startsWith(code)) score = 4;
    else if (f.city.startsWith(q)) score = 3;
    else if (f.city.includes(q)) score = 2;
    else if (f.name.includes(q)) score = 1;
    if (score > 0) scored.push({ airport: f.airport, score });
  }
  return scored
    .sort((x, y) => y.score - x.score || x.airport.city.localeCompare(y.airport.city) || x.airport.iata.localeCompare(y.airport.iata))
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
