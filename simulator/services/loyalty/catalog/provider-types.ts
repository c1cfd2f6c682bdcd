// Provider definitions (spec 2, A1/A2) plus the private `sim` block that
// drives the generated accounts. Only the public part is ever serialized.
export type ProviderKind = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface InputOption {
  code: string;
  name: string;
  kind: string;
}

/** A2 input descriptor: `code`, `title`, `options`, `required`, `defaultValue`. */
export interface InputDescriptor {
  code: string;
  title: string;
  options: InputOption[];
  required: boolean;
  defaultValue: string;
}

export type HistoryColumnKind =
  "PostingDate" | "Description" | "Category" | "Amount" | "Miles" | "Currency" | "Bonus" | "MCC" | "Info";

/** Which field of a generated history entry fills the column. */
export type ColumnSource =
  | "date"
  | "description"
  | "miles"
  | "bonus"
  | "status"
  | "category"
  | "amount"
  | "currency"
  | "mcc"
  | "location";

export interface HistoryColumnSpec {
  type: "string" | "date" | "integer" | "decimal";
  kind: HistoryColumnKind;
  name: string;
  source: ColumnSource;
}

export type PropertyMetric =
  | "accountNumber"
  | "holderName"
  | "memberSince"
  | "eliteStatus"
  | "nextEliteLevel"
  | "neededForNextLevel"
  | "nightsNeededForNextLevel"
  | "ytdEarned"
  | "ytdSegments"
  | "lifetimePoints"
  | "lastActivity"
  | "expiringBalance"
  | "neededForNextReward"
  | "eliteExpiration"
  | "neededToRetain"
  | "segmentsToRetain"
  | "familyBalance"
  | "statusPoints"
  | "homeAirport"
  | "freeNightCertificates"
  | "cardsOnFile";

export interface PropertySpec {
  code: string;
  name: string;
  kind: string;
  metric: PropertyMetric;
}

export interface EliteTier {
  name: string;
  threshold: number;
  segments: number;
}

export type ActivityProfile = "airline" | "hotel" | "car" | "card" | "rail" | "dining" | "cruise";

/** What a co-branded card gives towards elite status while it is held, as the US cards do. */
export interface CobrandCard {
  card: string;
  /** Miles or points for opening it, posted on the day it is opened (they earn no status). */
  welcomeBonus: number;
  /** Status credit per dollar spent on the card (Delta: $1 MQD per $10 → 0.1); without it, the
   *  program's partnerStatusPerMile of the miles it earns (AAdvantage: a Loyalty Point a mile). */
  statusPerDollar?: number;
  /** Status credit posted each January (Marriott: 15 Elite Night Credits), with the row's words. */
  yearly?: { status: number; description: string };
  /** The tier the card grants while held (an index into eliteTiers: Hilton Gold with the Surpass card). */
  tierFloor?: number;
}

export interface SimSettings {
  activity: ActivityProfile;
  /** Pattern for the membership number: `#` digit, `A` letter, `X` letter or digit. */
  accountNumberPattern: string;
  /** Months of inactivity after which the balance expires (canCheckExpiration 1). */
  expirationMonths?: number;
  itinerary?: "flight" | "hotel" | "car" | "train";
  airline?: { name: string; iata: string; icao: string };
  chain?: string; // key into the hotel directory
  rentalCompany?: string;
  /** Programs a card currency transfers to (provider codes) and how many of theirs one point makes:
   *  the transfer leaves here and arrives there, in the same person's account (build-history.ts). */
  transferPartners?: Array<[code: string, ratio: number]>;
  /** Sub-accounts (cards under one login) for card programs. */
  cards?: Array<{ code: string; displayName: string; earnMultiplier: number }>;
  rewardCost: number; // points of the cheapest reward, for kind 14
  /** Base points per dollar on hotel stays (default 10). */
  pointsPerDollar?: number;
  /** Status credit per flown mile (airlines) — tiers are expressed in this unit. */
  statusPerMile?: number;
  /** Status credit per mile earned with partners (AAdvantage: every partner mile is a Loyalty Point). */
  partnerStatusPerMile?: number;
  /** The program's co-branded credit card, which about half of its members hold (account-profile.ts). */
  cobrand?: CobrandCard;
  currency: string; // currency for card amounts / pricing
}

export interface ProviderDef {
  code: string;
  displayName: string;
  kind: ProviderKind;
  providerName: string;
  programName: string;
  login: InputDescriptor;
  login2?: InputDescriptor;
  login3?: InputDescriptor;
  password: InputDescriptor;
  properties: PropertySpec[];
  canCheckConfirmation: boolean;
  canCheckItinerary: boolean;
  canCheckPastItinerary: boolean;
  canCheckExpiration: 0 | 1 | 2;
  confirmationNumberFields: Array<{ code: string; title: string; required: boolean; defaultValue: string }>;
  historyColumns: HistoryColumnSpec[];
  eliteTiers: EliteTier[];
  canParseHistory: boolean;
  canParseFiles: boolean;
  /** Listed, but every check ends in state 5 (spec 2, A state 5 "Provider disabled"). */
  disabled?: boolean;
  sim: SimSettings;
}

export function input(code: string, title: string, extra: Partial<InputDescriptor> = {}): InputDescriptor {
  return { code, title, options: [], required: true, defaultValue: "", ...extra };
}

/** Region drop-down whose first option is empty although the field is required (a real quirk). */
export function regionInput(
  title: string,
  regions: Array<[string, string]>,
  defaultValue = "",
): InputDescriptor {
  return {
    code: "login2",
    title,
    options: [
      { code: "", name: "Select your region", kind: "region" },
      ...regions.map(([code, name]) => ({ code, name, kind: "region" })),
    ],
    required: true,
    defaultValue,
  };
}

export function property(code: string, name: string, kind: number, metric: PropertyMetric): PropertySpec {
  return { code, name, kind: String(kind), metric };
}
