// An airport the sender named but gave no IATA code for ("Seattle-Tacoma International Airport",
// "COPENHAGEN DK KASTRUP", "Toulouse, Blagnac Airport, FR"): the one airport whose city, name or other
// names hold the most of the name's distinctive words. A two-letter upper-case word that is a country
// code narrows the search to that country ("VALENCIA ES" is Spain's, not Venezuela's). A tie is no
// answer (Frankfurt: FRA and Frankfurt-Hahn): the name is kept and no code guessed.
import { AIRPORTS, foldText, type Airport } from "../../../../lib/airports/find-airports";

// Words every airport name has; they tell nothing apart.
const GENERIC = new Set([
  "airport",
  "airports",
  "international",
  "intl",
  "int",
  "aeroport",
  "aeropuerto",
  "aeroporto",
  "flughafen",
  "lufthavn",
  "luchthaven",
  "airfield",
  "field",
  "regional",
  "municipal",
  "county",
  "the",
  "of",
  "and",
]);

const words = (text: string) => [
  ...new Set(
    foldText(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && !GENERIC.has(w)),
  ),
];

let index: Array<{ airport: Airport; words: Set<string> }> | undefined;
const countries = new Set(AIRPORTS.map((a) => a.country));

export function airportByName(name: string | undefined): Airport | undefined {
  if (!name) return undefined;
  index ??= AIRPORTS.map((airport) => ({
    airport,
    words: new Set(words(`${airport.city} ${airport.name} ${airport.alt ?? ""}`)),
  }));
  const country = name.match(/\b[A-Z]{2}\b/g)?.find((c) => countries.has(c));
  const wanted = words(country ? name.replace(new RegExp(`\\b${country}\\b`, "g"), " ") : name);
  if (wanted.length === 0) return undefined;
  let best: Airport[] = [];
  let bestScore = 0;
  for (const { airport, words: own } of index) {
    if (country && airport.country !== country) continue;
    const score = wanted.filter((w) => own.has(w)).length;
    if (score > bestScore) [best, bestScore] = [[airport], score];
    else if (score === bestScore && score > 0) best.push(airport);
  }
  return best.length === 1 ? best[0] : undefined;
}
