// /flights — flight award search: the form, search history, and (with ?search=) one search's live results.
import type { Metadata } from "next";
import { refreshProgramsAction } from "@/app/(app)/flights/actions";
import { AwardSearchPage } from "@/components/award-search/award-search-page";
import { LazyFlightSearchPanel } from "@/components/flights/lazy-flight-search-panel";
import { SearchForm } from "@/components/flights/search-form";
import { requireUser } from "@/lib/auth/require-user";
import { historyViewFromParams } from "@/lib/award-search/history-view";
import { listAwardSearches } from "@/lib/award-search/list-award-searches";
import { getFlightSearchView } from "@/lib/flights/get-flight-search-view";
import { listLinkedFlightPrograms } from "@/lib/flights/list-linked-flight-programs";
import type { StoredFlightParams } from "@/lib/flights/stored-params";
import { listCachedProviders, providerData } from "@/lib/providers/list-cached-providers";
import { flightProviderSchema } from "@/lib/services/flights/provider-schema";

export const metadata: Metadata = { title: "Flights" };

export default async function FlightsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const params = await searchParams;
  const search = typeof params.search === "string" ? params.search : undefined;
  const historyView = historyViewFromParams(params);
  const [rows, linked, history, view] = await Promise.all([
    listCachedProviders("flights"),
    listLinkedFlightPrograms(user.id),
    listAwardSearches(user.id, "flights", historyView),
    // The first paint's part of the search: no routes (the list draws none on the server).
    search ? getFlightSearchView(user.id, search, {}, { firstPaint: true }) : null,
  ]);
  const programs = rows.map((r) => providerData(flightProviderSchema, r, "flights"));
  const initial = view ? formFrom(view.params) : undefined;

  return (
    <AwardSearchPage
      service="flights"
      title="Flights"
      description="Search award seats across your programs."
      refreshAction={refreshProgramsAction}
      form={
        programs.length ? (
          <SearchForm
            // A leg re-searched on its calendar changes the stored search in place: the summary
            // names every leg's date, so the open form is filled again with the new one.
            key={view ? `${view.id}:${view.summary}` : (search ?? "new")}
            programs={programs}
            linked={linked}
            initial={initial}
          />
        ) : null
      }
      history={history}
      historyView={historyView}
      search={search}
      view={view}
      panel={view ? <LazyFlightSearchPanel searchId={view.id} /> : null}
    />
  );
}

/** The form filled from a stored search: a round trip or multi-city search reopens with every leg. */
function formFrom(p: StoredFlightParams) {
  const trip = {
    trip: p.trip,
    flex: p.flex,
    returnDate: p.returnDate,
    returnFlex: p.returnFlex,
    nextLegs: p.nextLegs,
  };
  return {
    programs: p.programs,
    from: p.from,
    to: p.to,
    date: p.date,
    ...trip,
    cabins: p.cabins,
    adults: p.adults,
    currency: p.currency,
    calendar: p.calendar,
  };
}
