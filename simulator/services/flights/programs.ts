// The simulated flight award programs (spec 1 A1 provider items) plus the
// private knobs that shape their results: network carriers, award chart,
// tax currency and the field-name variants the spec tells clients to accept.
import type { FlightProviderItem, InputDescriptor } from "../../contracts/flights";
import { ONEWORLD, SKYTEAM, STAR, type Cabin } from "./carriers";

/** Spec 1 A1, exactly the fields served by GET /v1/providers/list. */
export type ProviderItem = FlightProviderItem;

export interface Program {
  provider: ProviderItem;
  carriers: string[]; // own carrier first, then partners
  currency: string; // currency the program prices taxes in
  /** Spec 1 A3 Segment: "airline"; the example says "airlineCode"; clients accept either. */
  airlineField: "airline" | "airlineCode";
  /** Route-level echo of the cabin: not in the A3 table, so clients must ignore it; shapes vary like the request field. */
  cosEcho: "string" | "array" | "none";
  scale: number; // award chart multiplier vs. the generic chart
  perSegment?: boolean; // distance-based per flight (Avios) instead of per origin-destination
  dynamic: boolean; // prices vary continuously rather than saver / standard levels
  rounding: number;
  surchargePerKm: number; // carrier-imposed surcharges, program currency per km, economy
  partnerFee?: number; // booking fee on partner-operated itineraries, program currency
  fareClasses: Record<Cabin, string>;
  awardTypeNames?: [string, string]; // [saver, standard] when the program shows award types
  /** A standing promotion on awards leaving one region for another (modelled on Flying Blue's
   *  monthly Promo Rewards, 25–50 % off selected routes from one departure region): only in that
   *  direction, so a round trip may be cheapest out on this program and back on another. */
  promo?: { from: readonly string[]; to: readonly string[]; off: Partial<Record<Cabin, number>> };
}

/** Countries of the simulator's Europe (ISO 3166-1 alpha-2), for region-based promotions. */
const EUROPE = ["AT", "BE", "CH", "CZ", "DE", "DK", "ES", "FI", "FR", "GB", "GR", "HU", "IE", "IS", "IT", "NL", "NO", "PL", "PT", "SE"];

const pw = (title = "Password"): InputDescriptor => ({ code: "Password", title, required: true });
const login = (title: string): InputDescriptor => ({ code: "Login", title, required: true });
const lastName: InputDescriptor = { code: "Login2", title: "Last name", required: true };

