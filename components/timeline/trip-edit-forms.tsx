// Editing which items make a trip (server component, plain forms posting one server action):
// merge a trip with the one before or after it; move an opened item to the previous or next trip
// or into a trip of its own. Every trip touched becomes the user's, never regrouped automatically.
import { editTripAction } from "@/app/(app)/timeline/actions";
import { Button } from "@/components/ui/button";

const small = "h-8 px-3 text-xs";

export function MergeTripForm({
  tripKey,
  view,
  hasPrevious,
  hasNext,
}: {
  tripKey: string;
  view: string;
  hasPrevious: boolean;
  hasNext: boolean;
}) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <form action={editTripAction} className="flex flex-wrap gap-2" aria-label="Merge trips">
      <input type="hidden" name="op" value="merge" />
      <input type="hidden" name="tripKey" value={tripKey} />
      <input type="hidden" name="view" value={view} />
      {hasPrevious ? (
        <Button variant="secondary" className={small} name="with" value="previous">
          Merge with previous trip
        </Button>
      ) : null}
      {hasNext ? (
        <Button variant="secondary" className={small} name="with" value="next">
          Merge with next trip
        </Button>
      ) : null}
    </form>
  );
}

export interface ItemPlace {
  first: boolean;
  last: boolean;
  alone: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function MoveItemForm({ itemKey, view, place }: { itemKey: string; view: string; place: ItemPlace }) {
  // Only a trip's first item can join the trip before it and only its last the trip after it,
  // so trips never overlap.
  const previous = place.first && place.hasPrevious;
  const next = place.last && place.hasNext;
  if (!previous && !next && place.alone) return null;
  return (
    <form
      action={editTripAction}
      className="flex flex-wrap items-center gap-2"
      aria-label="Move to another trip"
    >
      <input type="hidden" name="op" value="move" />
      <input type="hidden" name="itemKey" value={itemKey} />
      <input type="hidden" name="view" value={view} />
      <span className="text-muted text-sm">Trip:</span>
      {previous ? (
        <Button variant="secondary" className={small} name="to" value="previous">
          Move to previous trip
        </Button>
      ) : null}
      {next ? (
        <Button variant="secondary" className={small} name="to" value="next">
          Move to next trip
        </Button>
      ) : null}
      {!place.alone ? (
        <Button variant="secondary" className={small} name="to" value="own">
          Put in a trip of its own
        </Button>
      ) : null}
    </form>
  );
}
