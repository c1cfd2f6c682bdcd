// The IANA zone of a place, from what a booking says about it (issue 34 item 6), in this order:
// its airport (lib/airports), its coordinates (@photostructure/tz-lookup), its city in any
// spelling ("Lisboa", "Lisbon", "Lissabon": GeoNames cities of 5,000+ people, see
// lib/places/README.md), else its country when the whole country keeps one zone. Without any of
// them: undefined — the caller keeps the wall time as local, never reads it as UTC.
// One function for the app (lib/itineraries/place-zone.ts) and the simulator's email parser
// (simulator/services/email/itinerary/places.ts). Pure, server-side (the city table is ≈2 MB).
import tzLookup from "@photostructure/tz-lookup";
import { getAirport } from "@/lib/airports/find-airports";
import { foldText } from "@/lib/text/fold-text";
import data from "./city-zones.json";

export interface PlaceFacts {
  airportCode?: string | null;
  lat?: number | null;
  lng?: number | null;
  city?: string | null;
  countryCode?: string | null; // ISO 3166-1 alpha-2
  stateName?: string | null; // a US state's postal code ("OR") splits the cities of one name
}

const { zones, countries, cities } = data as {
  zones: string[];
  countries: Record<string, string>;
  cities: Record<string, string>;
};
const zoneAt = (index: string | undefined) => (index === undefined ? undefined : zones[parseInt(index, 36)]);

function zoneFromCoordinates(lat: number, lng: number): string | undefined {
  try {
    return tzLookup(lat, lng);
  } catch {
    return undefined; // out of range: fall through to the city
  }
}

/** The zone of a city by name, in the given country (and US state) when known; the most populous
 *  city of that name wins ("Paris" → Europe/Paris, "Paris, US, TX" → America/Chicago). */
export function zoneOfCity(
  city: string,
  countryCode?: string | null,
  stateName?: string | null,
): string | undefined {
  // "Lisboa, PT" or "Shoreditch, London": try the whole, then each comma-separated part.
  const parts = [city, ...city.split(",")].map((p) => foldText(p.trim())).filter(Boolean);
  const country = countryCode?.trim().toUpperCase();
  const state = stateName?.trim().toUpperCase();
  for (const name of parts) {
    const entries = cities[name]?.split(" ").map((e) => e.split(":") as [string, string, string?]);
    if (!entries) continue;
    const inCountry = country ? entries.filter(([c]) => c === country) : entries;
    const inState = state ? inCountry.filter(([, , s]) => s === state) : [];
    const best = inState[0] ?? inCountry[0];
    if (best) return zoneAt(best[1]);
  }
  return undefined;
}

/** The zone a country keeps everywhere (DE → Europe/Berlin); none for the US, Brazil, Portugal… */
export const zoneOfCountry = (countryCode: string): string | undefined =>
  zoneAt(countries[countryCode.trim().toUpperCase()]);

export function zoneOfPlace(place: PlaceFacts): string | undefined {
  const airport = place.airportCode ? getAirport(place.airportCode) : undefined;
  if (airport) return airport.tz;
  if (typeof place.lat === "number" && typeof place.lng === "number") {
    const zone = zoneFromCoordinates(place.lat, place.lng);
    if (zone) return zone;
  }
  const byCity = place.city ? zoneOfCity(place.city, place.countryCode, place.stateName) : undefined;
  return byCity ?? (place.countryCode ? zoneOfCountry(place.countryCode) : undefined);
}
