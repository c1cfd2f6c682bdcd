// Shared vocabularies of the simulated card service (spec 1, part C1): earning
// categories and merchant groups. Ids are stable forever; clients key on them.
// Merchant names may change between data versions (spec C1: "may change over
// time"), which is why the versioned rename lives in build-card-listing.ts.

export const CATEGORIES = {
  groceries: { id: 1, name: "Groceries" },
  dining: { id: 2, name: "Dining" },
  gas: { id: 3, name: "Gas stations" },
  travel: { id: 4, name: "Travel" },
  airlines: { id: 5, name: "Airlines" },
  hotels: { id: 6, name: "Hotels" },
  streaming: { id: 7, name: "Streaming services" },
  drugstores: { id: 8, name: "Drugstores" },
  transit: { id: 9, name: "Transit" },
  online: { id: 10, name: "Online shopping" },
  homeImprovement: { id: 11, name: "Home improvement" },
  wholesale: { id: 12, name: "Wholesale clubs" },
  everything: { id: 13, name: "All other purchases" },
  office: { id: 14, name: "Office supply stores" },
  telecom: { id: 15, name: "Internet, cable and phone" },
  entertainment: { id: 16, name: "Entertainment" },
  rideshare: { id: 17, name: "Rideshare" },
  carRental: { id: 18, name: "Car rentals" },
  shipping: { id: 19, name: "Shipping" },
  advertising: { id: 20, name: "Online advertising" },
  evCharging: { id: 21, name: "EV charging" },
  fitness: { id: 22, name: "Fitness clubs" },
  utilities: { id: 23, name: "Utilities" },
  portal: { id: 24, name: "Travel booked through the issuer portal" },
  department: { id: 25, name: "Department stores" },
} as const;

export type CategoryKey = keyof typeof CATEGORIES;

interface MerchantGroupDef {
  id: number;
  name: string;
  merchants: ReadonlyArray<{ id: number; name: string }>;
}

// Fictional merchant names on purpose: the simulator must not suggest real offers.
export const MERCHANT_GROUPS = {
  streaming: {
    id: 101,
    name: "Streaming services",
    merchants: [
      { id: 1001, name: "StreamCo" },
      { id: 1002, name: "FlixNow" },
      { id: 1003, name: "TuneWave Music" },
      { id: 1004, name: "ViewMax+" },
    ],
  },
  rideshareDelivery: {
    id: 102,
    name: "Rideshare & food delivery",
    merchants: [
      { id: 1011, name: "RideQuick" },
      { id: 1012, name: "DashFeast" },
      { id: 1013, name: "GoCab" },
    ],
  },
  marketplaces: {
    id: 103,
    name: "Online marketplaces",
    merchants: [
      { id: 1021, name: "ShopSphere" },
      { id: 1022, name: "ParcelPlace" },
      { id: 1023, name: "MegaMart Online" },
    ],
  },
  wholesaleClubs: {
    id: 104,
    name: "Wholesale clubs",
    merchants: [
      { id: 1031, name: "Costwise Club" },
      { id: 1032, name: "BulkBarn Warehouse" },
    ],
  },
  coffee: {
    id: 105,
    name: "Coffee shops",
    merchants: [
      { id: 1041, name: "BeanHouse" },
      { id: 1042, name: "Daily Grind Coffee" },
    ],
  },
  airlinePartner: {
    id: 106,
    name: "SkyWays Airlines",
    merchants: [{ id: 1051, name: "SkyWays Airlines" }],
  },
  hotelPartner: {
    id: 107,
    name: "Grand Stay Hotels & Resorts",
    merchants: [
      { id: 1061, name: "Grand Stay Hotels" },
      { id: 1062, name: "Grand Stay Suites" },
    ],
  },
  homeStores: {
    id: 108,
    name: "Home improvement stores",
    merchants: [
      { id: 1071, name: "HomeBuild Depot" },
      { id: 1072, name: "Hammer & Nail Supply" },
    ],
  },
  superstores: {
    id: 110,
    name: "Superstores",
    merchants: [
      { id: 1091, name: "TargetPoint" },
      { id: 1092, name: "ValueCity Superstore" },
    ],
  },
  payments: {
    id: 111,
    name: "Digital wallets",
    merchants: [
      { id: 1101, name: "PayStream Wallet" },
      { id: 1102, name: "TapPay" },
    ],
  },
} as const satisfies Record<string, MerchantGroupDef>;

export type MerchantGroupKey = keyof typeof MERCHANT_GROUPS;

/** One bonus on a card seed: a category or a merchant group, with an optional description. */
export type BonusSeed =
  | { kind: "category"; key: CategoryKey; multiplier: number; description?: string }
  | { kind: "merchant"; key: MerchantGroupKey; multiplier: number; description?: string };

export interface CardSeed {
  id: number;
  name: string;
  type: "personal" | "business";
  cashback?: boolean;
  discontinued?: boolean;
  /** Overrides the bank's points currency; cash back cards default to "cash back". */
  currency?: string;
  /** Overrides the bank's point value; null omits the field (spec: Opt). */
  pointValue?: number | null;
  short?: string;
  bonuses: BonusSeed[];
  /** Quarterly 5% calendar this card follows, if any (see rotating-bonuses.ts). */
  rotating?: "calendarA" | "calendarB";
}

export interface BankSeed {
  bank: string;
  currency: string;
  pointValue: number;
  cards: CardSeed[];
}

/** Terse constructors keep the bank tables readable. */
export const cat = (key: CategoryKey, multiplier: number, description?: string): BonusSeed => ({
  kind: "category",
  key,
  multiplier,
  ...(description === undefined ? {} : { description }),
});

export const mer = (key: MerchantGroupKey, multiplier: number, description?: string): BonusSeed => ({
  kind: "merchant",
  key,
  multiplier,
  ...(description === undefined ? {} : { description }),
});
