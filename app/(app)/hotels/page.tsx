// /hotels — hotel award search: the form, search history, and (with ?search=) one search's live results.
import type { Metadata } from "next";
import { refreshHotelProgramsAction } from "@/app/(app)/hotels/actions";
import { AwardSearchPage } from "@/components/award-search/award-search-page";
import { HotelSearchFormView } from "@/components/hotels/hotel-search-form";
import { LazyHotelSearchPanel } from "@/components/hotels/lazy-hotel-search-panel";
import { requireUser } from "@/lib/auth/require-user";
import { historyViewFromParams } from "@/lib/award-search/history-view";
import { listAwardSearches } from "@/lib/award-search/list-award-searches";
import { getHotelSearchView } from "@/lib/hotels/get-hotel-search-view";
import { listHotelPrograms } from "@/lib/hotels/list-hotel-programs";
import { listLinkedHotelPrograms } from "@/lib/hotels/list-linked-hotel-programs";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";

export const metadata: Metadata = { title: "Hotels" };

export default async function HotelsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const params = await searchParams;
  const search = typeof params.search === "string" ? params.search : undefined;
  const historyView = historyViewFromParams(params);
  const [programs, linked, history, view] = await Promise.all([
    listHotelPrograms(),
    listLinkedHotelPrograms(user.id),
    listAwardSearches(user.id, "hotels", historyView),
    search ? getHotelSearchView(user.id, search) : null,
  ]);
  const initial = view ? formFrom(view.params) : undefined;

  return (
    <AwardSearchPage
      service="hotels"
      title="Hotels"
      description="Award nights across hotel programs, with the value of every point."
      refreshAction={refreshHotelProgramsAction}
      form={
        programs.length ? (
          <HotelSearchFormView key={search ?? "new"} programs={programs} linked={linked} initial={initial} />
        ) : null
      }
      history={history}
      historyView={historyView}
      search={search}
      view={view}
      panel={view ? <LazyHotelSearchPanel searchId={view.id} /> : null}
    />
  );
}

function formFrom(p: StoredHotelParams) {
  const { accountPrograms: _a, ...form } = p;
  return form;
}
