"use client";
// Team balances, person × program: filter by kind and person, sort by any column, totals per program
// (never adding different programs together), Export CSV of every matching row. PostgreSQL computes
// the rows drawn, the counts and the totals (lib/business/list-balances.ts); the view lives in the
// address (lib/business/balances-view.ts), so a reload or a link shows the same rows.
import { useSearchParams } from "next/navigation";
import { localToday } from "@/components/ui/iso-date";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ShowMoreButton } from "@/components/ui/show-more-button";
import {
  BALANCES_PAGE,
  balancesViewFromParams,
  balancesViewQuery,
  type BalanceSort,
  type BalancesView,
} from "@/lib/business/balances-view";
import { cn } from "@/lib/cn";
import { BalanceRow } from "./balance-row";
import { BalancesTotals } from "./balances-totals";
import { useBalancePeople, useBalances } from "./use-business";

// One table at every width (rows drawn once, balance-row.tsx). From `sm` up it is a table; on a phone
// each row is a card: program and balance, then person and change, then the rest on full lines, with
// a word before the cells that have no header on screen. Chromium keeps the table's roles under these
// display changes (the e2e and axe at 390 px read it as a table).
const TABLE_LAYOUT = cn(
  "w-full text-left text-sm sm:min-w-[56rem] [&_a]:text-brand [&_a:hover]:underline sm:[&_td]:px-3 sm:[&_td]:py-2 [&_td:nth-child(3)]:text-right [&_td:nth-child(3)]:tabular-nums [&_td:nth-child(4)]:text-right [&_td:nth-child(4)]:tabular-nums sm:[&_td:nth-child(2)>span]:block sm:[&_td:nth-child(7)]:text-xs",
  "max-sm:block max-sm:[&_td]:block",
);
const ROW_LAYOUT = cn(
  "sm:divide-y sm:divide-line",
  "max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:[&>tr]:grid max-sm:[&>tr]:grid-cols-[minmax(0,1fr)_auto] max-sm:[&>tr]:gap-x-3 max-sm:[&>tr]:gap-y-1 max-sm:[&>tr]:rounded-lg max-sm:[&>tr]:border max-sm:[&>tr]:border-line max-sm:[&>tr]:bg-surface max-sm:[&>tr]:p-3",
  "max-sm:[&_td:nth-child(1)]:order-3 max-sm:[&_td:nth-child(1)]:text-xs max-sm:[&_td:nth-child(2)]:order-1 max-sm:[&_td:nth-child(2)]:font-medium max-sm:[&_td:nth-child(3)]:order-2 max-sm:[&_td:nth-child(3)]:font-semibold max-sm:[&_td:nth-child(4)]:order-4 max-sm:[&_td:nth-child(4)]:text-xs",
  "max-sm:[&_td:nth-child(n+5)]:order-5 max-sm:[&_td:nth-child(n+5)]:col-span-2 max-sm:[&_td:nth-child(n+5)]:text-xs max-sm:[&_td:nth-child(5)]:before:content-['Expires_'] max-sm:[&_td:nth-child(6)]:before:content-['Elite_status:_'] max-sm:[&_td:nth-child(7)]:before:content-['Updated_']",
);

// The table sorts by its headers; on a phone (cards) the same orders come from a select.
const SORTS: [BalanceSort, "asc" | "desc", string][] = [
  ["person", "asc", "Person"],
  ["program", "asc", "Program"],
  ["balance", "desc", "Largest balance"],
  ["expiration", "asc", "Expiring first"],
  ["elite", "desc", "Highest elite rank"],
  ["update", "desc", "Last updated"],
  ["status", "asc", "Status"],
];

/** A new view into the address without a server round trip: Next's router follows pushState and
 *  replaceState (useSearchParams changes), and the rows come from the JSON route. A new filter or
 *  order is a step back can undo; one more page replaces the step it extends. */
function showView(view: BalancesView, mode: "push" | "replace") {
  const url = `${window.location.pathname}${balancesViewQuery(view)}`;
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}

