"use client";
// A hotel search's live view: the shared award-search panel (summary, per-program progress) with
// the merged hotel list below.
import { AwardSearchPanel } from "@/components/award-search/award-search-panel";
import { HotelResults } from "@/components/hotels/hotel-results";
import { HotelResultsByDate } from "@/components/hotels/hotel-results-by-date";
import { WatchThisHotelSearch } from "@/components/watches/watch-this-search";
import { HOTEL_PART_LABELS } from "@/lib/hotels/hotel-award-service-parts";
import { type HotelSearchView, mergeHotelView } from "@/lib/hotels/hotel-search-view";

const subtitle = () =>
  "Points and cash are per room. Cash prices in USD; value per point = (cash price − cash co-pay) ÷ points.";

export function HotelSearchPanel({ searchId }: { searchId: string }) {
  return (
    <AwardSearchPanel<HotelSearchView>
      service="hotels"
      searchId={searchId}
      partLabels={HOTEL_PART_LABELS}
      subtitle={subtitle}
      merge={mergeHotelView}
    >
      {(data) => (
        <>
          {data.params.flexDays > 0 ? (
            <HotelResultsByDate data={data} />
          ) : (
            <HotelResults
              hotels={data.hotels}
              programNames={data.programNames}
              pending={data.progress.pending}
              anyAnswered={data.progress.withResults > 0}
              rooms={data.params.rooms}
            />
          )}
          {data.progress.pending ? null : (
            <WatchThisHotelSearch searchId={searchId} params={data.params} programNames={data.programNames} />
          )}
        </>
      )}
    </AwardSearchPanel>
  );
}
