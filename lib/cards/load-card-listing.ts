// What a card page reads: the cached listing, fetched synchronously once when the cache is still
// empty (a brand-new install shows cards on the first view instead of waiting for the job).
import "server-only";
import type { CardVariant } from "@/lib/cards/card-variant";
import { getCachedCardListing, type CachedListing } from "@/lib/cards/get-cached-card-listing";
import { refreshCardListing } from "@/lib/cards/refresh-card-listing";

export interface LoadedListing {
  listing: CachedListing | null;
  /** Set when the cache was empty and the synchronous fetch failed: say so on the page. */
  firstFetchError: string | null;
}

export async function loadCardListing(variant: CardVariant): Promise<LoadedListing> {
  const cached = await getCachedCardListing(variant);
  if (cached) return { listing: cached, firstFetchError: null };
  const result = await refreshCardListing(variant);
  if (result.outcome === "rejected" || result.outcome === "unavailable") {
    return { listing: null, firstFetchError: result.reason };
  }
  return { listing: await getCachedCardListing(variant), firstFetchError: null };
}
