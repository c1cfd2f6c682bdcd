// Addresses for itinerary points (spec 3 Address): airports from the app's airport
// data (lib/airports/airports.json: name, city, country, coordinates, IANA zone);
// other places from their PostalAddress, with a zone from coordinates or, without
// coordinates, from the city (GeoNames, any spelling) or the country's only zone.
import { AIRPORTS, foldText, getAirport, type Airport } from "../../../../lib/airports/find-airports";
import type { Address } from "../../../contracts/itinerary-shapes";
import { zoneOfPlace as sharedZoneOfPlace } from "../../../../lib/places/zone-of-place";
import { isObject, type JsonObject } from "../markup/json-ld";
import { offsetAtLocal } from "./local-time";
import { num, obj, str } from "./node-values";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
export const countryName = (code: string): string => regionNames.of(code) ?? code;

const COUNTRY_CODES = new Map<string, string>(
  [...new Set(AIRPORTS.map((a) => a.country))].map((code) => [foldText(countryName(code)), code]),
);
// Common spellings Intl does not produce.
for (const [name, code] of [
  ["usa", "US"],
  ["united states of america", "US"],
  ["uk", "GB"],
  ["england", "GB"],
  ["deutschland", "DE"],
  ["holland", "NL"],
] as const) {
  COUNTRY_CODES.set(name, code);
}

/** Airports with their city folded once (lookups by city run for every place without coordinates). */
export const AIRPORT_CITIES = AIRPORTS.map((airport) => ({ airport, city: foldText(airport.city) }));

export function countryCodeOf(value: unknown): string | undefined {
  const raw = isObject(value)
    ? (str(value, "identifier") ?? str(value, "name"))
    : typeof value === "string"
      ? value
      : undefined;
  if (!raw) return undefined;
  if (/^[A-Za-z]{2}$/.test(raw)) return raw.toUpperCase();
  return COUNTRY_CODES.get(foldText(raw));
}

/** An airport's address with zone and coordinates, or undefined for an unknown code. */
export function airportAddress(airport: Airport, local: string | undefined): Address {
  const country = countryName(airport.country);
  return withZone(
    {
      text: `${airport.name}, ${airport.city}, ${country}`,
      city: airport.city,
      countryName: country,
      countryCode: airport.country,
      lat: airport.lat,
      lng: airport.lon,
    },
    airport.tz,
    local,
  );
}

export const findAirport = (code: string | undefined): Airport | undefined =>
  code && /^[A-Za-z]{3}$/.test(code) ? getAirport(code) : undefined;

/** Address of a schema.org Place / LodgingBusiness / station (its `address` and `geo`). */
export function placeAddress(place: JsonObject, local: string | undefined): Address | undefined {
  const raw = place.address;
  const postal = obj(place, "address");
  const geo = obj(place, "geo");
  const lat = num(geo, "latitude") ?? num(place, "latitude");
  const lng = num(geo, "longitude") ?? num(place, "longitude");
  let address: Address;
  if (postal) {
    const countryCode = countryCodeOf(postal.addressCountry);
    const parts = [
      str(postal, "streetAddress"),
      str(postal, "addressLocality"),
      [str(postal, "addressRegion"), str(postal, "postalCode")].filter(Boolean).join(" "),
      countryCode ? countryName(countryCode) : str(postal, "addressCountry"),
    ];
    address = {
      text: parts.filter((p) => p && p.trim()).join(", "),
      ...opt("addressLine", str(postal, "streetAddress")),
      ...opt("city", str(postal, "addressLocality")),
      ...opt("stateName", str(postal, "addressRegion")),
      ...opt("postalCode", str(postal, "postalCode")),
      ...(countryCode ? { countryCode, countryName: countryName(countryCode) } : {}),
    };
  } else if (typeof raw === "string" && raw.trim()) {
    address = { text: raw.trim() };
  } else {
    return undefined;
  }
  if (lat !== undefined && lng !== undefined) Object.assign(address, { lat, lng });
  return withZone(address, zoneFor(address), local);
}

// One rule for the app and this parser (lib/places/zone-of-place.ts): coordinates, else the city
// in any spelling, else the country's only zone.
const zoneFor = (a: Address): string | undefined =>
  sharedZoneOfPlace({
    lat: a.lat,
    lng: a.lng,
    city: a.city,
    countryCode: a.countryCode,
    stateName: a.stateName,
  });

function withZone(address: Address, tz: string | undefined, local: string | undefined): Address {
  if (!tz) return address;
  return { ...address, timezoneId: tz, ...(local ? { timezone: offsetAtLocal(local, tz) } : {}) };
}

function opt<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

/** The zone an address was given (for converting offset times into it). */
export const zoneOfPlace = (place: JsonObject | undefined): string | undefined =>
  place ? placeAddress(place, undefined)?.timezoneId : undefined;
