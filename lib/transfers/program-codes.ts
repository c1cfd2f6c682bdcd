// One code per program across Milepost's three catalogs, so a balance, a transfer and an award price
// can be joined. The loyalty service's codes are the canonical ones where it has the program (they key
// PointValuation and the default value table); the flight and hotel services name the same programs
// differently (simulator/services/flights/programs.ts, simulator/services/hotels/hotel-programs.ts):
// "aadvantage" there is "aa" here. Programs only an award service knows keep that service's code.
export type ProgramInfo = { code: string; name: string; kind: "airline" | "hotel" | "bank"; unit: string };

export const PROGRAMS: readonly ProgramInfo[] = [
  { code: "united", name: "United MileagePlus", kind: "airline", unit: "miles" },
  { code: "aa", name: "American Airlines AAdvantage", kind: "airline", unit: "miles" },
  { code: "delta", name: "Delta SkyMiles", kind: "airline", unit: "miles" },
  { code: "british", name: "British Airways Executive Club", kind: "airline", unit: "Avios" },
  { code: "airfrance", name: "Air France-KLM Flying Blue", kind: "airline", unit: "miles" },
  { code: "ana", name: "ANA Mileage Club", kind: "airline", unit: "miles" },
  { code: "aeroplan", name: "Air Canada Aeroplan", kind: "airline", unit: "points" },
  { code: "alaska", name: "Alaska Airlines Mileage Plan", kind: "airline", unit: "miles" },
  { code: "krisflyer", name: "Singapore Airlines KrisFlyer", kind: "airline", unit: "miles" },
  { code: "qantas", name: "Qantas Frequent Flyer", kind: "airline", unit: "points" },
  { code: "skywards", name: "Emirates Skywards", kind: "airline", unit: "miles" },
  { code: "milesandsmiles", name: "Turkish Airlines Miles&Smiles", kind: "airline", unit: "miles" },
  { code: "virginatlantic", name: "Virgin Atlantic Flying Club", kind: "airline", unit: "points" },
  { code: "marriott", name: "Marriott Bonvoy", kind: "hotel", unit: "points" },
  { code: "hhonors", name: "Hilton Honors", kind: "hotel", unit: "points" },
  { code: "ichotelsgroup", name: "IHG One Rewards", kind: "hotel", unit: "points" },
  { code: "hyatt", name: "World of Hyatt", kind: "hotel", unit: "points" },
  { code: "wyndham", name: "Wyndham Rewards", kind: "hotel", unit: "points" },
  { code: "accor", name: "Accor Live Limitless", kind: "hotel", unit: "points" },
  { code: "choice", name: "Choice Privileges", kind: "hotel", unit: "points" },
  // The bank currencies of the card service's nine banks (simulator/services/cards/card-seeds-*.ts).
  { code: "chase", name: "Chase Ultimate Rewards", kind: "bank", unit: "points" },
  { code: "amex", name: "American Express Membership Rewards", kind: "bank", unit: "points" },
  { code: "citybank", name: "Citi ThankYou Points", kind: "bank", unit: "points" },
  { code: "capitalone", name: "Capital One Miles", kind: "bank", unit: "miles" },
  { code: "wellsfargo", name: "Wells Fargo Rewards", kind: "bank", unit: "points" },
  { code: "usbank", name: "U.S. Bank Altitude Points", kind: "bank", unit: "points" },
  { code: "bankofamerica", name: "Bank of America Points", kind: "bank", unit: "points" },
  { code: "barclays", name: "Barclays Arrival Miles", kind: "bank", unit: "miles" },
  { code: "discover", name: "Discover Cashback Bonus", kind: "bank", unit: "points" },
];

export const PROGRAM_CODES = PROGRAMS.map((p) => p.code);

/** The flight service's provider codes that differ from the canonical ones. */
const FLIGHT_ALIASES: Record<string, string> = {
  aadvantage: "aa",
  britishairways: "british",
  flyingblue: "airfrance",
};
/** The hotel service's provider codes that differ from the canonical ones. */
const HOTEL_ALIASES: Record<string, string> = { hilton: "hhonors", ihg: "ichotelsgroup" };

export function programFromFlightCode(code: string): string {
  return FLIGHT_ALIASES[code] ?? code;
}

export function programFromHotelCode(code: string): string {
  return HOTEL_ALIASES[code] ?? code;
}

export function programInfo(code: string): ProgramInfo | undefined {
  return PROGRAMS.find((p) => p.code === code);
}

export function programName(code: string): string {
  return programInfo(code)?.name ?? code;
}

/** The short name in a sentence: "United" for "United MileagePlus", "Chase" for "Chase Ultimate Rewards". */
const SHORT: Record<string, string> = {
  aa: "American",
  british: "British Airways",
  airfrance: "Flying Blue",
  ana: "ANA",
  aeroplan: "Aeroplan",
  alaska: "Alaska",
  krisflyer: "KrisFlyer",
  milesandsmiles: "Turkish",
  virginatlantic: "Virgin Atlantic",
  hhonors: "Hilton",
  ichotelsgroup: "IHG",
  hyatt: "Hyatt",
  amex: "Amex",
  citybank: "Citi",
  capitalone: "Capital One",
  wellsfargo: "Wells Fargo",
  usbank: "U.S. Bank",
  bankofamerica: "Bank of America",
};
export function programShortName(code: string): string {
  const name = programName(code);
  return SHORT[code] ?? name.split(" ")[0] ?? name;
}
