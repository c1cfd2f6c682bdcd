// Operating carriers the simulated programs can book: hubs, fleets by stage
// length, cabins offered and cabin brand names. Approximate real-world data;
// it only has to look believable, not match today's schedules.

export type Cabin = "economy" | "premiumEconomy" | "business" | "firstClass";
export const CABIN_ORDER: readonly Cabin[] = ["economy", "premiumEconomy", "business", "firstClass"];

export interface Carrier {
  code: string;
  name: string;
  hubs: string[];
  short: string[]; // aircraft under ~2,500 km
  medium?: string[]; // 2,500–5,000 km (defaults to short)
  long: string[]; // over 5,000 km; the first entry is the flagship that has the first-class cabin
  minKm?: number; // e.g. Virgin Atlantic flies long-haul only
  maxKm?: number; // narrow-body-only carriers
  pe?: boolean; // premium economy on long-haul
  first?: boolean; // first class on long-haul
  /** Cabins on short-haul (< 2,500 km); default economy + business. */
  shortCabins?: Cabin[];
  brands: Partial<Record<Cabin, string>>;
  shortBrands?: Partial<Record<Cabin, string>>;
  terminals?: Record<string, string>;
}

const c = (x: Carrier) => x;

export const CARRIERS: Record<string, Carrier> = Object.fromEntries(
  [
    // Star Alliance
    c({ code: "UA", name: "United Airlines", hubs: ["ORD", "DEN", "IAH", "EWR", "SFO", "IAD", "LAX"], short: ["Airbus A320", "Boeing 737-800", "Embraer E175", "Boeing 737 MAX 8"], medium: ["Boeing 737 MAX 9", "Boeing 757-200", "Airbus A321neo"], long: ["Boeing 787-9", "Boeing 777-300ER", "Boeing 787-10", "Boeing 767-400ER"], pe: true, brands: { economy: "United Economy", premiumEconomy: "United Premium Plus", business: "United Polaris business" }, shortBrands: { business: "United First" }, terminals: { SFO: "3", ORD: "1", EWR: "C", IAH: "C", DEN: "B", LAX: "7" } }),
    c({ code: "AC", name: "Air Canada", hubs: ["YYZ", "YVR", "YUL"], short: ["Airbus A220-300", "Airbus A320", "Embraer E175"], medium: ["Airbus A321", "Boeing 737 MAX 8"], long: ["Boeing 787-9", "Boeing 777-300ER", "Airbus A330-300"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Signature Class" }, shortBrands: { business: "Business" }, terminals: { YYZ: "1", YUL: "A" } }),
    c({ code: "LH", name: "Lufthansa", hubs: ["FRA", "MUC"], short: ["Airbus A320neo", "Airbus A319", "Airbus A321"], long: ["Airbus A350-900", "Boeing 747-8", "Boeing 787-9", "Airbus A340-600"], pe: true, first: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business", firstClass: "First" }, terminals: { FRA: "1", MUC: "2" } }),
    c({ code: "LX", name: "SWISS", hubs: ["ZRH"], short: ["Airbus A220-300", "Airbus A320neo"], long: ["Boeing 777-300ER", "Airbus A330-300", "Airbus A340-300"], pe: true, first: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business", firstClass: "First" }, terminals: { ZRH: "1" } }),
    c({ code: "OS", name: "Austrian Airlines", hubs: ["VIE"], short: ["Airbus A320", "Embraer E195"], long: ["Boeing 777-200ER", "Boeing 787-9", "Boeing 767-300ER"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business" }, terminals: { VIE: "3" } }),
    c({ code: "SN", name: "Brussels Airlines", hubs: ["BRU"], short: ["Airbus A320", "Airbus A319"], long: ["Airbus A330-300"], brands: { economy: "Economy", business: "Business" } }),
    c({ code: "LO", name: "LOT Polish Airlines", hubs: ["WAW"], short: ["Embraer E195", "Boeing 737 MAX 8"], long: ["Boeing 787-9", "Boeing 787-8"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium", business: "Business" } }),
    c({ code: "TP", name: "TAP Air Portugal", hubs: ["LIS"], short: ["Airbus A320neo", "Airbus A321neo"], medium: ["Airbus A321LR"], long: ["Airbus A330-900neo"], brands: { economy: "Economy", business: "Executive" }, terminals: { LIS: "1" } }),
    c({ code: "TK", name: "Turkish Airlines", hubs: ["IST"], short: ["Airbus A321neo", "Boeing 737-800", "Boeing 737 MAX 8"], medium: ["Airbus A321neo", "Boeing 737 MAX 9"], long: ["Boeing 777-300ER", "Airbus A350-900", "Boeing 787-9"], brands: { economy: "Economy Class", business: "Business Class" } }),
    c({ code: "SQ", name: "Singapore Airlines", hubs: ["SIN"], short: ["Boeing 737 MAX 8", "Boeing 787-10"], medium: ["Boeing 787-10", "Airbus A350-900"], long: ["Airbus A380-800", "Boeing 777-300ER", "Airbus A350-900", "Airbus A350-900ULR"], pe: true, first: true, brands: { economy: "Economy Class", premiumEconomy: "Premium Economy Class", business: "Business Class", firstClass: "First Class" }, terminals: { SIN: "3" } }),
    c({ code: "NH", name: "All Nippon Airways", hubs: ["HND", "NRT"], short: ["Boeing 787-8", "Boeing 767-300ER", "Airbus A321neo"], long: ["Boeing 777-300ER", "Boeing 787-9", "Airbus A380-800"], pe: true, first: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business", firstClass: "First" }, terminals: { HND: "3", NRT: "1" } }),
    c({ code: "OZ", name: "Asiana Airlines", hubs: ["ICN"], short: ["Airbus A321neo", "Airbus A330-300"], long: ["Airbus A350-900", "Boeing 777-200ER", "Airbus A380-800"], brands: { economy: "Economy", business: "Business Smartium" }, terminals: { ICN: "1" } }),
    c({ code: "TG", name: "Thai Airways", hubs: ["BKK"], short: ["Airbus A320", "Airbus A330-300"], long: ["Boeing 777-300ER", "Airbus A350-900", "Boeing 787-9"], brands: { economy: "Economy", business: "Royal Silk" } }),
    c({ code: "NZ", name: "Air New Zealand", hubs: ["AKL"], short: ["Airbus A320neo", "Airbus A321neo"], long: ["Boeing 787-9", "Boeing 777-300ER"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business Premier" }, terminals: { AKL: "I" } }),
    c({ code: "ET", name: "Ethiopian Airlines", hubs: ["ADD"], short: ["Boeing 737 MAX 8", "De Havilland Dash 8-400"], long: ["Airbus A350-900", "Boeing 787-9", "Boeing 777-300ER"], brands: { economy: "Economy", business: "Cloud Nine" }, terminals: { ADD: "2" } }),
    c({ code: "SA", name: "South African Airways", hubs: ["JNB"], short: ["Airbus A320"], long: ["Airbus A350-900", "Airbus A340-300"], brands: { economy: "Economy", business: "Business" }, terminals: { JNB: "A" } }),
    c({ code: "CA", name: "Air China", hubs: ["PEK"], short: ["Airbus A321", "Boeing 737-800"], long: ["Boeing 777-300ER", "Airbus A350-900", "Boeing 787-9"], first: true, brands: { economy: "Economy", business: "Business", firstClass: "First" }, terminals: { PEK: "3" } }),
    c({ code: "AI", name: "Air India", hubs: ["DEL", "BOM"], short: ["Airbus A320neo", "Airbus A321neo"], long: ["Boeing 777-300ER", "Boeing 787-8", "Airbus A350-900"], first: true, brands: { economy: "Economy", business: "Business", firstClass: "First" }, terminals: { DEL: "3", BOM: "2" } }),
    c({ code: "MS", name: "EgyptAir", hubs: ["CAI"], short: ["Airbus A220-300", "Boeing 737-800"], long: ["Boeing 787-9", "Boeing 777-300ER"], brands: { economy: "Economy", business: "Business" }, terminals: { CAI: "3" } }),
    c({ code: "BR", name: "EVA Air", hubs: ["TPE"], short: ["Airbus A321"], long: ["Boeing 777-300ER", "Boeing 787-10"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Royal Laurel" }, terminals: { TPE: "2" } }),
    c({ code: "CM", name: "Copa Airlines", hubs: ["PTY"], short: ["Boeing 737-800", "Boeing 737 MAX 8"], long: ["Boeing 737 MAX 9"], maxKm: 6300, brands: { economy: "Economy", business: "Business" } }),
    c({ code: "AV", name: "Avianca", hubs: ["BOG"], short: ["Airbus A320neo", "Airbus A319"], long: ["Boeing 787-8"], maxKm: 9500, brands: { economy: "Economy", business: "Business" } }),
    c({ code: "A3", name: "Aegean Airlines", hubs: ["ATH"], short: ["Airbus A320neo", "Airbus A321neo", "De Havilland Dash 8-400"], long: ["Airbus A321neo"], maxKm: 4500, brands: { economy: "Economy", business: "Business" } }),
    // oneworld
    c({ code: "AA", name: "American Airlines", hubs: ["DFW", "CLT", "MIA", "ORD", "PHL", "PHX", "JFK", "LAX", "DCA"], short: ["Boeing 737-800", "Airbus A321", "Airbus A319", "Embraer E175"], medium: ["Airbus A321neo", "Boeing 737 MAX 8"], long: ["Boeing 777-300ER", "Boeing 787-9", "Boeing 777-200ER", "Boeing 787-8"], pe: true, first: true, brands: { economy: "Main Cabin", premiumEconomy: "Premium Economy", business: "Flagship Business", firstClass: "Flagship First" }, shortBrands: { business: "First" }, terminals: { JFK: "8", DFW: "D", ORD: "3", MIA: "D", LAX: "4", PHL: "A" } }),
    c({ code: "BA", name: "British Airways", hubs: ["LHR", "LGW"], short: ["Airbus A320neo", "Airbus A321neo", "Airbus A319", "Embraer E190"], long: ["Boeing 777-300ER", "Airbus A380-800", "Boeing 787-10", "Airbus A350-1000", "Boeing 777-200ER"], pe: true, first: true, brands: { economy: "World Traveller", premiumEconomy: "World Traveller Plus", business: "Club", firstClass: "First" }, shortBrands: { economy: "Euro Traveller", business: "Club Europe" }, terminals: { LHR: "5", LGW: "N", JFK: "8" } }),
    c({ code: "IB", name: "Iberia", hubs: ["MAD"], short: ["Airbus A320neo", "Airbus A321neo"], medium: ["Airbus A321XLR"], long: ["Airbus A350-900", "Airbus A330-200"], pe: true, brands: { economy: "Turista", premiumEconomy: "Turista Premium", business: "Business" }, terminals: { MAD: "4S" } }),
    c({ code: "AY", name: "Finnair", hubs: ["HEL"], short: ["Airbus A321", "Airbus A320", "Embraer E190"], long: ["Airbus A350-900", "Airbus A330-300"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business" }, terminals: { HEL: "2" } }),
    c({ code: "QF", name: "Qantas", hubs: ["SYD", "MEL", "BNE", "PER"], short: ["Boeing 737-800", "Airbus A321XLR"], medium: ["Airbus A330-200", "Boeing 737-800"], long: ["Airbus A380-800", "Boeing 787-9", "Airbus A330-300"], pe: true, first: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business", firstClass: "First" }, terminals: { SYD: "1", MEL: "2" } }),
    c({ code: "CX", name: "Cathay Pacific", hubs: ["HKG"], short: ["Airbus A321neo", "Airbus A330-300"], long: ["Boeing 777-300ER", "Airbus A350-1000", "Airbus A350-900"], pe: true, first: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business", firstClass: "First" }, terminals: { HKG: "1" } }),
    c({ code: "JL", name: "Japan Airlines", hubs: ["HND", "NRT"], short: ["Boeing 737-800", "Boeing 767-300ER", "Airbus A350-900"], long: ["Boeing 777-300ER", "Airbus A350-1000", "Boeing 787-9"], pe: true, first: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business", firstClass: "First" }, terminals: { HND: "3", NRT: "2" } }),
    c({ code: "QR", name: "Qatar Airways", hubs: ["DOH"], short: ["Airbus A320", "Boeing 737 MAX 8"], medium: ["Boeing 787-8", "Airbus A320"], long: ["Airbus A380-800", "Boeing 777-300ER", "Airbus A350-1000", "Boeing 787-9"], first: true, brands: { economy: "Economy", business: "Qsuite Business", firstClass: "First" } }),
    c({ code: "AS", name: "Alaska Airlines", hubs: ["SEA", "PDX", "SFO", "LAX"], short: ["Boeing 737-800", "Embraer E175", "Boeing 737-900ER"], medium: ["Boeing 737 MAX 9", "Boeing 737-900ER"], long: ["Boeing 737 MAX 9"], maxKm: 5200, shortCabins: ["economy", "firstClass"], brands: { economy: "Main", firstClass: "First" }, terminals: { SEA: "C", PDX: "C" } }),
    c({ code: "RJ", name: "Royal Jordanian", hubs: ["AMM"], short: ["Airbus A320neo", "Embraer E195"], long: ["Boeing 787-8"], brands: { economy: "Economy", business: "Crown" } }),
    c({ code: "MH", name: "Malaysia Airlines", hubs: ["KUL"], short: ["Boeing 737-800", "Boeing 737 MAX 8"], long: ["Airbus A350-900", "Airbus A330-300"], brands: { economy: "Economy", business: "Business Suite" }, terminals: { KUL: "1" } }),
    c({ code: "AT", name: "Royal Air Maroc", hubs: ["CMN"], short: ["Boeing 737-800"], long: ["Boeing 787-9", "Boeing 787-8"], brands: { economy: "Economy", business: "Business" }, terminals: { CMN: "1" } }),
    c({ code: "UL", name: "SriLankan Airlines", hubs: ["CMB"], short: ["Airbus A320neo"], long: ["Airbus A330-300"], brands: { economy: "Economy", business: "Business" } }),
    c({ code: "FJ", name: "Fiji Airways", hubs: ["NAN"], short: ["Boeing 737 MAX 8"], long: ["Airbus A350-900", "Airbus A330-200"], brands: { economy: "Economy", business: "Business" } }),
    // SkyTeam
    c({ code: "DL", name: "Delta Air Lines", hubs: ["ATL", "DTW", "MSP", "SLC", "JFK", "LAX", "SEA", "BOS", "LGA"], short: ["Airbus A220-300", "Boeing 737-800", "Airbus A320", "Embraer E175", "Boeing 737-900ER"], medium: ["Airbus A321neo", "Boeing 757-200"], long: ["Airbus A350-900", "Airbus A330-900neo", "Boeing 767-400ER", "Airbus A330-300"], pe: true, brands: { economy: "Main Cabin", premiumEconomy: "Delta Premium Select", business: "Delta One" }, shortBrands: { business: "Delta First" }, terminals: { ATL: "S", JFK: "4", LAX: "3", MSP: "1", BOS: "A", LGA: "C", DTW: "McNamara" } }),
    c({ code: "AF", name: "Air France", hubs: ["CDG"], short: ["Airbus A220-300", "Airbus A320", "Airbus A321"], long: ["Boeing 777-300ER", "Airbus A350-900", "Boeing 787-9", "Airbus A330-200"], pe: true, first: true, brands: { economy: "Economy", premiumEconomy: "Premium", business: "Business", firstClass: "La Première" }, terminals: { CDG: "2E" } }),
    c({ code: "KL", name: "KLM", hubs: ["AMS"], short: ["Embraer E195-E2", "Boeing 737-800", "Boeing 737-900"], long: ["Boeing 777-300ER", "Boeing 787-10", "Airbus A330-200", "Boeing 787-9"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium Comfort", business: "World Business Class" }, shortBrands: { business: "Europe Business" } }),
    c({ code: "KE", name: "Korean Air", hubs: ["ICN"], short: ["Boeing 737-900", "Airbus A220-300", "Airbus A321neo"], long: ["Boeing 777-300ER", "Boeing 787-9", "Airbus A380-800", "Boeing 747-8"], first: true, brands: { economy: "Economy", business: "Prestige", firstClass: "First" }, terminals: { ICN: "2" } }),
    c({ code: "AM", name: "Aeroméxico", hubs: ["MEX"], short: ["Boeing 737 MAX 8", "Embraer E190"], medium: ["Boeing 737 MAX 9"], long: ["Boeing 787-9", "Boeing 787-8"], brands: { economy: "Economy", business: "Premier" }, terminals: { MEX: "2" } }),
    c({ code: "VS", name: "Virgin Atlantic", hubs: ["LHR", "MAN"], short: ["Airbus A330-300"], long: ["Airbus A350-1000", "Boeing 787-9", "Airbus A330-900neo"], minKm: 3000, pe: true, brands: { economy: "Economy", premiumEconomy: "Premium", business: "Upper Class" }, terminals: { LHR: "3", MAN: "2" } }),
    c({ code: "SV", name: "Saudia", hubs: ["RUH", "JED"], short: ["Airbus A320neo", "Airbus A321neo"], long: ["Boeing 777-300ER", "Boeing 787-10"], first: true, brands: { economy: "Guest", business: "Business", firstClass: "First" } }),
    c({ code: "KQ", name: "Kenya Airways", hubs: ["NBO"], short: ["Embraer E190", "Boeing 737-800"], long: ["Boeing 787-8"], brands: { economy: "Economy", business: "Business" }, terminals: { NBO: "1A" } }),
    c({ code: "MU", name: "China Eastern Airlines", hubs: ["PVG"], short: ["Airbus A320neo", "Boeing 737-800", "Airbus A321"], long: ["Airbus A350-900", "Boeing 777-300ER", "Boeing 787-9"], first: true, brands: { economy: "Economy", business: "Business", firstClass: "First" }, terminals: { PVG: "1" } }),
    c({ code: "CI", name: "China Airlines", hubs: ["TPE"], short: ["Airbus A321neo", "Boeing 737-800"], long: ["Airbus A350-900", "Boeing 777-300ER"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Premium Business" }, terminals: { TPE: "1" } }),
    c({ code: "VN", name: "Vietnam Airlines", hubs: ["SGN", "HAN"], short: ["Airbus A321neo", "Airbus A321"], long: ["Boeing 787-10", "Airbus A350-900"], pe: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business" } }),
    c({ code: "GA", name: "Garuda Indonesia", hubs: ["CGK"], short: ["Boeing 737-800"], long: ["Boeing 777-300ER", "Airbus A330-900neo"], first: true, brands: { economy: "Economy", business: "Business", firstClass: "First" }, terminals: { CGK: "3" } }),
    c({ code: "AR", name: "Aerolíneas Argentinas", hubs: ["EZE", "AEP"], short: ["Boeing 737 MAX 8", "Boeing 737-800"], long: ["Airbus A330-200"], brands: { economy: "Economy", business: "Club Cóndor" } }),
    c({ code: "UX", name: "Air Europa", hubs: ["MAD"], short: ["Boeing 737-800", "Embraer E195"], long: ["Boeing 787-9", "Boeing 787-8"], brands: { economy: "Economy", business: "Business" }, terminals: { MAD: "1" } }),
    c({ code: "ME", name: "Middle East Airlines", hubs: ["BEY"], short: ["Airbus A321neo", "Airbus A320"], long: ["Airbus A330-200"], maxKm: 6000, brands: { economy: "Economy", business: "Cedar Class" } }),
    c({ code: "SK", name: "SAS", hubs: ["CPH", "ARN", "OSL"], short: ["Airbus A320neo", "Boeing 737-700", "Airbus A321LR"], long: ["Airbus A350-900", "Airbus A330-300"], pe: true, brands: { economy: "SAS Go", premiumEconomy: "SAS Plus", business: "SAS Business" } }),
    // Emirates and flydubai
    c({ code: "EK", name: "Emirates", hubs: ["DXB"], short: ["Boeing 777-300ER"], medium: ["Boeing 777-300ER", "Boeing 777-200LR"], long: ["Airbus A380-800", "Boeing 777-300ER", "Airbus A350-900"], pe: true, first: true, brands: { economy: "Economy", premiumEconomy: "Premium Economy", business: "Business", firstClass: "First" }, terminals: { DXB: "3" } }),
    c({ code: "FZ", name: "flydubai", hubs: ["DXB"], short: ["Boeing 737 MAX 8", "Boeing 737-800"], long: ["Boeing 737 MAX 8"], maxKm: 5000, brands: { economy: "Economy", business: "Business" }, terminals: { DXB: "2" } }),
  ].map((x) => [x.code, x]),
);

export const STAR = ["UA", "AC", "LH", "LX", "OS", "SN", "LO", "TP", "TK", "SQ", "NH", "OZ", "TG", "NZ", "ET", "SA", "CA", "AI", "MS", "BR", "CM", "AV", "A3"];
export const ONEWORLD = ["AA", "BA", "IB", "AY", "QF", "CX", "JL", "QR", "AS", "RJ", "MH", "AT", "UL", "FJ"];
export const SKYTEAM = ["DL", "AF", "KL", "KE", "AM", "VS", "SV", "KQ", "MU", "CI", "VN", "GA", "AR", "UX", "ME", "SK"];

/** Every airport that is some carrier's hub: treated as a "major" airport for direct long-haul flights. */
export const ALL_HUBS = new Set(Object.values(CARRIERS).flatMap((x) => x.hubs));

export function getCarrier(code: string): Carrier {
  const found = CARRIERS[code];
  if (!found) throw new Error(`unknown carrier ${code}`);
  return found;
}

/** Cabins a carrier sells on a flight of `km` (with `aircraft`, when known: first class only on the flagship). */
export function cabinsOnFlight(carrier: Carrier, km: number, aircraft?: string): Cabin[] {
  // Narrow-body carriers with a domestic-style first cabin (Alaska) keep it on every flight.
  if (carrier.shortCabins && (km < 2500 || km <= (carrier.maxKm ?? 0))) return carrier.shortCabins;
  if (km < 2500) return ["economy", "business"];
  const out: Cabin[] = ["economy"];
  if (carrier.pe) out.push("premiumEconomy");
  out.push("business");
  if (carrier.first && km >= 5000 && (aircraft === undefined || aircraft === carrier.long[0])) out.push("firstClass");
  return out;
}
