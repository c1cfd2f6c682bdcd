// Read one cached listing (head + cards) from a single snapshot, so a refresh committing in
// between can never mix two versions on one page.
// The cards of a listing are kept in this process, keyed by the listing's data hash: a listing is
// only ever replaced whole, with a new hash, in one transaction (save-card-listing.ts), so the cards
// stored under a hash never change. A view reads the head alone (one indexed row) and takes the kept
// cards when the hash is the same; reading and mapping every card again was 4 statements and most of
// the dashboard's row decoding a view (bench/README.md "The shared shell").
import "server-only";
import { db } from "@/lib/db";
import type { CardVariant } from "@/lib/cards/card-variant";
import type { Card, EarningCategory, EarningMerchant } from "@/lib/services/cards/card-schema";

export interface CachedListing {
  variant: CardVariant;
  version: string;
  license: string;
  fetchedAt: Date;
  checkedAt: Date;
  lastError: string | null;
  lastErrorAt: Date | null;
  cards: Card[];
}

const HEAD = {
  dataHash: true,
  version: true,
  license: true,
  fetchedAt: true,
  checkedAt: true,
  lastError: true,
  lastErrorAt: true,
} as const;
type Kept = { dataHash: string; cards: Card[] };
const store = globalThis as unknown as { milepostCardListings?: Map<CardVariant, Kept> };
const kept = () => (store.milepostCardListings ??= new Map());

export async function getCachedCardListing(variant: CardVariant): Promise<CachedListing | null> {
  const head = await db.cardListing.findUnique({ where: { variant }, select: HEAD });
  if (!head) return null;
  const known = kept().get(variant);
  // The same array on every view until the listing changes: callers only read it (they filter and
  // sort copies), and lib/cards/match-spend-query.ts keeps each query's match with it.
  if (known?.dataHash === head.dataHash) return listing(variant, head, known.cards);
  const snapshot = await readSnapshot(variant);
  if (!snapshot) return null;
  kept().set(variant, { dataHash: snapshot.head.dataHash, cards: snapshot.cards });
  return listing(variant, snapshot.head, snapshot.cards);
}

function listing(
  variant: CardVariant,
  head: { dataHash: string } & Omit<CachedListing, "variant" | "cards">,
  cards: Card[],
): CachedListing {
  const { dataHash: _hash, ...rest } = head;
  return { variant, ...rest, cards };
}

/** Head and cards from one snapshot (a refresh committing in between cannot mix two versions). */
async function readSnapshot(variant: CardVariant) {
  const [head, rows] = await db.$transaction(
    [
      db.cardListing.findUnique({ where: { variant }, select: HEAD }),
      db.cachedCard.findMany({ where: { variant }, orderBy: [{ issuingBank: "asc" }, { cardName: "asc" }] }),
    ],
    { isolationLevel: "RepeatableRead" },
  );
  if (!head) return null;
  const cards: Card[] = rows.map((r) => ({
    cardId: r.cardId,
    issuingBank: r.issuingBank,
    cardName: r.cardName,
    cardType: r.cardType === "business" ? "business" : "personal",
    isCashback: r.isCashback,
    isDiscontinued: r.isDiscontinued,
    shortEarningDescription: r.shortEarningDescription ?? undefined,
    servicePointValue: r.servicePointValue ?? undefined,
    currencyName: r.currencyName ?? undefined,
    // Stored only after validation by card-schema.ts (save-card-listing.ts), so the shape holds.
    earningCategories: r.earningCategories as EarningCategory[],
    earningMerchants: r.earningMerchants as EarningMerchant[],
  }));
  return { head, cards };
}
