import { formatStamp } from "@/lib/cards/format-card-numbers";
import type { CachedListing } from "@/lib/cards/get-cached-card-listing";

/** The attribution line (meta.license, required wherever card data shows) and the data's age. */
export function CardDataFooter({ listing }: { listing: CachedListing }) {
  return (
    <footer className="mt-8 border-t border-line pt-3 text-xs text-muted">
      <p>{listing.license}</p>
      <p className="mt-1">
        Card data version {listing.version}, fetched {formatStamp(listing.fetchedAt)}; last confirmed {formatStamp(listing.checkedAt)}.
      </p>
    </footer>
  );
}
