// Turns a free-text destination (spec B2) into a real place: one of the cities in cities.ts
// (by name, alias or landmark, anywhere in the text: "Kyoto, Japan", "hotels near the Eiffel
// Tower"), or "City, ST" for a US city in that state. Anything else — markup, gibberish, a place we
// do not know — resolves to null and the search ends in `destinationNotFound` (issue 12 item 9):
// no more hotels in an invented "Central, Texas".
import { type AddressStyle, CITIES, USD_PER_UNIT } from "./cities";
import { seededRandom } from "./seeded-random";

export interface Place {
  city: string;
  stateName?: string;
  countryName: string;
  lat: number;
  lng: number;
  currency: string; // local currency; "USD" means no conversion
  dial: string; // phone country code without "+"
  postal: string; // pattern: # digit, A letter
  style: AddressStyle;
  areas: [string, number][]; // districts and their miles from the centre; the airport last
  streets: string[];
}

export { USD_PER_UNIT };

// A US city the gazetteer does not list, read from "City, ST": real districts are unknown, so the
// hotels sit in the usual parts of an American city.
const US_AREAS: [string, number][] = [
  ["Downtown", 0.4],
  ["Convention Center", 0.9],
  ["Midtown", 1.6],
  ["Old Town", 1.2],
  ["University District", 2.5],
  ["Airport", 9],
];
const US_STREETS = [
  "Main Street",
  "Market Street",
  "Broadway",
  "Park Avenue",
  "Church Street",
  "Grand Avenue",
  "Washington Street",
  "2nd Avenue",
];

// Used to read "City, ST" and to place unknown destinations inside the US.
const US_STATES: Readonly<Record<string, [string, number, number]>> = {
  AL: ["Alabama", 32.38, -86.3],
  AK: ["Alaska", 61.22, -149.9],
  AZ: ["Arizona", 33.45, -112.07],
  AR: ["Arkansas", 34.75, -92.29],
  CA: ["California", 36.74, -119.79],
  CO: ["Colorado", 39.74, -104.99],
  CT: ["Connecticut", 41.76, -72.68],
  DE: ["Delaware", 39.16, -75.52],
  FL: ["Florida", 27.95, -82.46],
  GA: ["Georgia", 33.75, -84.39],
  HI: ["Hawaii", 21.31, -157.86],
  ID: ["Idaho", 43.62, -116.2],
  IL: ["Illinois", 39.78, -89.65],
  IN: ["Indiana", 39.77, -86.16],
  IA: ["Iowa", 41.59, -93.62],
  KS: ["Kansas", 39.05, -95.68],
  KY: ["Kentucky", 38.2, -84.87],
  LA: ["Louisiana", 29.95, -90.07],
  ME: ["Maine", 43.66, -70.26],
  MD: ["Maryland", 39.29, -76.61],
  MA: ["Massachusetts", 42.36, -71.06],
  MI: ["Michigan", 42.33, -83.05],
  MN: ["Minnesota", 44.98, -93.27],
  MS: ["Mississippi", 32.3, -90.18],
  MO: ["Missouri", 38.63, -90.2],
  MT: ["Montana", 46.59, -112.04],
  NE: ["Nebraska", 40.81, -96.7],
  NV: ["Nevada", 36.17, -115.14],
  NH: ["New Hampshire", 43.21, -71.54],
  NJ: ["New Jersey", 40.22, -74.76],
  NM: ["New Mexico", 35.69, -105.94],
  NY: ["New York", 42.65, -73.76],
  NC: ["North Carolina", 35.23, -80.84],
  ND: ["North Dakota", 46.81, -100.78],
  OH: ["Ohio", 39.96, -83.0],
  OK: ["Oklahoma", 35.47, -97.52],
  OR: ["Oregon", 45.52, -122.68],
  PA: ["Pennsylvania", 39.95, -75.17],
  RI: ["Rhode Island", 41.82, -71.41],
  SC: ["South Carolina", 32.78, -79.93],
  SD: ["South Dakota", 44.37, -100.35],
  TN: ["Tennessee", 36.16, -86.78],
  TX: ["Texas", 30.27, -97.74],
  UT: ["Utah", 40.76, -111.89],
  VT: ["Vermont", 44.26, -72.58],
  VA: ["Virginia", 37.54, -77.44],
  WA: ["Washington", 47.04, -122.9],
  WV: ["West Virginia", 38.35, -81.63],
  WI: ["Wisconsin", 43.07, -89.4],
  WY: ["Wyoming", 41.14, -104.82],
};

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function resolvePlace(destination: string): Place | null {
  if (/[<>{}]/.test(destination)) return null; // markup is not a place
  const text = ` ${fold(destination).replace(/[^a-z0-9]+/g, " ")} `;
  const [first = "", second = "", ...rest] = destination.split(",").map((part) => part.trim());
  const lower = second.toLowerCase();
  const state =
    US_STATES[second.toUpperCase()] ??
    Object.values(US_STATES).find(([name]) => name.toLowerCase() === lower);
  const known = CITIES.find((c) => c.keys.some((k) => text.includes(` ${fold(k)} `)));
  // "Paris, TX" is in Texas, not France: a named US state wins over a city elsewhere.
  if (known && (!state || known.stateName === state[0])) {
    const { keys: _keys, ...place } = known;
    return { ...place, areas: [...place.areas], streets: [...place.streets] };
  }
  if (!state || rest.length > 1 || !/^\p{L}[\p{L} .'-]{1,39}$/u.test(first)) return null;
  const rng = seededRandom("place", fold(destination));
  const [stateName, lat, lng] = state;
  return {
    city: cleanName(first),
    stateName,
    countryName: "United States",
    currency: "USD",
    dial: "1",
    postal: "#####",
    style: "us",
    lat: jitter(lat, rng.next()),
    lng: jitter(lng, rng.next()),
    areas: US_AREAS,
    streets: US_STREETS,
  };
}

// Names built from free text keep only letters and simple punctuation, capitalized.
function cleanName(part: string): string {
  const kept = part
    .replace(/[^\p{L} .'-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40);
  return kept.replace(/(^|\s)\p{Ll}/gu, (ch) => ch.toUpperCase());
}

function jitter(value: number, r: number): number {
  return round4(value + (r - 0.5) * 2);
}

export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
