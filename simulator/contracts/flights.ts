// Spec 1 A (flight award search) as the simulator sends it, written from the spec text
// (docs/services/flights.md), not from the app's zod schemas: the contract test
// (simulator/contracts/app-schemas.test.ts) checks the two against each other.

export type Cabin = "firstClass" | "business" | "premiumEconomy" | "economy" | "unknown";

/** Input descriptor (spec 1, A and B). Option `kind` values are "not shown". */
export interface InputDescriptor {
  code: string;
  title: string;
  options?: Array<{ code: string; name: string; kind: string }>;
  required: boolean;
  defaultValue?: string;
}

/** A1 provider item. */
export interface FlightProviderItem {
  code: string;
  displayName: string;
  shortName: string;
  supportedCurrencies?: string[];
  priceCalendar?: { cabins: Cabin[] };
  authMode: "none" | "optional" | "pooled" | "consumer";
  accountBenefit: Array<"personalizedPricing" | "improvedCoverage" | "reducedBlockingRisk">;
  knownChallengeTypes: Array<"email" | "sms" | "totp" | "pushApproval">;
  login: InputDescriptor;
  login2?: InputDescriptor;
  password: InputDescriptor;
}

/** GET /v1/providers/list. */
export interface FlightProviderList {
  apiVersion: number;
  providers: FlightProviderItem[];
}

export interface CashCost {
  currency: string;
  originalCurrency?: string;
  conversionRate?: number;
  taxes: number;
  fees?: number;
}

/** Segment. The airline's 2-letter code is Req, as `airline` — or `airlineCode`, the example's name
 *  ("clients must accept either"); the simulator sends one or the other, per program. */
export interface Segment {
  departure: { dateTime: string; airport: string; terminal?: string };
  arrival: { dateTime: string; airport: string; terminal?: string };
  standardCOS: Cabin;
  brandedCOS?: string;
  fareClass?: string;
  flightNumbers: string[];
  airline?: string;
  airlineCode?: string;
  aircraft?: string;
  /** `layover` except on the last segment. */
  times?: { flight?: string; layover?: string };
  numberOfStops?: number;
  tickets?: number;
  meal?: string;
}

export interface Route {
  numberOfStops?: number;
  tickets?: number;
  times?: { flight?: string; layover?: string };
  mileCost: { program?: string; miles: number };
  cashCost: CashCost;
  segments: Segment[];
  awardTypes?: string;
}

export interface CalendarEntry {
  miles: number;
  cashCost: CashCost;
  standardItineraryCOS: Cabin;
  brandedItineraryCOS?: string;
  date: string;
}

export interface Progress {
  state: number;
  message: string;
}

/** A3: GET /v1/getResults/{requestId} and the callback body. */
export interface FlightSearchResult {
  requestId: string;
  userData: string;
  state: number;
  message: string;
  requestDate: string;
  routes?: Route[];
  calendar?: CalendarEntry[];
  progress: { singleDate?: Progress; calendar?: Progress };
  question?: string;
  browserState?: string;
}
