// Every airport of a city, for a search that should try all of them (a later multi-airport search):
// a metropolitan code gives its airports (LON → LCY, LGW, LHR, LTN, STN); an airport code gives the
// airports serving the same city in the same country (CGH → CGH, GRU). Newark's city is "Newark",
// so only NYC, not JFK, brings EWR along.
import { AIRPORTS, getAirport, type Airport } from "./find-airports";
import { cityCodeMembers } from "./city-codes";

const byCity = new Map<string, Airport[]>();
for (const a of AIRPORTS) {
  const key = `${a.country}|${a.city}`;
  byCity.set(key, [...(byCity.get(key) ?? []), a]);
}

export function airportsOfCity(code: string): Airport[] {
  const members = cityCodeMembers(code);
  if (members.length > 0) return members.flatMap((c) => getAirport(c) ?? []);
  const airport = getAirport(code);
  return airport ? (byCity.get(`${airport.country}|${airport.city}`) ?? [airport]) : [];
}
