// Builds the C1 `cards` array for a data version and a clock. Deterministic:
// the same version, day and filter always give the same cards in the same order.
import { CATEGORIES, MERCHANT_GROUPS, type BankSeed, type BonusSeed, type CardSeed } from "./card-catalog";
import { AMEX, CHASE, CITI } from "./card-seeds-chase-amex-citi";
import { BANK_OF_AMERICA, CAPITAL_ONE, WELLS_FARGO } from "./card-seeds-capone-bofa-wells";
import { BARCLAYS, DISCOVER, US_BANK } from "./card-seeds-usbank-discover-barclays";
import {
  addDays,
  isoDay,
  quarterIndexAt,
  quarterOf,
  rotatingBonuses,
  type DatedBonus,
} from "./rotating-bonuses";

export const BANKS: readonly BankSeed[] = [
  CHASE,
  AMEX,
  CITI,
  CAPITAL_ONE,
  BANK_OF_AMERICA,
  WELLS_FARGO,
  US_BANK,
  DISCOVER,
  BARCLAYS,
];

interface Dates {
  startDate?: string;
  endDate?: string;
}
export type EarningCategory = {
  categoryId: number;
  categoryName: string;
  multiplier: number;
  description?: string;
} & Dates;
export type EarningMerchant = {
  merchantGroupId: number;
  merchantGroupName: string;
  multiplier: number;
  description?: string;
  merchantNames: Array<{ merchantId: number; merchantName: string }>;
} & Dates;

export interface Card {
  cardId: number;
  issuingBank: string;
  cardName: string;
  cardType: "personal" | "business";
  isCashback: boolean;
  isDiscontinued: boolean;
  shortEarningDescription?: string;
  servicePointValue?: number;
  currencyName?: string;
  earningCategories: EarningCategory[];
  earningMerchants?: EarningMerchant[];
}

// Limited-time offers whose end date moves with the data version, so a
// published version changes dates as well as multipliers. quarterOffset is
// relative to the current quarter; -1 makes an already expired offer.
const PROMOS: ReadonlyArray<{ cardId: number; quarterOffset: number; bonus: BonusSeed }> = [
  {
    cardId: 101,
    quarterOffset: 0,
    bonus: {
      kind: "merchant",
      key: "rideshareDelivery",
      multiplier: 5,
      description: "Limited time: <b>5x</b> on rideshare and delivery",
    },
  },
  { cardId: 402, quarterOffset: 0, bonus: { kind: "category", key: "carRental", multiplier: 10 } },
  {
    cardId: 205,
    quarterOffset: -1,
    bonus: { kind: "category", key: "department", multiplier: 5, description: "Holiday offer, <i>ended</i>" },
  },
];

// Version 2+ renames a merchant: merchantId is stable, merchantName may change (spec C1).
const RENAMES_FROM_V2: Readonly<Record<number, string>> = { 1002: "FlixNow Premium" };

export function buildCardListing(version: number, now: Date, showExpired: boolean): Card[] {
  const today = isoDay(now);
  const cards: Card[] = [];
  for (const bank of BANKS) {
    for (const seed of bank.cards) {
      const dated = [...rotatingBonuses(seed, now), ...promosFor(seed.id, version, now)];
      const visible = showExpired ? dated : dated.filter((d) => d.endDate >= today);
      cards.push(toCard(bank, seed, version, visible));
    }
  }
  return cards;
}

function promosFor(cardId: number, version: number, now: Date): DatedBonus[] {
  const current = quarterIndexAt(now);
  return PROMOS.filter((p) => p.cardId === cardId).map((p) => {
    const quarter = quarterOf(current + p.quarterOffset);
    return { bonus: p.bonus, startDate: quarter.start, endDate: addDays(quarter.end, 31 * (version - 1)) };
  });
}

function toCard(bank: BankSeed, seed: CardSeed, version: number, dated: DatedBonus[]): Card {
  const cashback = seed.cashback === true;
  const bumpFirst = version > 1 && (seed.id + version) % 9 === 0;
  const entries: DatedBonus[] = [
    ...seed.bonuses.map((bonus, i) => ({
      bonus: i === 0 && bumpFirst ? { ...bonus, multiplier: bonus.multiplier + 1 } : bonus,
      startDate: "",
      endDate: "",
    })),
    ...dated,
  ];
  const currency = seed.currency ?? (cashback ? "cash back" : bank.currency);
  const pointValue = seed.pointValue === undefined ? (cashback ? 0.01 : bank.pointValue) : seed.pointValue;
  const merchants = entries.filter((e) => e.bonus.kind === "merchant").map((e) => toMerchant(e, version));
  return {
    cardId: seed.id,
    issuingBank: bank.bank,
    cardName: seed.name,
    cardType: seed.type,
    isCashback: cashback,
    isDiscontinued: seed.discontinued === true,
    ...(seed.short === undefined ? {} : { shortEarningDescription: seed.short }),
    ...(pointValue === null ? {} : { servicePointValue: pointValue }),
    ...(currency === "" ? {} : { currencyName: currency }),
    earningCategories: entries.filter((e) => e.bonus.kind === "category").map(toCategory),
    // Optional in the spec: omitted (not empty) on cards without merchant bonuses.
    ...(merchants.length > 0 ? { earningMerchants: merchants } : {}),
  };
}

function dates(entry: DatedBonus): Dates {
  return entry.startDate === "" ? {} : { startDate: entry.startDate, endDate: entry.endDate };
}

function toCategory(entry: DatedBonus): EarningCategory {
  const { bonus } = entry;
  const def = CATEGORIES[bonus.key as keyof typeof CATEGORIES];
  return {
    categoryId: def.id,
    categoryName: def.name,
    multiplier: bonus.multiplier,
    ...dates(entry),
    ...(bonus.description === undefined ? {} : { description: bonus.description }),
  };
}

function toMerchant(entry: DatedBonus, version: number): EarningMerchant {
  const { bonus } = entry;
  const group = MERCHANT_GROUPS[bonus.key as keyof typeof MERCHANT_GROUPS];
  return {
    merchantGroupId: group.id,
    merchantGroupName: group.name,
    multiplier: bonus.multiplier,
    ...dates(entry),
    ...(bonus.description === undefined ? {} : { description: bonus.description }),
    merchantNames: group.merchants.map((m) => ({
      merchantId: m.id,
      merchantName: version >= 2 ? (RENAMES_FROM_V2[m.id] ?? m.name) : m.name,
    })),
  };
}
