// Read one cached listing (head + cards) from a single snapshot, so a refresh committing in
// between can never mix two versions on one page.
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

export async function getCachedCardListing(variant: CardVariant): Promise<CachedListing | null> {
  const [head, rows] = await db.$transaction(
    [
      db.cardListing.findUnique({
        where: { variant },
        select: { version: true, license: true, fetchedAt: true, checkedAt: true, lastError: true, lastErrorAt: true },
      }),
      db.cachedCard.findMany({ where: { variant }, orderBy: [{ issuingBank: "asc" }, { cardName: "asc" }] }),
    ],
    { isolationLevel: "RepeatableRead" },
  );
  if (!head) return null;
  return {
    variant,
    ...head,
    cards: rows.map((r) => ({
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
    })),
  };
}
