"use client";
// "Watch this search" under a search's results: the conditions, prefilled from the search, and a link
// to the Watches page once saved. Flights: its cabins, adults, date and programs; hotels: its check-in
// and programs.
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { StoredFlightParams } from "@/lib/flights/stored-params";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";
import type { AnyWatchInput } from "@/lib/watches/watch-conditions";
import { WATCH_CABINS } from "@/lib/watches/watch-limits";
import { useCreateWatch } from "./use-watches";
import { WatchForm } from "./watch-form";

const watchCabins = (cabins: string[]) =>
  WATCH_CABINS.filter((c) => cabins.some((x) => x.toLowerCase() === c.toLowerCase()));

/** `trip`: a journey's legs in words (round trip, multi-city, flexible days): watched as searched. */
export function WatchThisSearch({
  searchId,
  params,
  programNames,
  trip,
}: {
  searchId: string;
  params: StoredFlightParams;
  programNames: Record<string, string>;
  trip?: string;
}) {
  const initial: AnyWatchInput = {
    maxMiles: null,
    cabins: watchCabins(params.cabins).length ? watchCabins(params.cabins) : ["economy"],
    nonstop: false,
    seats: params.adults,
    programs: params.programs,
    dateFrom: params.date,
    dateTo: params.date,
  };
  return (
    <WatchBox
      searchId={searchId}
      initial={initial}
      programs={params.programs}
      programNames={programNames}
      what={trip ? "bookable journeys" : "seats"}
      trip={trip}
    />
  );
}

export function WatchThisHotelSearch({
  searchId,
  params,
  programNames,
}: {
  searchId: string;
  params: StoredHotelParams;
  programNames: Record<string, string>;
}) {
  const initial: AnyWatchInput = {
    kind: "hotels",
    maxPoints: null,
    programs: params.programs,
    dateFrom: params.checkIn,
    dateTo: params.checkIn,
  };
  return (
    <WatchBox
      searchId={searchId}
      initial={initial}
      programs={params.programs}
      programNames={programNames}
      what="award rates"
    />
  );
}

function WatchBox({
  searchId,
  initial,
  programs,
  programNames,
  what,
  trip,
}: {
  searchId: string;
  initial: AnyWatchInput;
  programs: string[];
  programNames: Record<string, string>;
  what: string;
  trip?: string;
}) {
  const [open, setOpen] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const create = useCreateWatch();
  // Drawn by the server when the search has already finished: a press before the page has hydrated
  // would open nothing, so the button waits for it (as the date picker's does).
  const hydrated = useHydrated();
  if (savedId) {
    return (
      <p role="status" className="border-line bg-surface rounded-md border p-3 text-sm">
        Watching this search. You will be told of new {what} in Notifications and by email.{" "}
        <Link href="/watches" className="text-brand font-medium hover:underline">
          See your watches
        </Link>
      </p>
    );
  }
  return (
    <section aria-label="Watch this search" className="border-line bg-surface rounded-md border p-4">
      {open ? (
        <WatchForm
          initial={initial}
          programs={programs}
          programNames={programNames}
          trip={trip}
          submitLabel="Start watching"
          busy={create.isPending}
          onSubmit={(v) =>
            create.mutateAsync({ ...v, searchId }).then(({ id }) => {
              setSavedId(id);
              toast.success("Watching this search");
            })
          }
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted text-sm">
            Not what you want yet? Milepost can keep looking and tell you when {what} appear.
          </p>
          <Button variant="secondary" disabled={!hydrated} onClick={() => setOpen(true)}>
            Watch this search
          </Button>
        </div>
      )}
    </section>
  );
}
