"use client";
// One hotel list across programs, sorted and filtered in memory over keys precomputed on the
// server (lib/hotels/filter-hotels.ts). Cards below the fold skip layout (content-visibility), so
// a 200-hotel search stays smooth without virtualizing cards whose height changes on expand.
import { useMemo } from "react";
import { EmptyResults, ResultCount } from "@/components/award-search/results-parts";
import { useFilteredResults } from "@/components/award-search/use-filtered-results";
import { HotelCard } from "@/components/hotels/hotel-card";
import { HotelResultsToolbar } from "@/components/hotels/hotel-results-toolbar";
import { DEFAULT_HOTEL_FILTERS, filterHotels, hotelPrograms } from "@/lib/hotels/filter-hotels";
import type { HotelView } from "@/lib/hotels/hotel-search-view";

export function HotelResults(props: { hotels: HotelView[]; programNames: Record<string, string>; pending: boolean }) {
  const { filters, setFilters, shown } = useFilteredResults(props.hotels, DEFAULT_HOTEL_FILTERS, filterHotels);
  const programs = useMemo(() => hotelPrograms(props.hotels), [props.hotels]);
  if (props.hotels.length === 0) {
    return <EmptyResults>{props.pending ? "No hotels yet — they appear here as each program answers." : "No award nights found for this search."}</EmptyResults>;
  }
  return (
    <section aria-label="Results" className="flex flex-col gap-3">
      <HotelResultsToolbar filters={filters} programs={programs} programNames={props.programNames} onChange={setFilters} />
      <ResultCount shown={shown.length} total={props.hotels.length} noun="hotels" pending={props.pending} />
      {shown.length === 0 ? (
        <EmptyResults>No hotel matches these filters.</EmptyResults>
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
