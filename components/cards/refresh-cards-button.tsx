// The card pages' "Refresh card data": the shared refresh button bound to the card listing job.
// The job makes a conditional request to the card service, so the page waits a little longer.
import { refreshCardsAction } from "@/app/(app)/cards/actions";
import { QueueRefreshButton } from "@/components/ui/queue-refresh-button";

export function RefreshCardsButton() {
  return (
    <QueueRefreshButton
      action={refreshCardsAction}
      label="Refresh card data"
      queuedText="Checking the card service for a new listing…"
      refreshAfterMs={3000}
    />
  );
}
