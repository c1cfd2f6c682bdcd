// The name the airport list gives a city, for a place named in another spelling: a hotel in
// "Lisboa" is in the city LIS serves, "Lisbon", so the timeline sees one city (trips join on
// equal city names, lib/timeline/same-place.ts). Matches the airports' cities and their other
// names (OurAirports keywords: "Lisboa", "Köln"), in the place's country when it is known.
import { foldText } from "@/lib/text/fold-text";
import { AIRPORTS } from "./find-airports";

let index: Map<string, string> | null = null;

function build(): Map<string, string> {
  const map = new Map<string, string>();
  // Large airports first: their names win a tie between two towns of one spelling.
  const ordered = [...AIRPORTS].sort((a, b) => Number(Boolean(b.large)) - Number(Boolean(a.large)));
  for (const a of ordered) {
    for (const name of [a.city, ...(a.alt ?? "").split(",")].map((n) => foldText(n.trim())).filter(Boolean)) {
      for (const key of [`${a.country}|${name}`, `|${name}`]) if (!map.has(key)) map.set(key, a.city);
    }
  }
  return map;
}

/** "Lisboa", PT → "Lisbon"; undefined when no airport's city goes by that name. */
export function servedCityName(name: string, countryCode?: string | null): string | undefined {
  index ??= build();
  return index.get(`${countryCode?.trim().toUpperCase() ?? ""}|${foldText(name.trim())}`);
}
