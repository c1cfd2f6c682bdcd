"use client";
// A flight search's live view: the shared award-search panel (summary, per-program progress), then
// the price calendar and the merged results list. Picking a calendar day runs the same search on
// that day and moves to it.
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { AwardSearchPanel } from "@/components/award-search/award-search-panel";
import { requestResultsFocus } from "@/components/award-search/results-focus";
import { useCreateAwardSearch } from "@/components/award-search/use-create-award-search";
import { CashFareField } from "@/components/flights/cash-fare-field";
import { FlightResults } from "@/components/flights/flight-results";
import { PriceCalendar } from "@/components/flights/price-calendar";
import { WatchThisSearch } from "@/components/watches/watch-this-search";
import { type FlightSearchView, mergeFlightView } from "@/lib/flights/flight-search-view";
import type { FlightSearchForm } from "@/lib/flights/search-form-schema";
import { errorText } from "@/lib/query/api-fetch";
import { isPendingState } from "@/lib/service-requests/service-states";

const PART_LABELS = { singleDate: "Flights on your date", calendar: "Price calendar" };

/** Selected programs with no calendar days (none offered, or none came back), once they are final. */
function programsWithoutCalendar(data: FlightSearchView): string[] {
  const withDays = new Set(data.calendar.map((e) => e.providerCode));
  return data.params.programs
    .filter((code) => !withDays.has(code) && data.programs.some((p) => p.providerCode === code && (p.parts.calendar === undefined || !isPendingState(p.parts.calendar.state))))
    .map((code) => data.programNames[code] ?? code);
}

const subtitle = (data: FlightSearchView) => `${data.params.adults} adult${data.params.adults > 1 ? "s" : ""} · taxes in ${data.params.currency}`;

export function FlightSearchPanel({ searchId }: { searchId: string }) {
  const router = useRouter();
  const create = useCreateAwardSearch<FlightSearchForm>("flights");

  const pickDay = (data: FlightSearchView, date: string) => {
    const { calendarPrograms: _c, accountPrograms: _a, ...form } = data.params;
    create.mutate({ ...form, date }, {
      onSuccess: ({ id }) => {
        requestResultsFocus(id);
        router.push(`/flights?search=${id}`);
      },
      onError: (e) => toast.error(errorText(e, "Could not search that day")),
    });
  };

  return (
    <AwardSearchPanel<FlightSearchView> service="flights" searchId={searchId} partLabels={PART_LABELS} subtitle={subtitle} merge={mergeFlightView}>
      {(data) => {
        const calendarWanted = data.programs.some((p) => "calendar" in p.parts);
        const calendarPending = data.programs.some((p) => p.parts.calendar !== undefined && isPendingState(p.parts.calendar.state));
        return (
          <>
            {calendarWanted ? (
              data.calendar.length ? (
                <PriceCalendar
                  entries={data.calendar}
                  searched={data.params.date}
                  busy={create.isPending}
                  onPick={(date) => pickDay(data, date)}
                  without={programsWithoutCalendar(data)}
                  adults={data.params.adults}
                />
              ) : (
                <p className="text-sm text-muted">{calendarPending ? "Price calendar loading…" : "No price calendar came back for this search."}</p>
              )
            ) : null}
            {data.routes.length ? <CashFareField key={searchId} searchId={searchId} currency={data.params.currency} cashFareMinor={data.cashFareMinor} /> : null}
            <FlightResults
              routes={data.routes}
              programNames={data.programNames}
              pending={data.progress.pending}
              cabins={data.params.cabins}
              adults={data.params.adults}
              cashFareMinor={data.cashFareMinor}
              currency={data.params.currency}
            />
            {data.progress.pending ? null : <WatchThisSearch searchId={searchId} params={data.params} programNames={data.programNames} />}
          </>
        );
      }}
    </AwardSearchPanel>
  );
}
