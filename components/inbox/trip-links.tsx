"use client";
// Links to the reservations an email produced, on the timeline; "for someone else?" with keep/hide.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { EmailView } from "@/lib/inbox/list-emails";
import { useItineraryChoice } from "./use-inbox";

export function TripLinks({ ids, items }: { ids: string[]; items: EmailView["itineraries"] }) {
  const choose = useItineraryChoice();
  if (!ids.length) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label="Reservations found">
      {ids.map((id) => {
        const item = items.find((i) => i.id === id);
        return (
          <li key={id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              href={`/timeline?item=${encodeURIComponent(id)}`}
              className="text-brand hover:underline"
              data-itinerary-id={id}
            >
              {item?.title ?? "Open on the timeline"}
            </Link>
            {item?.cancelled ? (
              <span className="bg-bad-soft text-bad rounded px-1.5 text-xs font-medium">Cancelled</span>
            ) : null}
            {item?.hidden ? <span className="text-muted text-xs">Hidden from the timeline</span> : null}
            {item?.otherTraveler && !item.hidden ? (
              <span className="flex items-center gap-2 text-xs">
                <span className="bg-warn-soft text-warn rounded px-1.5 font-medium">For someone else?</span>
                <Button
                  variant="secondary"
                  className="h-7 px-2 text-xs"
                  onClick={() => choose.mutate({ id, choice: "keep" })}
                >
                  Keep
                </Button>
                <Button
                  variant="ghost"
                  className="h-7 px-2 text-xs"
                  onClick={() => choose.mutate({ id, choice: "hide" })}
                >
                  Hide
                </Button>
              </span>
            ) : null}
            {item?.hidden ? (
              <Button
                variant="ghost"
                className="h-7 px-2 text-xs"
                onClick={() => choose.mutate({ id, choice: "show" })}
              >
                Show again
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
