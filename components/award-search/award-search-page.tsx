// The page shell both award-search pages share (/flights, /hotels): header with the program-list
// refresh, the service's form beside the search history, and with ?search= that search's live
// panel, hydrated from the view the server already read (no client waterfall).
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { awardKeys } from "@/components/award-search/award-query-keys";
import type { AwardServiceName } from "@/components/award-search/award-search-api";
import { CollapsibleSearchForm } from "@/components/award-search/collapsible-search-form";
import { ProgramListPending } from "@/components/award-search/program-list-pending";
import { SearchHistory } from "@/components/award-search/search-history";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { QueueRefreshButton } from "@/components/ui/queue-refresh-button";
import type { HistoryView } from "@/lib/award-search/history-view";
import type { SearchHistoryPage } from "@/lib/award-search/list-award-searches";
import { getQueryClient } from "@/lib/query/get-query-client";
import { historyHref } from "@/lib/award-search/history-view";

export function AwardSearchPage(props: {
  service: AwardServiceName;
  title: string;
  description: string;
  refreshAction: () => Promise<{ queued: boolean }>;
  /** null while the service's program list is not cached yet (the worker fetches it at boot). */
  form: ReactNode | null;
  history: SearchHistoryPage;
  /** The history's view from the address (?history&historyQ&historyOrder). */
  historyView: HistoryView;
  /** The ?search= id, and its view when it belongs to this user. */
  search: string | undefined;
  view: { id: string; summary: string } | null;
  panel: ReactNode;
}) {
  const { service, search, view } = props;
  const queryClient = getQueryClient();
  if (view) queryClient.setQueryData(awardKeys(service).search(view.id), view);
  // A search opened from the history keeps the history's view.
  const hrefFor = (id: string) => historyHref(`/${service}`, { search: id }, props.historyView);
  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <QueueRefreshButton
            action={props.refreshAction}
            label="Refresh programs"
            queuedText="Refreshing the program list…"
            refreshAfterMs={2500}
          />
        }
      />
      {/* minmax(0,1fr): without it the form's widest child sets the column width on a phone.
          On a phone the search's results come straight after the form and the history last; from
          lg the history is a column of its own beside the form and the results (spanning both
          rows, sticky, scrolling inside itself), so a folded one-line form is not stretched to the
          history's height with an empty box below it. The second row is 1fr: a history taller than
          form + results grows that row, not the gap between the form and the results. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:grid-rows-[auto_1fr]">
        <Card className="lg:col-start-1 lg:row-start-1 lg:self-start">
          {!props.form ? (
            <ProgramListPending />
          ) : view ? (
            <CollapsibleSearchForm key={view.id} summary={view.summary}>
              {props.form}
            </CollapsibleSearchForm>
          ) : (
            props.form
          )}
        </Card>
        {search ? (
          <div className="mt-2 min-w-0 lg:col-start-1 lg:row-start-2">
            {view ? (
              <HydrationBoundary state={dehydrate(queryClient)}>
                <Suspense fallback={<p className="text-muted text-sm">Loading the search…</p>}>
                  {props.panel}
                </Suspense>
              </HydrationBoundary>
            ) : (
              <Notice tone="bad" title="Search not found">
                It may have been made by another account.
              </Notice>
            )}
          </div>
        ) : null}
        <Card
          className="h-fit lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-3rem)] lg:self-start lg:overflow-y-auto"
          aria-label="Search history"
        >
          <h2 className="mb-2 text-sm font-semibold">Search history</h2>
          <SearchHistory
            service={service}
            page={props.history}
            view={props.historyView}
            currentId={search}
            hrefFor={hrefFor}
          />
        </Card>
      </div>
    </>
  );
}
