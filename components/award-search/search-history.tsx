// Past searches, newest first (or oldest); each reopens with its stored results, and can be deleted.
// 30 at a time, drawn on the server from the page the address names (?history&historyQ&historyOrder,
// lib/award-search/history-view.ts): the filter is a plain GET form and "Show more" a link, so a
// reload or a link shows the same list and neither needs the page's script.
import Link from "next/link";
import type { AwardServiceName } from "@/components/award-search/award-search-api";
import { DeleteSearchButton } from "@/components/award-search/delete-search-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LocalTime } from "@/components/ui/local-time";
import {
  HISTORY_MAX_PAGES,
  HISTORY_PAGE,
  historyHref,
  type HistoryView,
} from "@/lib/award-search/history-view";
import type { SearchHistoryPage } from "@/lib/award-search/list-award-searches";
import { cn } from "@/lib/cn";

/** Fewer searches than this fit in the column: no filter to get in the way. */
const TOOLS_FROM = 6;

export function SearchHistory(props: {
  service: AwardServiceName;
  page: SearchHistoryPage;
  view: HistoryView;
  hrefFor(id: string): string;
  currentId?: string;
}) {
  const { page, view } = props;
  if (page.total === 0) return <p className="text-muted text-sm">No searches yet.</p>;
  const n = (x: number) => x.toLocaleString("en-US");
  const count = `${n(page.total)} ${page.total === 1 ? "search" : "searches"}`;
  const hidden = page.matched - page.searches.length;
  const showing = hidden > 0 ? ` · showing ${n(page.searches.length)}` : "";
  return (
    <div className="flex flex-col gap-2">
      {page.total >= TOOLS_FROM ? (
        <form
          action={`/${props.service}`}
          method="get"
          className="flex flex-col gap-2"
          aria-label="Filter past searches"
        >
          {props.currentId ? <input type="hidden" name="search" value={props.currentId} /> : null}
          <label htmlFor={`history-q-${props.service}`} className="sr-only">
            Filter searches
          </label>
          <Input
            id={`history-q-${props.service}`}
            name="historyQ"
            type="search"
            maxLength={100}
            defaultValue={view.historyQ}
            placeholder="Filter: airport, city or program"
          />
          <div className="flex items-center gap-2">
            <label htmlFor={`history-order-${props.service}`} className="sr-only">
              Order of the history
            </label>
            <select
              id={`history-order-${props.service}`}
              name="historyOrder"
              defaultValue={view.historyOrder}
              className="border-line bg-surface h-9 min-w-0 flex-1 rounded-md border px-2 text-sm"
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </div>
        </form>
      ) : null}
      <p className="text-muted text-xs" role="status">
        {view.historyQ && page.matched === 0
          ? `No search matches “${view.historyQ}”.`
          : view.historyQ
            ? `${n(page.matched)} of ${count} match${showing}`
            : hidden > 0
              ? `Showing ${n(page.searches.length)} of ${count}`
              : count}
      </p>
      <ul className="flex flex-col gap-1">
        {page.searches.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-1">
            <Link
              href={props.hrefFor(s.id)}
              className={cn(
                "hover:bg-canvas block min-w-0 flex-1 rounded-md px-2 py-1.5 text-sm",
                s.id === props.currentId && "bg-brand-soft",
              )}
              aria-current={s.id === props.currentId ? "page" : undefined}
            >
              <span className="line-clamp-2 break-words">{s.summary}</span>
              <LocalTime
                iso={s.createdAt}
                options={{ dateStyle: "medium", timeStyle: "short" }}
                className="text-muted text-xs"
              />
            </Link>
            <DeleteSearchButton
              service={props.service}
              id={s.id}
              summary={s.summary}
              current={s.id === props.currentId}
            />
          </li>
        ))}
      </ul>
      {hidden > 0 && view.history < HISTORY_MAX_PAGES ? (
        <Button variant="secondary" asChild>
          <Link
            href={historyHref(
              `/${props.service}`,
              { search: props.currentId },
              { ...view, history: view.history + 1 },
            )}
            scroll={false}
          >
            Show {n(Math.min(HISTORY_PAGE, hidden))} more ({n(hidden)} not shown)
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
