"use client";
// One hotel list across programs, sorted and filtered in memory over keys precomputed on the
// server (lib/hotels/filter-hotels.ts). Only the first PAGE cards render, more on request: a
// 200-hotel search mounts 40 cards, not 200, so sorting and filtering stay instant. Paging rather
// than virtualizing because cards grow on expand and keep their open state while scrolled away.
import { useMemo, useState } from "react";
import { EmptyResults, ResultCount } from "@/components/award-search/results-parts";
import { useFilteredResults } from "@/components/award-search/use-filtered-results";
import { HotelCard } from "@/components/hotels/hotel-card";
import { HotelResultsToolbar } from "@/components/hotels/hotel-results-toolbar";
import { Button } from "@/components/ui/button";
import { DEFAULT_HOTEL_FILTERS, filterHotels, type HotelFilters, hotelPrograms } from "@/lib/hotels/filter-hotels";
import type { HotelView } from "@/lib/hotels/hotel-search-view";
import { searchedPlace } from "@/lib/hotels/searched-place";

export const HOTEL_PAGE = 40;

export function HotelResults(props: { hotels: HotelView[]; programNames: Record<string, string>; pending: boolean; anyAnswered: boolean }) {
  const { filters, setFilters, shown } = useFilteredResults(props.hotels, DEFAULT_HOTEL_FILTERS, filterHotels);
  const [limit, setLimit] = useState(HOTEL_PAGE);
  const programs = useMemo(() => hotelPrograms(props.hotels), [props.hotels]);
  const place = useMemo(() => searchedPlace(props.hotels), [props.hotels]);
  if (props.hotels.length === 0) {
    return (
      <EmptyResults>
        {props.pending
          ? "No hotels yet — they appear here as each program answers."
          : props.anyAnswered
            ? "No award nights found for this search."
            : "No hotels: no program returned any — see each program's message above."}
      </EmptyResults>
    );
  }
  // A new sort or filter starts again at the top of the list.
  const change = (f: HotelFilters) => {
    setFilters(f);
    setLimit(HOTEL_PAGE);
  };
  const hidden = shown.length - limit;
  const more = Math.min(HOTEL_PAGE, hidden);
  return (
    <section aria-label="Results" className="flex flex-col gap-3">
      <h3 className="text-base font-semibold" data-testid="searched-place">
        {place ? `Hotels near ${place}` : "Hotels"}
      </h3>
      <HotelResultsToolbar filters={filters} programs={programs} programNames={props.programNames} onChange={change} />
      <ResultCount shown={shown.length} total={props.hotels.length} noun="hotels" pending={props.pending} />
      {shown.length === 0 ? (
        <EmptyResults>No hotel matches these filters.</EmptyResults>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Hotels">
          {shown.slice(0, limit).map((h) => (
            <li key={h.id} className="[contain-intrinsic-size:auto_220px] [content-visibility:auto]">
              <HotelCard hotel={h} programName={props.programNames[h.providerCode] ?? h.providerCode} />
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Button variant="secondary" className="self-center" onClick={() => setLimit((l) => l + HOTEL_PAGE)}>
          {more === hidden ? `Show the other ${more} hotel${more === 1 ? "" : "s"}` : `Show ${more} more hotels (${hidden} not shown)`}
        </Button>
      ) : null}
    </section>
  );
}
