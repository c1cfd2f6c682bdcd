// /hotels — hotel award search: the form, search history, and (with ?search=) one search's live results.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { refreshHotelProgramsAction } from "@/app/(app)/hotels/actions";
import { awardKeys } from "@/components/award-search/award-query-keys";
import { RefreshProgramsButton } from "@/components/award-search/refresh-programs-button";
import { SearchHistory } from "@/components/award-search/search-history";
import { HotelSearchFormView } from "@/components/hotels/hotel-search-form";
import { HotelSearchPanel } from "@/components/hotels/hotel-search-panel";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { listAwardSearches } from "@/lib/award-search/list-award-searches";
import { getHotelSearchView } from "@/lib/hotels/get-hotel-search-view";
import { listHotelPrograms } from "@/lib/hotels/list-hotel-programs";
import { listLinkedHotelPrograms } from "@/lib/hotels/list-linked-hotel-programs";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";
import { getQueryClient } from "@/lib/query/get-query-client";

export const metadata: Metadata = { title: "Hotels" };

export default async function HotelsPage({ searchParams }: { searchParams: Promise<{ search?: string }> }) {
  const user = await requireUser();
  const { search } = await searchParams;
  const [programs, linked, history, view] = await Promise.all([
    listHotelPrograms(),
    listLinkedHotelPrograms(user.id),
    listAwardSearches(user.id, "hotels"),
    search ? getHotelSearchView(user.id, search) : null,
  ]);
  const queryClient = getQueryClient();
  if (view) queryClient.setQueryData(awardKeys("hotels").search(view.id), view);
  const today = new Date().toISOString().slice(0, 10);

  return (
    <>
      <PageHeader
        title="Hotels"
        description="Award nights across hotel programs, with the value of every point."
        actions={<RefreshProgramsButton action={refreshHotelProgramsAction} />}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <Card>
          {programs.length ? (
            <HotelSearchFormView key={search ?? "new"} programs={programs} linked={linked} today={today} initial={view ? formFrom(view.params) : undefined} />
          ) : (
            <Notice title="No programs yet">The program list is being fetched; refresh in a moment.</Notice>
          )}
        </Card>
        <Card className="h-fit" aria-label="Search history">
          <h2 className="mb-2 text-sm font-semibold">Search history</h2>
          <SearchHistory searches={history} currentId={search} hrefFor={(id) => `/hotels?search=${id}`} />
        </Card>
      </div>
      {search ? (
        <div className="mt-8">
          {view ? (
            <HydrationBoundary state={dehydrate(queryClient)}>
              <Suspense fallback={<p className="text-sm text-muted">Loading the search…</p>}>
                <HotelSearchPanel searchId={view.id} />
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

function formFrom(p: StoredHotelParams) {
  const { accountPrograms: _a, ...form } = p;
  return form;
}
