// When two ends of elements are the same station or stop, or in the same city: KDE kitinerary's
// LocationUtil::isSameLocation at its Exact and CityLevel accuracies, as far as our places carry
// what it reads (codes, names, cities, coordinates). Pure.
import { foldText } from "@/lib/text/fold-text";
import { transliterate } from "@/lib/text/transliterate";
import { distanceKm } from "./geo";
import type { Place } from "./types";

const equalAndPresent = <T>(a: T | null, b: T | null) => a !== null && b !== null && a === b;
const hasPoint = (p: Place) => p.lat !== null && p.lng !== null;

// A station named with or without its "main station" word is the same station (KDE's ignored
// suffixes: "Köln" = "Köln Hbf").
const STATION_WORDS = /\s+(hauptbahnhof|bahnhof|hbf)$/;
const spellings = (name: string) => [
  ...new Set(
    [foldText(name), transliterate(name)].map((s) => s.replace(STATION_WORDS, "").replace(/[\s.,-]+/g, "")),
  ),
];

/** Two names of one place: case, diacritics, transliteration and spacing ignored. */
export function sameName(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const y = spellings(b);
  return spellings(a).some((s) => s !== "" && y.includes(s));
}

/** The same station or stop: same code, same name, or coordinates within 100 m. */
export function exactStation(a: Place, b: Place): boolean {
  if (equalAndPresent(a.code, b.code) || sameName(a.name, b.name)) return true;
  return hasPoint(a) && hasPoint(b) && distanceKm(a, b) < 0.1;
}

/** Same city: coordinates within 2 km, the same station, or the same city name (KDE CityLevel). */
export function sameCity(a: Place, b: Place): boolean {
  if (hasPoint(a) && hasPoint(b) && distanceKm(a, b) < 2) return true;
  return exactStation(a, b) || equalAndPresent(a.city && foldText(a.city), b.city && foldText(b.city));
}