export function BalancesTable() {
  const view = balancesViewFromParams(Object.fromEntries(useSearchParams()));
  const { data } = useBalances(view);
  const { data: everyone } = useBalancePeople();
  if (!data) return null;
  const { rows, total, matched, kinds } = data;
  const people = everyone ?? (data.person ? [data.person] : []);
  // A new filter or order starts again from its first rows.
  const change = (next: Partial<BalancesView>) => showView({ ...view, page: 1, ...next }, "push");
  const hidden = matched - rows.length;
  const count = (n: number) => `${n.toLocaleString("en-US")} account${n === 1 ? "" : "s"}`;
  if (total === 0)
    return (
      <Notice title="No shared accounts yet">
        Accounts appear here after a sync, once people share them with your business.
      </Notice>
    );

  const header = (key: BalanceSort, label: string, className?: string) => (
    <th
      scope="col"
      className={cn("px-3 py-2 font-medium", className)}
      aria-sort={view.sort === key ? (view.dir === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        className="hover:underline"
        onClick={() => change({ sort: key, dir: view.sort === key && view.dir === "asc" ? "desc" : "asc" })}
      >
        {label}
        {view.sort === key ? (view.dir === "asc" ? " ↑" : " ↓") : ""}
      </button>
    </th>
  );
  // The server writes the file from the database; the browser only names it with the local date.
  const exportCsv = () => {
    const href = `/api/business/balances/csv${balancesViewQuery(view, ["kind", "person", "sort", "dir"])}`;
    Object.assign(document.createElement("a"), {
      href,
      download: `team-balances-${localToday()}.csv`,
    }).click();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="balances-kind">Program kind</label>
          <select
            id="balances-kind"
            className="border-line bg-surface h-10 rounded-md border px-2"
            value={view.kind}
            onChange={(e) => change({ kind: e.target.value })}
          >
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="balances-person">Person</label>
          <select
            id="balances-person"
            className="border-line bg-surface h-10 rounded-md border px-2"
            value={view.person}
            onChange={(e) => change({ person: e.target.value })}
          >
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm sm:hidden">
          <label htmlFor="balances-sort">Sort by</label>
          <select
            id="balances-sort"
            className="border-line bg-surface h-10 rounded-md border px-2"
            value={`${view.sort}:${view.dir}`}
            onChange={(e) => {
              const [sort, dir] = e.target.value.split(":");
              change({ sort: sort as BalanceSort, dir: dir as "asc" | "desc" });
            }}
          >
            {SORTS.map(([key, dir, label]) => (
              <option key={`${key}:${dir}`} value={`${key}:${dir}`}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={exportCsv} className="ml-auto">
          Export CSV
        </Button>
      </div>
      <p id="balances-count" className="text-muted text-sm" role="status">
        {matched < total
          ? `${matched.toLocaleString("en-US")} of ${count(total)} match${hidden > 0 ? ` · showing ${rows.length.toLocaleString("en-US")}` : ""}`
          : hidden > 0
            ? `Showing ${rows.length.toLocaleString("en-US")} of ${count(total)}`
            : count(total)}
      </p>
      <div className="sm:border-line sm:bg-surface sm:overflow-x-auto sm:rounded-lg sm:border">
        <table className={TABLE_LAYOUT} aria-label="Team balances">
          <thead className="bg-canvas text-muted text-xs max-sm:sr-only">
            <tr>
              {header("person", "Person")}
              {header("program", "Program")}
              {header("balance", "Balance", "text-right")}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Change
              </th>
              {header("expiration", "Expires")}
              {header("elite", "Elite status")}
              {header("update", "Last update")}
              {header("status", "Status")}
            </tr>
          </thead>
          <tbody className={ROW_LAYOUT}>
            {rows.map((r) => (
              <BalanceRow key={r.id} r={r} />
            ))}
          </tbody>
        </table>
      </div>
      <ShowMoreButton
        hidden={hidden}
        step={BALANCES_PAGE}
        onMore={() => showView({ ...view, page: view.page + 1 }, "replace")}
      />
      <BalancesTotals totals={data.totals} />
    </div>
  );
}
