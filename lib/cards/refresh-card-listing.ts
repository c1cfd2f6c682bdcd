// Refresh one cached card listing with a conditional request (If-None-Match: stored ETag).
// 304 or an unchanged data_hash changes no card data; a new hash replaces the cache in one
// transaction; a down service or malformed data keeps the last good listing and records why.
import "server-only";
import { db } from "@/lib/db";
import { ServiceError } from "@/lib/http/errors";
import type { CardVariant } from "@/lib/cards/card-variant";
import { saveCardListing } from "@/lib/cards/save-card-listing";
import { fetchCardListing } from "@/lib/services/cards/client";
import { logger } from "@/lib/log/logger";

const log = logger("cards");

export type RefreshOutcome =
  | { variant: CardVariant; outcome: "not-modified" | "unchanged" | "replaced"; version?: string }
  | { variant: CardVariant; outcome: "rejected" | "unavailable"; reason: string };

export async function refreshCardListing(variant: CardVariant): Promise<RefreshOutcome> {
  const stored = await db.cardListing.findUnique({ where: { variant }, select: { etag: true } });
  let result: Awaited<ReturnType<typeof fetchCardListing>>;
  try {
    result = await fetchCardListing({ etag: stored?.etag, withExpired: variant === "with-expired" });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    await recordFailure(variant, `service unavailable: ${error.message}`);
    return { variant, outcome: "unavailable", reason: error.message };
  }
  if (result.status === "malformed") {
    // Rejected as a whole (issue 5): the previous listing stays.
    await recordFailure(variant, `malformed listing rejected: ${result.reason}`);
    return { variant, outcome: "rejected", reason: result.reason };
  }
  if (result.status === "not-modified") {
    await markChecked(variant);
    return { variant, outcome: "not-modified" };
  }
  const outcome = await saveCardListing(variant, result.listing, result.etag);
  if (outcome === "unchanged") await markChecked(variant);
  log.info(
    `${variant} listing ${outcome} (version ${result.listing.meta.version}, ${result.listing.cards.length} cards)`,
  );
  return { variant, outcome, version: result.listing.meta.version };
}

// Bookkeeping only (when the service last confirmed the data); the cards are not touched.
async function markChecked(variant: CardVariant) {
  await db.cardListing.updateMany({
    where: { variant },
    data: { checkedAt: new Date(), lastError: null, lastErrorAt: null },
  });
}

async function recordFailure(variant: CardVariant, reason: string) {
  log.warn(`${variant} refresh failed, keeping the last good listing: ${reason}`);
  await db.cardListing.updateMany({
    where: { variant },
    data: { lastError: reason, lastErrorAt: new Date() },
  });
}
