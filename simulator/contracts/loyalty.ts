// Spec 2 A (loyalty account retrieval) as the simulator sends it, written from the spec text
// (docs/services/loyalty.md), not from the app's zod schemas: the contract test
// (simulator/contracts/app-schemas.test.ts) checks the two against each other. Where the spec says
// "not shown" (the names of the subaccount, detected-card and rejected-answer arrays and their
// fields), the simulator's choice is written here and in simulator/services/loyalty/README.md.
import type { InputDescriptor } from "./flights";
import type { LoyaltyItinerary } from "./itinerary-shapes";

/** A1: `kind` 1 Airline, 2 Hotel, 3 Car rental, 4 Train, 5 Other, 6 Credit card, 7 Shopping,
 *  8 Dining, 9 Survey, 10 Cruise. */
export interface LoyaltyProviderItem {
  code: string;
  displayName: string;
  kind: number;
}

/** PropertyInfo: `kind` a string of the codes 0–19. */
export interface PropertyInfo {
  code: string;
  name: string;
  kind: string;
}
export interface HistoryColumn {
  type: "string" | "date" | "integer" | "decimal";
  kind: string;
  name: string;
}

/** A2: GET /v2/providers/{code}. */
export interface ProviderDefinition extends LoyaltyProviderItem {
  providerName: string;
  programName: string;
  login: InputDescriptor;
  login2?: InputDescriptor;
  login3?: InputDescriptor;
  password: InputDescriptor;
  properties: PropertyInfo[];
  canCheckConfirmation: boolean;
  canCheckItinerary: boolean;
  canCheckPastItinerary: boolean;
  /** 0 no, 1 yes, 2 balance never expires. */
  canCheckExpiration: 0 | 1 | 2;
  confirmationNumberFields: InputDescriptor[];
  /** Empty when history is unsupported. */
  historyColumns: HistoryColumn[];
  eliteLevelsCount: number;
  canParseHistory: boolean;
  canParseFiles: boolean;
}

export interface HistoryRow {
  fields: Array<{ name: string; value: string }>;
}
export interface History {
  range: "complete" | "incremental" | "incremental_past";
  /** Store and send back for incremental requests. */
  state: string;
  rows: HistoryRow[];
  subAccounts?: Array<{ code: string; rows: HistoryRow[] }>;
}

/** A5: GET /v2/account/check/{id}, and each callback item. */
export interface AccountResult {
  requestId: string;
  debugInfo?: string;
  userData?: string;
  provider?: string;
  state: number;
  message?: string;
  errorReason?: string;
  checkDate?: string;
  requestDate?: string;
  login: string;
  login2?: string;
  login3?: string;
  question?: string;
  balance?: number;
  expirationDate?: string;
  properties?: Array<{ code: string; name: string; kind: string; value: string }>;
  eliteLevel?: number;
  /** True only when the service is certain there are no future reservations. */
  noItineraries?: boolean;
  neverExpires?: boolean;
  browserState?: string;
  /** Spec 3 shapes plus the loyalty variant's extra fields. */
  itineraries?: LoyaltyItinerary[];
  history?: History;
  filesVersion?: number;
  /** null: the client sent no files version. */
  filesCacheValid?: boolean | null;
  // The simulator's names for arrays whose names are "not shown":
  invalidAnswers?: Array<{ question: string; answer: string }>;
  subAccounts?: Array<{ code: string; displayName: string; balance: number }>;
  detectedCards?: Array<{ code: string; displayName: string; cardDescription?: string }>;
}
