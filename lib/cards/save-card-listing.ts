// Replace one cached listing in ONE transaction (issue 5: no page ever sees half of it).
// An advisory lock serializes concurrent refreshes of the same variant (jobs run at least once,
// the page may fetch synchronously at the same time); the hash is re-checked under the lock.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CardVariant } from "@/lib/cards/card-variant";
import type { CardListingResponse } from "@/lib/services/cards/card-schema";

export async function saveCardListing(
  variant: CardVariant,
  listing: CardListingResponse,
  etag: string | null,
): Promise<"replaced" | "unchanged"> {
  const now = new Date();
  const { meta } = listing;
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`card-listing:${variant}`}))`;
    const stored = await tx.cardListing.findUnique({ where: { variant }, select: { dataHash: true } });
    if (stored?.dataHash === meta.data_hash) return "unchanged";
    const generatedAt = new Date(meta.generated_at);
    const head = {
      dataHash: meta.data_hash,
      // C1: data_hash "matches the ETag"; keep the header as sent when there is one.
      etag: etag ?? `"${meta.data_hash}"`,
      version: meta.version,
      license: meta.license,
      generatedAt: Number.isNaN(generatedAt.getTime()) ? now : generatedAt,
      fetchedAt: now,
      checkedAt: now,
      lastError: null,
      lastErrorAt: null,
    };
    await tx.cachedCard.deleteMany({ where: { variant } });
    await tx.cardListing.upsert({ where: { variant }, create: { variant, ...head }, update: head });
    await tx.cachedCard.createMany({
      data: listing.cards.map((c) => ({
        variant,
        cardId: c.cardId,
        issuingBank: c.issuingBank,
        cardName: c.cardName,
        cardType: c.cardType,
        isCashback: c.isCashback,
        isDiscontinued: c.isDiscontinued,
        shortEarningDescription: c.shortEarningDescription ?? null,
        servicePointValue: c.servicePointValue ?? null,
        currencyName: c.currencyName ?? null,
        earningCategories: (c.earningCategories ?? []) as Prisma.InputJsonValue,
        earningMerchants: (c.earningMerchants ?? []) as Prisma.InputJsonValue,
      })),
    });
    return "replaced";
  });
}
