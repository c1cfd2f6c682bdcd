import { Notice } from "@/components/ui/notice";
import { LocalTime } from "@/components/ui/local-time";
import type { LoadedListing } from "@/lib/cards/load-card-listing";

const STAMP: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** What the user must know about the data: none yet, or older than it should be and why. */
export function ListingStatus({ loaded }: { loaded: LoadedListing }) {
  const { listing, firstFetchError } = loaded;
  if (!listing) {
    return (
      <Notice tone="bad" title="Card data is not available yet">
        We tried to fetch the card listing just now and the card service did not answer (
        {firstFetchError ?? "no data"}). Nothing has been saved yet, so there is nothing to show. Try again in
        a few minutes.
      </Notice>
    );
  }
  if (!listing.lastError || !listing.lastErrorAt) return null;
  const down = listing.lastError.startsWith("service unavailable");
  return (
    <div className="mb-4">
      <Notice
        tone="warn"
        title={down ? "The card service is not answering" : "The latest card data was rejected"}
      >
        Showing the last good listing, fetched{" "}
        <LocalTime iso={listing.fetchedAt.toISOString()} options={STAMP} />. The refresh at{" "}
        <LocalTime iso={listing.lastErrorAt.toISOString()} options={STAMP} />{" "}
        {down ? "could not reach the service" : "received data that failed our checks"}; we will try again.
      </Notice>
    </div>
  );
}
