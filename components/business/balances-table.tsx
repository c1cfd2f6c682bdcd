"use client";
// Team balances, person × program: filter by kind and person, sort by any column, totals per program
// (never adding different programs together), Export CSV of every matching row. PostgreSQL computes
// the rows drawn, the counts and the totals (lib/business/list-balances.ts); the view lives in the
// address (lib/business/balances-view.ts), so a reload or a link shows the same rows.
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { ExpiryDate } from "@/components/accounts/expiry-date";
import { UPDATED_AT } from "@/components/accounts/format";
import { localToday } from "@/components/ui/iso-date";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Notice } from "@/components/ui/notice";
import { ShowMoreButton } from "@/components/ui/show-more-button";
import { BALANCES_PAGE, balancesViewFromParams, balancesViewQuery, type BalanceSort, type BalancesView } from "@/lib/business/balances-view";
import { cn } from "@/lib/cn";
import { BalanceCards } from "./balance-cards";
import { BalancesTotals } from "./balances-totals";
import { ErrorCodeBadge } from "./error-code-badge";
import { useBalancePeople, useBalances } from "./use-business";

// The table sorts by its headers; on a phone (cards) the same orders come from a select.
const SORTS: [BalanceSort, "asc" | "desc", string][] = [["person", "asc", "Person"], ["program", "asc", "Program"], ["balance", "desc", "Largest balance"], ["expiration", "asc", "Expiring first"], ["elite", "desc", "Highest elite rank"], ["update", "desc", "Last updated"], ["status", "asc", "Status"]];

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
  if (total === 0) return <Notice title="No shared accounts yet">Accounts appear here after a sync, once people share them with your business.</Notice>;

  const header = (key: BalanceSort, label: string, className?: string) => (
    <th scope="col" className={cn("px-3 py-2 font-medium", className)} aria-sort={view.sort === key ? (view.dir === "asc" ? "ascending" : "descending") : "none"}>
      <button type="button" className="hover:underline" onClick={() => change({ sort: key, dir: view.sort === key && view.dir === "asc" ? "desc" : "asc" })}>
        {label}{view.sort === key ? (view.dir === "asc" ? " ↑" : " ↓") : ""}
      </button>
    </th>
  );
  // The server writes the file from the database; the browser only names it with the local date.
  const exportCsv = () => {
    const href = `/api/business/balances/csv${balancesViewQuery(view, ["kind", "person", "sort", "dir"])}`;
    Object.assign(document.createElement("a"), { href, download: `team-balances-${localToday()}.csv` }).click();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1 text-sm"><label htmlFor="balances-kind">Program kind</label>
          <select id="balances-kind" className="h-10 rounded-md border border-line bg-surface px-2" value={view.kind} onChange={(e) => change({ kind: e.target.value })}>
            <option value="">All kinds</option>
            {kinds.map((k) => <option key={k} value={k}>{k}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm"><label htmlFor="balances-person">Person</label>
          <select id="balances-person" className="h-10 rounded-md border border-line bg-surface px-2" value={view.person} onChange={(e) => change({ person: e.target.value })}>
            <option value="">Everyone</option>
            {people.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm sm:hidden"><label htmlFor="balances-sort">Sort by</label>
          <select id="balances-sort" className="h-10 rounded-md border border-line bg-surface px-2" value={`${view.sort}:${view.dir}`} onChange={(e) => { const [sort, dir] = e.target.value.split(":"); change({ sort: sort as BalanceSort, dir: dir as "asc" | "desc" }); }}>
            {SORTS.map(([key, dir, label]) => <option key={`${key}:${dir}`} value={`${key}:${dir}`}>{label}</option>)}
          </select>
        </div>
        <Button variant="secondary" onClick={exportCsv} className="ml-auto">Export CSV</Button>
      </div>
      <p id="balances-count" className="text-sm text-muted" role="status">
        {matched < total
          ? `${matched.toLocaleString("en-US")} of ${count(total)} match${hidden > 0 ? ` · showing ${rows.length.toLocaleString("en-US")}` : ""}`
          : hidden > 0 ? `Showing ${rows.length.toLocaleString("en-US")} of ${count(total)}` : count(total)}
      </p>
      <BalanceCards rows={rows} />
      <div className="hidden overflow-x-auto rounded-lg border border-line bg-surface sm:block">
        <table className="w-full min-w-[56rem] text-left text-sm [&_td]:px-3 [&_td]:py-2" aria-label="Team balances">
          <thead className="bg-canvas text-xs text-muted">
            <tr>{header("person", "Person")}{header("program", "Program")}{header("balance", "Balance", "text-right")}<th scope="col" className="px-3 py-2 text-right font-medium">Change</th>{header("expiration", "Expires")}{header("elite", "Elite status")}{header("update", "Last update")}{header("status", "Status")}</tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => (
              <tr key={r.id}>
                <td><Link className="text-brand hover:underline" href={`/business/people/${r.personId}`}>{r.person}</Link></td>
                <td><Link className="text-brand hover:underline" href={`/business/accounts/${r.id}`}>{r.program}</Link><span className="block text-xs text-muted">{r.kind}</span></td>
                <td className="text-right tabular-nums">{r.balanceHidden ? <span className="text-xs text-muted" title="Access level 0: numbers and statuses only">Hidden (level 0)</span> : (r.balance !== null ? <>{r.balance}{r.unit ? <span className="text-xs text-muted"> {r.unit}</span> : null}</> : <span className="text-muted">Not available</span>)}</td>
                <td className={cn("text-right tabular-nums", r.change?.startsWith("+") ? "text-good" : r.change ? "text-bad" : "")}>{r.change ?? ""}</td>
                <td>{r.expirationDate ? <ExpiryDate date={r.expirationDate} /> : <span className="text-muted">—</span>}</td>
                <td>{r.elite ? <>{r.elite.name}{r.elite.rank !== null ? <span className="text-xs text-muted"> (rank {r.elite.rank})</span> : null}</> : <span className="text-muted">—</span>}</td>
                <td className="text-xs">{r.lastUpdate ? <LocalTime iso={r.lastUpdate} options={UPDATED_AT} /> : <span className="text-muted">Never</span>}{r.lastError ? <span className="block text-bad">Last fetch failed: {r.lastError}</span> : null}</td>
                <td><ErrorCodeBadge code={r.errorCode} message={r.errorMessage} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShowMoreButton hidden={hidden} step={BALANCES_PAGE} onMore={() => showView({ ...view, page: view.page + 1 }, "replace")} />
      <BalancesTotals totals={data.totals} />
    </div>
  );
}
