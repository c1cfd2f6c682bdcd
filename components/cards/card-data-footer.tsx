// Times in the traveler's own zone, like every other moment in the app (components/ui/local-time.tsx);
// they used to be printed in UTC here alone (issue 12 item 4).
import { LocalTime } from "@/components/ui/local-time";
import type { CachedListing } from "@/lib/cards/get-cached-card-listing";

const STAMP: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** The attribution line (meta.license, required wherever card data shows) and the data's age. */
export function CardDataFooter({ listing }: { listing: CachedListing }) {
  return (
    <footer className="border-line text-muted mt-8 border-t pt-3 text-xs">
      <p>{listing.license}</p>
      <p className="mt-1">
        Card data version {listing.version}, fetched{" "}
        <LocalTime iso={listing.fetchedAt.toISOString()} options={STAMP} />; last confirmed{" "}
        <LocalTime iso={listing.checkedAt.toISOString()} options={STAMP} />.
      </p>
    </footer>
  );
}
