"use client";
// A flight search's live view: the shared award-search panel (summary, per-program progress), then
// the price calendar and the merged results list. Picking a calendar day of a one-way search runs
// the same search on that day and moves to it; a day on one leg's calendar of a round trip or
// multi-city search searches that leg again, in the same search, as a new history entry: Back shows
// the days before again (leg-days-in-url.tsx).
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { AwardSearchPanel } from "@/components/award-search/award-search-panel";
import { requestResultsFocus } from "@/components/award-search/results-focus";
import { useCreateAwardSearch } from "@/components/award-search/use-create-award-search";
import { CashFareField } from "@/components/flights/cash-fare-field";
import { FlightResults } from "@/components/flights/flight-results";
import { LegDaysInUrl, useLegDays } from "@/components/flights/leg-days-in-url";
import { PriceCalendar } from "@/components/flights/price-calendar";
import { TripResults } from "@/components/flights/trip-results";
import { isPlainSearch, tripLegs } from "@/lib/flights/trip-legs";
import { cheapestDayPair } from "@/lib/flights/cheapest-day-pair";
import { WatchThisSearch } from "@/components/watches/watch-this-search";
import { journeyLegsText } from "@/lib/watches/journey-words";
import { type FlightSearchView, mergeFlightView } from "@/lib/flights/flight-search-view";
import type { FlightSearchForm } from "@/lib/flights/search-form-schema";
import { errorText } from "@/lib/query/api-fetch";
import { isPendingState } from "@/lib/service-requests/service-states";

const PART_LABELS = { singleDate: "Flights on your date", calendar: "Price calendar" };

/** Selected programs with no calendar days (none offered, or none came back), once they are final. */
function programsWithoutCalendar(data: FlightSearchView): string[] {
  const withDays = new Set(data.calendar.map((e) => e.providerCode));
  return data.params.programs
    .filter(
      (code) =>
        !withDays.has(code) &&
        data.programs.some(
          (p) =>
            p.providerCode === code &&
            (p.parts.calendar === undefined || !isPendingState(p.parts.calendar.state)),
        ),
    )
    .map((code) => data.programNames[code] ?? code);
}

/** A round trip's cheapest pair of calendar days, in the cabins asked (issue 38 item 5). */
function cheapestPairOf(data: FlightSearchView) {
  const cabins: readonly string[] = data.params.cabins;
  const asked = data.calendar.filter((e) => cabins.includes(e.cabin));
  return cheapestDayPair(
    asked.filter((e) => (e.leg ?? 0) === 0),
    asked.filter((e) => e.leg === 1),
  );
}

const subtitle = (data: FlightSearchView) =>
  `${data.params.adults} adult${data.params.adults > 1 ? "s" : ""} · taxes in ${data.params.currency}`;

export function FlightSearchPanel({ searchId }: { searchId: string }) {
  const router = useRouter();
  const create = useCreateAwardSearch<FlightSearchForm>("flights");

  const pickDay = (data: FlightSearchView, date: string) => {
    const { calendarPrograms: _c, accountPrograms: _a, ...form } = data.params;
    create.mutate(
      { ...form, date },
      {
        onSuccess: ({ id }) => {
          requestResultsFocus(id);
          router.push(`/flights?search=${id}`);
        },
        onError: (e) => toast.error(errorText(e, "Could not search that day")),
      },
    );
  };

  /** A fanned-out search's calendar day: that leg alone searched again on that day (issue 38). */
  const legDays = useLegDays(searchId);

  return (
    <AwardSearchPanel<FlightSearchView>
      service="flights"
      searchId={searchId}
      partLabels={PART_LABELS}
      subtitle={subtitle}
      merge={mergeFlightView}
    >
      {(data) => {
        // Round trips, multi-city, flexible days, several airports (issue 38): results by leg and journeys.
        const fannedOut = !isPlainSearch(data.params);
        const calendarWanted = data.programs.some((p) => "calendar" in p.parts);
        const calendarPending = data.programs.some(
          (p) => p.parts.calendar !== undefined && isPendingState(p.parts.calendar.state),
        );
        return (
          <>
            {fannedOut && tripLegs(data.params).length > 1 ? (
              <LegDaysInUrl days={tripLegs(data.params).map((l) => l.date)} legDays={legDays} />
            ) : null}
            {calendarWanted && fannedOut && tripLegs(data.params).length > 1 ? (
              <div className="grid gap-6 md:grid-cols-2" data-testid="leg-calendars">
                {tripLegs(data.params).map((l, i) => {
                  const entries = data.calendar.filter((e) => (e.leg ?? 0) === i);
                  const pair = data.params.trip === "roundTrip" ? cheapestPairOf(data) : null;
                  return entries.length ? (
                    <PriceCalendar
                      key={i}
                      title={`Price calendar, ${l.from} → ${l.to}`}
                      entries={entries}
                      searched={l.date}
                      busy={legDays.busy}
                      onPick={(date) =>
                        legDays.pick(
                          tripLegs(data.params).map((x) => x.date),
                          i,
                          date,
                        )
                      }
                      adults={data.params.adults}
                      pairDay={pair ? (i === 0 ? pair.out : pair.back) : undefined}
                    />
                  ) : (
                    <p key={i} className="text-muted text-sm">
                      {calendarPending
                        ? `Price calendar for ${l.from} → ${l.to} loading…`
                        : `No price calendar came back for ${l.from} → ${l.to}.`}
                    </p>
                  );
                })}
              </div>
            ) : calendarWanted ? (
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
                <p className="text-muted text-sm">
                  {calendarPending
                    ? "Price calendar loading…"
                    : "No price calendar came back for this search."}
                </p>
              )
            ) : null}
            {fannedOut && !data.routesLeftOut ? <TripResults data={data} /> : null}
            {!fannedOut && (data.routesLeftOut || data.routes.length) ? (
              <CashFareField
                key={searchId}
                searchId={searchId}
                currency={data.params.currency}
                cashFareMinor={data.cashFareMinor}
              />
            ) : null}
            {/* The server's copy has no routes (the list would draw no card before the browser has
                measured it): the fetch right after hydration brings them. */}
            {data.routesLeftOut ? (
              <p className="text-muted text-sm">Loading the routes…</p>
            ) : fannedOut ? null : (
              <FlightResults
                routes={data.routes}
                programNames={data.programNames}
                pending={data.progress.pending}
                cabins={data.params.cabins}
                adults={data.params.adults}
                cashFareMinor={data.cashFareMinor}
                currency={data.params.currency}
              />
            )}
            {data.progress.pending ? null : (
              <WatchThisSearch
                searchId={searchId}
                params={data.params}
                programNames={data.programNames}
                trip={fannedOut ? journeyLegsText(data.params) : undefined}
              />
            )}
          </>
        );
      }}
    </AwardSearchPanel>
  );
}
