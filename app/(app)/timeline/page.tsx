// /timeline — every trip from every source: Upcoming (default) and Past, trips with their items,
// a window of about 20 trips at a time (?after=<instant> "Later trips", ?view=past&before=<instant>
// "Older trips": lib/timeline/timeline-window.ts), ?item=<Itinerary row id>[#<segment>] opens the item holding that segment of that row (any source
// of a merged item opens it), ?trip=<key> its map and rename.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { LiveRouteRefresh } from "@/components/live/live-route-refresh";
import { FeedLinks } from "@/components/timeline/feed-links";
import { ItemDetail } from "@/components/timeline/item-detail";
import { RenameTripForm } from "@/components/timeline/rename-trip-form";
import { MergeTripForm, MoveItemForm } from "@/components/timeline/trip-edit-forms";
import { TripList } from "@/components/timeline/trip-list";
import { TripMap } from "@/components/timeline/trip-map";
import { YearStatsPanel } from "@/components/timeline/year-stats-panel";
import { requireUser } from "@/lib/auth/require-user";
import { cn } from "@/lib/cn";
import { getFeedAddress } from "@/lib/timeline/feed-address";
import { getTimelinePage } from "@/lib/timeline/get-timeline-page";
import { timelineWindowFromParams, timelineWindowHref } from "@/lib/timeline/timeline-window";

export const metadata: Metadata = { title: "Timeline" };

type Search = {
  view?: string;
  after?: string;
  before?: string;
  item?: string;
  trip?: string;
  notice?: string;
};

// What an edit posted by a form came back with (app/(app)/timeline/actions.ts).
const NOTICES: Record<string, { text: string; bad: boolean }> = {
  "feed-reset": { text: "Your calendar feed has a new address; the old one no longer works.", bad: false },
  "bad-name": { text: "The trip was not renamed: give it a name of 1 to 120 characters.", bad: true },
  "bad-edit": { text: "That change could not be read; nothing was changed.", bad: true },
  "no-trip": { text: "That trip is no longer on your timeline; nothing was changed.", bad: true },
  "unknown-trip": { text: "That trip is no longer on your timeline; nothing was changed.", bad: true },
  "unknown-item": { text: "That item is no longer on your timeline; nothing was changed.", bad: true },
  "no-previous": { text: "There is no earlier trip; nothing was changed.", bad: true },
  "no-next": { text: "There is no later trip; nothing was changed.", bad: true },
  "not-first": {
    text: "Only a trip's first item can move to the trip before it; nothing was changed.",
    bad: true,
  },
  "not-last": {
    text: "Only a trip's last item can move to the trip after it; nothing was changed.",
    bad: true,
  },
  "already-alone": { text: "That item is already a trip of its own.", bad: true },
};

export default async function TimelinePage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireUser();
  const sp = await searchParams;
  const shownWindow = timelineWindowFromParams(sp);
  const { view } = shownWindow;
  const [page, feed] = await Promise.all([
    getTimelinePage(user.id, { ...shownWindow, item: sp.item, trip: sp.trip }),
    getFeedAddress(user.id),
  ]);
  const { item: selectedItem, trip: selectedTrip } = page;
  const base = timelineWindowHref(shownWindow);
  const moved = shownWindow.after !== null || shownWindow.before !== null;
  const notice = sp.notice ? NOTICES[sp.notice] : undefined;
  return (
    <>
      <PageHeader
        title="Timeline"
        description="Every trip from your linked accounts and forwarded emails, in the local time of each place."
      />
      <LiveRouteRefresh kinds={["timeline"]} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-4">
          <nav
            aria-label="Timeline view"
            className="border-line bg-surface flex gap-1 rounded-lg border p-1 text-sm"
          >
            {(["upcoming", "past"] as const).map((v) => (
              <Link
                key={v}
                href={v === "past" ? "/timeline?view=past" : "/timeline"}
                aria-current={view === v ? "page" : undefined}
                className={cn(
                  "flex-1 rounded-md px-3 py-1.5 text-center font-medium",
                  view === v ? "bg-brand text-brand-ink" : "text-muted hover:bg-canvas",
                )}
              >
                {v === "past" ? "Past" : "Upcoming"}
              </Link>
            ))}
          </nav>
          {notice ? (
            <p
              role="status"
              className={cn(
                "rounded-md border px-3 py-2 text-sm",
                notice.bad ? "border-bad/40 text-bad" : "border-line",
              )}
            >
              {notice.text}
            </p>
          ) : null}
          {page.itemMissing ? (
            <p className="text-bad text-sm">
              That item is not on your timeline (it may have been removed with its source).
            </p>
          ) : null}
          {selectedItem ? (
            <ItemDetail item={selectedItem} closeHref={base}>
              {page.itemPlace ? (
                <MoveItemForm itemKey={selectedItem.key} view={view} place={page.itemPlace} />
              ) : null}
            </ItemDetail>
          ) : null}
          {selectedTrip ? (
            <Card aria-label="Trip" className="space-y-3">
              <h2 className="font-semibold">{selectedTrip.name}</h2>
              <TripMap title={selectedTrip.name} items={selectedTrip.items} />
              <RenameTripForm
                key={selectedTrip.key + selectedTrip.name}
                tripKey={selectedTrip.key}
                name={selectedTrip.name}
                view={view}
              />
              <MergeTripForm
                tripKey={selectedTrip.key}
                view={view}
                hasPrevious={selectedTrip.hasPrevious}
                hasNext={selectedTrip.hasNext}
              />
              {selectedTrip.manual ? (
                <p className="text-muted text-xs">
                  Named or edited by you: this trip keeps its items and is not regrouped automatically.
                </p>
              ) : null}
            </Card>
          ) : null}
          {page.empty ? (
            <Card className="space-y-2 text-sm">
              <h2 className="font-semibold">No trips yet</h2>
              <p>
                <Link href="/accounts/link" className="text-brand underline">
                  Link a loyalty account
                </Link>{" "}
                — its reservations appear here — or forward a booking confirmation email from the{" "}
                <Link href="/inbox" className="text-brand underline">
                  Inbox
                </Link>
                . The same booking from several sources shows once.
              </p>
            </Card>
          ) : page.trips.length === 0 ? (
            <p className="text-muted text-sm">
              {view === "past" ? "No past trips." : "Nothing coming up. Past trips are under Past."}
            </p>
          ) : (
            <TripList base={base} trips={page.trips} />
          )}
          {page.next || moved ? (
            <nav aria-label="More trips" className="flex flex-wrap justify-between gap-3 text-sm">
              {moved ? (
                <Link
                  href={view === "past" ? "/timeline?view=past" : "/timeline"}
                  className="text-brand underline"
                >
                  {view === "past" ? "Newest past trips" : "Back to today"}
                </Link>
              ) : (
                <span />
              )}
              {page.next ? (
                <Link href={timelineWindowHref(page.next)} className="text-brand underline">
                  {view === "past" ? "Older trips" : "Later trips"}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
        <aside className="space-y-4">
          <Card aria-label="Calendar feed" className="space-y-2">
            <h2 className="font-semibold">Calendar</h2>
            <FeedLinks https={feed.https} webcal={feed.webcal} />
          </Card>
          <YearStatsPanel stats={page.stats} />
        </aside>
      </div>
    </>
  );
}
