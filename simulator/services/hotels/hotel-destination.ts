// Turns free-text destinations (spec B2) into a believable place: city name,
// state/country, a map centre and local currency. Known cities get real-ish
// coordinates; anything else is placed deterministically from its text.
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
}

const US = { countryName: "United States", currency: "USD", dial: "1", postal: "#####" } as const;

const KNOWN: ReadonlyArray<{ key: string } & Place> = [
  { key: "new york", city: "New York", stateName: "New York", lat: 40.7549, lng: -73.984, ...US },
  { key: "los angeles", city: "Los Angeles", stateName: "California", lat: 34.0522, lng: -118.2437, ...US },
  { key: "chicago", city: "Chicago", stateName: "Illinois", lat: 41.8818, lng: -87.6231, ...US },
  {
    key: "san francisco",
    city: "San Francisco",
    stateName: "California",
    lat: 37.7879,
    lng: -122.4075,
    ...US,
  },
  { key: "miami", city: "Miami", stateName: "Florida", lat: 25.7743, lng: -80.1937, ...US },
  { key: "las vegas", city: "Las Vegas", stateName: "Nevada", lat: 36.1147, lng: -115.1728, ...US },
  { key: "honolulu", city: "Honolulu", stateName: "Hawaii", lat: 21.2793, lng: -157.8292, ...US },
  { key: "boston", city: "Boston", stateName: "Massachusetts", lat: 42.3554, lng: -71.0605, ...US },
  { key: "seattle", city: "Seattle", stateName: "Washington", lat: 47.6097, lng: -122.3331, ...US },
  { key: "orlando", city: "Orlando", stateName: "Florida", lat: 28.5384, lng: -81.3789, ...US },
  {
    key: "paris",
    city: "Paris",
    stateName: "Île-de-France",
    countryName: "France",
    lat: 48.8566,
    lng: 2.3522,
    currency: "EUR",
    dial: "33",
    postal: "750##",
  },
  {
    key: "london",
    city: "London",
    stateName: "England",
    countryName: "United Kingdom",
    lat: 51.5072,
    lng: -0.1276,
    currency: "GBP",
    dial: "44",
    postal: "WC#A #AA",
  },
  {
    key: "tokyo",
    city: "Tokyo",
    stateName: "Tokyo",
    countryName: "Japan",
    lat: 35.6812,
    lng: 139.7671,
    currency: "JPY",
    dial: "81",
    postal: "1##-####",
  },
  {
    key: "cancun",
    city: "Cancún",
    stateName: "Quintana Roo",
    countryName: "Mexico",
    lat: 21.1619,
    lng: -86.8515,
    currency: "MXN",
    dial: "52",
    postal: "77###",
  },
  {
    key: "toronto",
    city: "Toronto",
    stateName: "Ontario",
    countryName: "Canada",
    lat: 43.6532,
    lng: -79.3832,
    currency: "CAD",
    dial: "1",
    postal: "M5V #A#",
  },
  {
    key: "sydney",
    city: "Sydney",
    stateName: "New South Wales",
    countryName: "Australia",
    lat: -33.8688,
    lng: 151.2093,
    currency: "AUD",
    dial: "61",
    postal: "2###",
  },
  {
    key: "rome",
    city: "Rome",
    stateName: "Lazio",
    countryName: "Italy",
    lat: 41.9028,
    lng: 12.4964,
    currency: "EUR",
    dial: "39",
    postal: "001##",
  },
  {
    key: "barcelona",
    city: "Barcelona",
    stateName: "Catalonia",
    countryName: "Spain",
    lat: 41.3874,
    lng: 2.1686,
    currency: "EUR",
    dial: "34",
    postal: "080##",
  },
  {
    key: "bangkok",
    city: "Bangkok",
    countryName: "Thailand",
    lat: 13.7563,
    lng: 100.5018,
    currency: "THB",
    dial: "66",
    postal: "10###",
  },
  {
    key: "dubai",
    city: "Dubai",
    countryName: "United Arab Emirates",
    lat: 25.2048,
    lng: 55.2708,
    currency: "AED",
    dial: "971",
    postal: "",
  },
  {
    key: "singapore",
    city: "Singapore",
    countryName: "Singapore",
    lat: 1.2903,
    lng: 103.852,
    currency: "SGD",
    dial: "65",
    postal: "0#####",
  },
];

/** USD per unit of the local currency, fixed so results stay deterministic. */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  JPY: 0.0067,
  MXN: 0.058,
  CAD: 0.73,
  AUD: 0.66,
  THB: 0.028,
  AED: 0.2723,
  SGD: 0.74,
};

// Used to read "City, ST" and to place unknown destinations inside the US.
const US_STATES: Readonly<Record<string, [string, number, number]>> = {
  AZ: ["Arizona", 33.45, -112.07],
  CO: ["Colorado", 39.74, -104.99],
  GA: ["Georgia", 33.75, -84.39],
  TX: ["Texas", 30.27, -97.74],
  TN: ["Tennessee", 36.16, -86.78],
  NC: ["North Carolina", 35.23, -80.84],
  OR: ["Oregon", 45.52, -122.68],
  MN: ["Minnesota", 44.98, -93.27],
  PA: ["Pennsylvania", 39.95, -75.17],
  OH: ["Ohio", 39.96, -83.0],
  UT: ["Utah", 40.76, -111.89],
  LA: ["Louisiana", 29.95, -90.07],
  NY: ["New York", 42.65, -73.76],
  CA: ["California", 36.74, -119.79],
  FL: ["Florida", 27.95, -82.46],
  IL: ["Illinois", 39.78, -89.65],
  WA: ["Washington", 47.04, -122.9],
  MA: ["Massachusetts", 42.36, -71.06],
  NV: ["Nevada", 36.17, -115.14],
  HI: ["Hawaii", 21.31, -157.86],
  MI: ["Michigan", 42.33, -83.05],
  MO: ["Missouri", 38.63, -90.2],
  VA: ["Virginia", 37.54, -77.44],
  SC: ["South Carolina", 32.78, -79.93],
};

export function resolvePlace(destination: string): Place {
  const text = destination.trim().toLowerCase();
  const known = KNOWN.find((k) => text.includes(k.key));
  if (known) {
    const { key: _key, ...place } = known;
    return place;
  }
  const rng = seededRandom("place", text);
  const [first = "", second = ""] = destination.split(",").map((part) => cleanName(part));
  const city = first || "Central";
  const lower = second.toLowerCase();
  const state =
    US_STATES[second.toUpperCase()] ??
    Object.values(US_STATES).find(([name]) => name.toLowerCase() === lower);
  if (state || second === "" || ["us", "usa", "united states"].includes(lower)) {
    const [stateName, lat, lng] = state ?? rng.pick(Object.values(US_STATES));
    return { city, stateName, lat: jitter(lat, rng.next()), lng: jitter(lng, rng.next()), ...US };
  }
  // An unknown country: keep the name the user typed, no currency conversion.
  return {
    city,
    countryName: second,
    lat: round4(-35 + rng.next() * 90),
    lng: round4(-120 + rng.next() * 270),
    currency: "USD",
    dial: String(rng.int(20, 98)),
    postal: "#####",
  };
}

// Free text can hold anything (including markup); names built from it keep
// only letters, digits and simple punctuation.
function cleanName(part: string): string {
  const kept = part
    .replace(/<[^>]*>/g, " ")
    .replace(/[^\p{L}\p{N} .'-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40);
  return kept.replace(/\b\p{Ll}/gu, (ch) => ch.toUpperCase());
}

function jitter(value: number, r: number): number {
  return round4(value + (r - 0.5) * 2);
}

export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