export const PROGRAMS: Program[] = [
  {
    provider: { code: "united", displayName: "United Airlines MileagePlus", shortName: "United", supportedCurrencies: ["USD"], priceCalendar: { cabins: ["economy", "business"] }, authMode: "none", accountBenefit: [], knownChallengeTypes: [], login: login("MileagePlus number"), password: pw() },
    carriers: ["UA", ...STAR.filter((c) => c !== "UA")], currency: "USD", airlineField: "airlineCode", cosEcho: "string", scale: 1.0, dynamic: true, rounding: 500, surchargePerKm: 0, fareClasses: { economy: "X", premiumEconomy: "O", business: "I", firstClass: "O" }, awardTypeNames: ["Saver award", "Everyday award"],
  },
  {
    provider: { code: "aadvantage", displayName: "American Airlines AAdvantage", shortName: "American", supportedCurrencies: ["USD"], priceCalendar: { cabins: ["economy", "premiumEconomy", "business", "firstClass"] }, authMode: "pooled", accountBenefit: ["reducedBlockingRisk"], knownChallengeTypes: ["email", "sms"], login: login("AAdvantage number or username"), login2: lastName, password: pw() },
    carriers: ["AA", ...ONEWORLD.filter((c) => c !== "AA")], currency: "USD", airlineField: "airline", cosEcho: "none", scale: 1.0, dynamic: false, rounding: 500, surchargePerKm: 0, fareClasses: { economy: "T", premiumEconomy: "P", business: "U", firstClass: "Z" }, awardTypeNames: ["MileSAAver", "AAnytime"],
  },
  {
    provider: { code: "delta", displayName: "Delta Air Lines SkyMiles", shortName: "Delta", supportedCurrencies: ["USD", "EUR", "GBP", "CAD"], priceCalendar: { cabins: ["economy", "premiumEconomy", "business"] }, authMode: "optional", accountBenefit: ["personalizedPricing"], knownChallengeTypes: [], login: login("SkyMiles number or username"), password: pw() },
    carriers: ["DL", ...SKYTEAM.filter((c) => c !== "DL")], currency: "USD", airlineField: "airline", cosEcho: "array", scale: 1.15, dynamic: true, rounding: 100, surchargePerKm: 0, fareClasses: { economy: "X", premiumEconomy: "A", business: "Z", firstClass: "Z" },
  },
  {
    provider: { code: "aeroplan", displayName: "Air Canada Aeroplan", shortName: "Air Canada", supportedCurrencies: ["CAD", "USD"], priceCalendar: { cabins: ["economy", "premiumEconomy", "business", "firstClass"] }, authMode: "optional", accountBenefit: ["improvedCoverage"], knownChallengeTypes: ["email"], login: login("Aeroplan number"), password: pw() },
    carriers: ["AC", ...STAR.filter((c) => c !== "AC")], currency: "CAD", airlineField: "airlineCode", cosEcho: "none", scale: 0.9, dynamic: false, rounding: 500, surchargePerKm: 0.004, partnerFee: 39, fareClasses: { economy: "X", premiumEconomy: "E", business: "I", firstClass: "O" },
  },
  {
    provider: { code: "alaska", displayName: "Alaska Airlines Mileage Plan", shortName: "Alaska", supportedCurrencies: ["USD"], authMode: "none", accountBenefit: [], knownChallengeTypes: [], login: login("Mileage Plan number"), password: pw() },
    carriers: ["AS", ...ONEWORLD.filter((c) => c !== "AS"), "EK"], currency: "USD", airlineField: "airline", cosEcho: "string", scale: 0.85, dynamic: false, rounding: 500, surchargePerKm: 0, partnerFee: 12.5, fareClasses: { economy: "X", premiumEconomy: "W", business: "D", firstClass: "U" }, awardTypeNames: ["Saver", "Main"],
  },
  {
    provider: { code: "britishairways", displayName: "British Airways Executive Club", shortName: "British Airways", supportedCurrencies: ["GBP", "USD", "EUR"], priceCalendar: { cabins: ["economy", "premiumEconomy", "business", "firstClass"] }, authMode: "pooled", accountBenefit: ["improvedCoverage", "reducedBlockingRisk"], knownChallengeTypes: ["email"], login: login("Membership number or email"), password: pw() },
    carriers: ["BA", ...ONEWORLD.filter((c) => c !== "BA")], currency: "GBP", airlineField: "airlineCode", cosEcho: "string", scale: 0.8, perSegment: true, dynamic: false, rounding: 250, surchargePerKm: 0.035, fareClasses: { economy: "X", premiumEconomy: "T", business: "U", firstClass: "Z" }, awardTypeNames: ["Reward Flight Saver", "Peak"],
  },
  {
    provider: { code: "flyingblue", displayName: "Air France-KLM Flying Blue", shortName: "Air France-KLM", supportedCurrencies: ["EUR"], priceCalendar: { cabins: ["economy", "premiumEconomy", "business"] }, authMode: "optional", accountBenefit: ["personalizedPricing"], knownChallengeTypes: ["email"], login: login("Flying Blue number or email"), password: pw() },
    carriers: ["AF", "KL", ...SKYTEAM.filter((c) => c !== "AF" && c !== "KL")], currency: "EUR", airlineField: "airline", cosEcho: "array", scale: 1.1, dynamic: true, rounding: 500, surchargePerKm: 0.012, fareClasses: { economy: "X", premiumEconomy: "W", business: "O", firstClass: "P" },
    promo: { from: ["US", "CA"], to: EUROPE, off: { economy: 0.5, premiumEconomy: 0.25, business: 0.25 } },
  },
  {
    provider: { code: "krisflyer", displayName: "Singapore Airlines KrisFlyer", shortName: "Singapore Airlines", supportedCurrencies: ["SGD", "USD"], priceCalendar: { cabins: ["economy", "premiumEconomy", "business", "firstClass"] }, authMode: "consumer", accountBenefit: [], knownChallengeTypes: ["email", "sms"], login: login("KrisFlyer membership number"), password: pw("PIN") },
    carriers: ["SQ", ...STAR.filter((c) => c !== "SQ")], currency: "SGD", airlineField: "airlineCode", cosEcho: "none", scale: 0.95, dynamic: false, rounding: 500, surchargePerKm: 0.006, fareClasses: { economy: "X", premiumEconomy: "S", business: "I", firstClass: "O" }, awardTypeNames: ["Saver", "Advantage"],
  },
  {
    provider: { code: "qantas", displayName: "Qantas Frequent Flyer", shortName: "Qantas", supportedCurrencies: ["AUD"], authMode: "pooled", accountBenefit: [], knownChallengeTypes: ["sms"], login: login("Membership number"), login2: lastName, password: pw("PIN") },
    carriers: ["QF", ...ONEWORLD.filter((c) => c !== "QF"), "EK"], currency: "AUD", airlineField: "airline", cosEcho: "none", scale: 0.9, dynamic: false, rounding: 100, surchargePerKm: 0.03, fareClasses: { economy: "X", premiumEconomy: "R", business: "U", firstClass: "Z" }, awardTypeNames: ["Classic Reward", "Points Plus Pay"],
  },
  {
    provider: {
      code: "skywards", displayName: "Emirates Skywards", shortName: "Emirates", supportedCurrencies: ["AED", "USD"], authMode: "optional", accountBenefit: ["personalizedPricing", "improvedCoverage"], knownChallengeTypes: ["email", "totp"],
      login: login("Skywards number or email"),
      login2: { code: "Login2", title: "Sign in with", required: true, defaultValue: "SkywardsNumber", options: [{ code: "SkywardsNumber", name: "Skywards number", kind: "loginType" }, { code: "Email", name: "Email address", kind: "loginType" }] },
      password: pw(),
    },
    carriers: ["EK", "FZ", "QF", "UA", "AS"], currency: "AED", airlineField: "airlineCode", cosEcho: "array", scale: 1.25, dynamic: false, rounding: 500, surchargePerKm: 0.12, fareClasses: { economy: "X", premiumEconomy: "W", business: "I", firstClass: "A" }, awardTypeNames: ["Saver", "Flex"],
  },
  {
    provider: { code: "milesandsmiles", displayName: "Turkish Airlines Miles&Smiles", shortName: "Turkish Airlines", supportedCurrencies: ["USD", "EUR", "TRY"], priceCalendar: { cabins: ["economy", "business"] }, authMode: "consumer", accountBenefit: [], knownChallengeTypes: ["sms"], login: login("Miles&Smiles number"), password: pw("PIN") },
    carriers: ["TK", ...STAR.filter((c) => c !== "TK")], currency: "USD", airlineField: "airline", cosEcho: "string", scale: 0.75, dynamic: false, rounding: 500, surchargePerKm: 0.01, fareClasses: { economy: "X", premiumEconomy: "X", business: "I", firstClass: "I" },
  },
  {
    provider: {
      code: "virginatlantic", displayName: "Virgin Atlantic Flying Club", shortName: "Virgin Atlantic", supportedCurrencies: ["GBP", "USD"], priceCalendar: { cabins: ["economy", "premiumEconomy", "business"] }, authMode: "optional", accountBenefit: ["improvedCoverage"], knownChallengeTypes: ["email", "pushApproval"],
      login: login("Flying Club number or email"),
      login2: { code: "Login2", title: "Country of residence", required: false, options: [{ code: "GB", name: "United Kingdom", kind: "country" }, { code: "US", name: "United States", kind: "country" }, { code: "other", name: "Other", kind: "country" }] },
      password: pw(),
    },
    carriers: ["VS", "DL", "AF", "KL", "KE", "SK"], currency: "GBP", airlineField: "airline", cosEcho: "none", scale: 0.8, dynamic: false, rounding: 500, surchargePerKm: 0.05, fareClasses: { economy: "X", premiumEconomy: "N", business: "I", firstClass: "I" }, awardTypeNames: ["Saver", "Standard"],
  },
];

export function getProgram(code: string): Program | undefined {
  return PROGRAMS.find((p) => p.provider.code === code);
}
