// Metropolitan (city) codes — LON, NYC, TYO… — and the airports each covers, from city-codes.json
// (generated with the airport list; how the members are chosen: scripts/airports/city-code-airports.ts).
import data from "./city-codes.json";

export interface CityCode {
  code: string;
  city: string;
  country: string; // ISO 3166-1 alpha-2
  airports: readonly string[]; // IATA codes, sorted
}

export const CITY_CODES: readonly CityCode[] = data;
const byCode = new Map(CITY_CODES.map((c) => [c.code, c]));

export const getCityCode = (code: string): CityCode | undefined => byCode.get(code.trim().toUpperCase());

/** The airport codes a city code covers; none for anything else. */
export const cityCodeMembers = (code: string): readonly string[] => getCityCode(code)?.airports ?? [];
