// Metropolitan (city) codes and the airports each one covers, derived from the airport data:
// no public dataset on npm lists IATA's city codes with their airports (searched 2026-11-27), so
// an airport belongs to code C when OurAirports lists C among its keywords (LHR: "LON", BWI: "WAS")
// or when it serves the same city, in the same country, as such an airport or as the city named
// below (ORY serves Paris like CDG; STO, SAO and SEL appear in no keywords). The codes are the
// ones the flight search is asked about (issue 33) plus those the keywords carry unambiguously.
import { foldText } from "@/lib/text/fold-text";

/** City code → the city it names (compared without accents with the airports' cities). */
const CITY_CODES: Record<string, [city: string, country: string]> = {
  NYC: ["New York", "US"],
  WAS: ["Washington", "US"],
  CHI: ["Chicago", "US"],
  DTT: ["Detroit", "US"],
  YTO: ["Toronto", "CA"],
  YMQ: ["Montréal", "CA"],
  SAO: ["São Paulo", "BR"],
  RIO: ["Rio de Janeiro", "BR"],
  BUE: ["Buenos Aires", "AR"],
  LON: ["London", "GB"],
  PAR: ["Paris", "FR"],
  MIL: ["Milan", "IT"],
  ROM: ["Rome", "IT"],
  STO: ["Stockholm", "SE"],
  MOW: ["Moscow", "RU"],
  BUH: ["Bucharest", "RO"],
  REK: ["Reykjavík", "IS"],
  TYO: ["Tokyo", "JP"],
  OSA: ["Osaka", "JP"],
  SEL: ["Seoul", "KR"],
  BJS: ["Beijing", "CN"],
  SHA: ["Shanghai", "CN"],
  JKT: ["Jakarta", "ID"],
};

interface Row {
  iata: string;
  city: string;
  country: string;
}
interface Source {
  iata_code: string;
  keywords: string;
}

export function cityCodeAirports(
  airports: Row[],
  source: Source[],
): { code: string; city: string; country: string; airports: string[] }[] {
  const listed = new Set(airports.map((a) => a.iata));
  // Members come from OurAirports' medium and large airports only: the small strips, seaplane bases
  // and heliports added from airport-data-js (Manhattan's heliports, say) are not what a traveller
  // means by "NYC".
  const major = new Set(source.map((s) => s.iata_code));
  const keyed = (code: string) =>
    source
      .filter((s) => listed.has(s.iata_code) && s.keywords.split(",").some((k) => k.trim() === code))
      .map((s) => s.iata_code);
  return Object.entries(CITY_CODES).map(([code, [city, country]]) => {
    const cities = new Set([foldText(city)]);
    for (const iata of keyed(code)) {
      const a = airports.find((x) => x.iata === iata);
      if (a && a.country === country) cities.add(foldText(a.city));
    }
    const members = airports.filter(
      (a) =>
        major.has(a.iata) &&
        a.country === country &&
        (cities.has(foldText(a.city)) || keyed(code).includes(a.iata)),
    );
    return { code, city, country, airports: members.map((a) => a.iata).sort() };
  });
}
