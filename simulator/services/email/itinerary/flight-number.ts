// A Flight's `flightNumber` → airline designator + number. Senders write "110", "BA1442", "BA 1442",
// "4U-8102" or "LH2029"; schema.org means the number, the airline is a separate node. A number is never
// cut into a "prefix" just because it is long enough: "212" with airline HX is HX 212, not HX 2
// (issue 33). A prefix is split off only when it is a real designator — two characters with at least
// one letter (IATA: "BA", "4U", "U2"), or exactly the given airline's IATA or ICAO code.
export interface FlightNumber {
  /** The designator written in front of the number, when there was one. */
  designator?: string;
  number: string;
}

const DIGITS = /^\d{1,5}[A-Z]?$/; // operational suffixes exist ("1234A")
// An IATA designator (two characters) is tried before an ICAO one (three letters): "BA1442" is BA.
const PREFIXED = [/^([A-Z0-9]{2})[\s-]*(\d{1,5}[A-Z]?)$/, /^([A-Z]{3})[\s-]*(\d{1,5}[A-Z]?)$/];

export function splitFlightNumber(
  raw: string | undefined,
  airline: { iata?: string; icao?: string } = {},
): FlightNumber | undefined {
  const text = raw?.replace(/\s+/g, " ").trim().toUpperCase();
  if (!text) return undefined;
  if (DIGITS.test(text)) return { number: text };
  for (const pattern of PREFIXED) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [, prefix, number] = m as unknown as [string, string, string];
    const ownCodes = [airline.iata, airline.icao]
      .filter((c): c is string => Boolean(c))
      .map((c) => c.toUpperCase());
    if (ownCodes.includes(prefix) || (prefix.length === 2 && /[A-Z]/.test(prefix)))
      return { designator: prefix, number };
  }
  return { number: text };
}
