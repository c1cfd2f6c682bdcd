// /flights — flight award search: the form, search history, and (with ?search=) one search's live results.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchHistory } from "@/components/award-search/search-history";
import { flightKeys } from "@/components/flights/flight-query-keys";
import { FlightSearchPanel } from "@/components/flights/flight-search-panel";
import { RefreshProgramsButton } from "@/components/flights/refresh-programs-button";
import { SearchForm } from "@/components/flights/search-form";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { listAwardSearches } from "@/lib/award-search/list-award-searches";
import { getFlightSearchView } from "@/lib/flights/get-flight-search-view";
import { listLinkedFlightPrograms } from "@/lib/flights/list-linked-flight-programs";
import type { StoredFlightParams } from "@/lib/flights/stored-params";
import { listCachedProviders } from "@/lib/providers/list-cached-providers";
import { getQueryClient } from "@/lib/query/get-query-client";
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

export const metadata: Metadata = { title: "Flights" };

export default async function FlightsPage({ searchParams }: { searchParams: Promise<{ search?: string }> }) {
  const user = await requireUser();
  const { search } = await searchParams;
  const [rows, linked, history] = await Promise.all([
    listCachedProviders("flights"),
    listLinkedFlightPrograms(user.id),
    listAwardSearches(user.id, "flights"),
  ]);
  const programs = rows.map((r) => r.data as FlightProvider);
  const queryClient = getQueryClient();
  const view = search ? await getFlightSearchView(user.id, search) : null;
  if (view) queryClient.setQueryData(flightKeys.search(view.id), view);
  const initial = view ? formFrom(view.params) : undefined;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <>
      <PageHeader title="Flights" description="Search award seats across your programs." actions={<RefreshProgramsButton />} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <Card>
          {programs.length ? (
            <SearchForm key={search ?? "new"} programs={programs} linked={linked} today={today} initial={initial} />
          ) : (
            <Notice title="No programs yet">The program list is being fetched; refresh in a moment.</Notice>
          )}
        </Card>
        <Card className="h-fit" aria-label="Search history">
          <h2 className="mb-2 text-sm font-semibold">Search history</h2>
          <SearchHistory searches={history} currentId={search} hrefFor={(id) => `/flights?search=${id}`} />
        </Card>
      </div>
      {search ? (
        <div className="mt-8">
          {view ? (
            <HydrationBoundary state={dehydrate(queryClient)}>
              <Suspense fallback={<p className="text-sm text-muted">Loading the search…</p>}>
                <FlightSearchPanel searchId={view.id} />
              </Suspense>
            </HydrationBoundary>
          ) : (
            <Notice tone="bad" title="Search not found">It may have been made by another account.</Notice>
          )}
        </div>
      ) : null}
    </>
  );
}

function formFrom(p: StoredFlightParams) {
  return { programs: p.programs, from: p.from, to: p.to, date: p.date, cabins: p.cabins, adults: p.adults, currency: p.currency, calendar: p.calendar };
}
