"use client";
// One hotel list across programs, sorted and filtered in memory over keys precomputed on the
// server (lib/hotels/filter-hotels.ts). Cards below the fold skip layout (content-visibility), so
// a 200-hotel search stays smooth without virtualizing cards whose height changes on expand.
import { useDeferredValue, useMemo, useState } from "react";
import { HotelCard } from "@/components/hotels/hotel-card";
import { HotelResultsToolbar } from "@/components/hotels/hotel-results-toolbar";
import { DEFAULT_HOTEL_FILTERS, filterHotels, hotelPrograms } from "@/lib/hotels/filter-hotels";
import type { HotelView } from "@/lib/hotels/hotel-search-view";

export function HotelResults(props: { hotels: HotelView[]; programNames: Record<string, string>; pending: boolean }) {
  const [filters, setFilters] = useState(DEFAULT_HOTEL_FILTERS);
  const deferred = useDeferredValue(filters);
  const shown = useMemo(() => filterHotels(props.hotels, deferred), [props.hotels, deferred]);
  const programs = useMemo(() => hotelPrograms(props.hotels), [props.hotels]);
  if (props.hotels.length === 0) {
    return (
      <p className="rounded-md border border-line bg-surface px-4 py-6 text-sm text-muted">
        {props.pending ? "No hotels yet — they appear here as each program answers." : "No award nights found for this search."}
      </p>
    );
  }
  const total = props.hotels.length;
  return (
    <section aria-label="Results" className="flex flex-col gap-3">
      <HotelResultsToolbar filters={filters} programs={programs} programNames={props.programNames} onChange={setFilters} />
      <p className="text-sm text-muted" aria-live="polite" data-testid="result-count">
        {shown.length === total ? `${total} hotels` : `${shown.length} of ${total} hotels`}
        {props.pending ? " so far" : ""}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-md border border-line bg-surface px-4 py-6 text-sm text-muted">No hotel matches these filters.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Hotels">
          {shown.map((h) => (
            <li key={h.id} className="[contain-intrinsic-size:auto_220px] [content-visibility:auto]">
              <HotelCard hotel={h} programName={props.programNames[h.providerCode] ?? h.providerCode} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
