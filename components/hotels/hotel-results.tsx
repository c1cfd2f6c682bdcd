"use client";
// One hotel list across programs, sorted and filtered in memory over keys precomputed on the
// server (lib/hotels/filter-hotels.ts). Only the first PAGE cards render, more on request: a
// 200-hotel search mounts 40 cards, not 200, so sorting and filtering stay instant. Paging rather
// than virtualizing because cards grow on expand and keep their open state while scrolled away.
import { useMemo, useState } from "react";
import { BookableToggle } from "@/components/award-search/bookable-toggle";
import { EmptyResults, ResultCount } from "@/components/award-search/results-parts";
import { usePriceCoverage } from "@/components/award-search/use-price-coverage";
import { useFilteredResults } from "@/components/award-search/use-filtered-results";
import { HotelCard } from "@/components/hotels/hotel-card";
import { HotelResultsToolbar } from "@/components/hotels/hotel-results-toolbar";
import { Button } from "@/components/ui/button";
import {
  DEFAULT_HOTEL_FILTERS,
  filterHotels,
  type HotelFilters,
  hotelPrograms,
} from "@/lib/hotels/filter-hotels";
import type { HotelView } from "@/lib/hotels/hotel-search-view";
import { searchedPlace } from "@/lib/hotels/searched-place";
import { stayTotal } from "@/lib/hotels/value-per-point";
import { programFromHotelCode } from "@/lib/transfers/program-codes";

export const HOTEL_PAGE = 40;

export function HotelResults(props: {
  hotels: HotelView[];
  programNames: Record<string, string>;
  pending: boolean;
  anyAnswered: boolean;
  rooms: number;
}) {
  const {
    filters,
    setFilters,
    shown: filtered,
  } = useFilteredResults(props.hotels, DEFAULT_HOTEL_FILTERS, filterHotels);
  const [limit, setLimit] = useState(HOTEL_PAGE);
  // Issue 36: how the cheapest stay at each hotel can be paid, and the toggle that keeps only those
  // the user can pay for now. Hotel points are per room (docs/services/hotels.md): the stay costs the
  // search's rooms times one room's points, and with two rooms each card also says what one room takes.
  const priced = useMemo(
    () =>
      props.hotels.map((h) => ({
        id: h.id,
        program: programFromHotelCode(h.providerCode),
        perPerson: stayTotal(h.pointsPerNight, h.nights),
      })),
    [props.hotels],
  );
  const rooms = Math.max(1, props.rooms);
  const coverage = usePriceCoverage(priced, rooms);
  const [onlyBookable, setOnlyBookable] = useState(false);
  const bookableCount = filtered.filter((h) => coverage.bookableIds.has(h.id)).length;
  const shown = onlyBookable ? filtered.filter((h) => coverage.bookableIds.has(h.id)) : filtered;
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
      <HotelResultsToolbar
        filters={filters}
        programs={programs}
        programNames={props.programNames}
        onChange={change}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ResultCount shown={shown.length} total={props.hotels.length} noun="hotels" pending={props.pending} />
        <BookableToggle
          pressed={onlyBookable}
          count={bookableCount}
          ready={coverage.ready}
          onChange={(v) => {
            setOnlyBookable(v);
            setLimit(HOTEL_PAGE);
          }}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyResults>
          {onlyBookable
            ? "No hotel you can pay for with your points now matches."
            : "No hotel matches these filters."}
        </EmptyResults>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Hotels">
          {shown.slice(0, limit).map((h) => (
            <li key={h.id} className="[contain-intrinsic-size:auto_220px] [content-visibility:auto]">
              <HotelCard
                hotel={h}
                programName={props.programNames[h.providerCode] ?? h.providerCode}
                coverage={coverage.byId.get(h.id)}
                pay={{
                  program: programFromHotelCode(h.providerCode),
                  cover: coverage.cover,
                  yourValue: coverage.valueOf(programFromHotelCode(h.providerCode)),
                  rooms,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Button variant="secondary" className="self-center" onClick={() => setLimit((l) => l + HOTEL_PAGE)}>
          {more === hidden
            ? `Show the other ${more} hotel${more === 1 ? "" : "s"}`
            : `Show ${more} more hotels (${hidden} not shown)`}
        </Button>
      ) : null}
    </section>
  );
}
