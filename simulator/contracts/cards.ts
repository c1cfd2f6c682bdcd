// Spec 1 C (card bonus listing) as the simulator sends it, written from the spec text
// (docs/services/cards.md), not from the app's zod schemas: the contract test
// (simulator/contracts/app-schemas.test.ts) checks the two against each other.

/** Seasonal dates and a description that may hold inline markup. */
interface Bonus {
  multiplier: number;
  startDate?: string;
  endDate?: string;
  description?: string;
}

export interface EarningCategory extends Bonus {
  categoryId: number;
  categoryName: string;
}
export interface EarningMerchant extends Bonus {
  merchantGroupId: number;
  merchantGroupName: string;
  /** `merchantId` is stable; `merchantName` may change over time. */
  merchantNames?: Array<{ merchantId: number; merchantName: string }>;
}

export interface Card {
  cardId: number;
  issuingBank: string;
  /** May contain symbols sent as Unicode escapes. */
  cardName: string;
  cardType: "business" | "personal";
  isCashback: boolean;
  isDiscontinued: boolean;
  shortEarningDescription?: string;
  servicePointValue?: number;
  currencyName?: string;
  earningCategories?: EarningCategory[];
  earningMerchants?: EarningMerchant[];
}

/** C1: GET /v1/cards. `data_hash` is a stable hash of the payload and matches the ETag. */
export interface CardListing {
  cards: Card[];
  meta: { version: string; generated_at: string; license: string; data_hash: string };
}
