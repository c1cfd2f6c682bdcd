"use client";
// Team balances, person × program: filter by kind and person, sort by any column, totals per program
// (never adding different programs together), Export CSV of what is shown.
import Link from "next/link";
import { useMemo, useState } from "react";
import { ExpiryDate } from "@/components/accounts/expiry-date";
import { UPDATED_AT } from "@/components/accounts/format";
import { localToday } from "@/components/ui/iso-date";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Notice } from "@/components/ui/notice";
import { ShowMoreButton } from "@/components/ui/show-more-button";
import type { BalanceRow } from "@/lib/business/list-balances";
import { cn } from "@/lib/cn";
import { BalanceCards } from "./balance-cards";
import { balancesCsv } from "./balances-csv";
import { BalancesTotals } from "./balances-totals";
import { ErrorCodeBadge } from "./error-code-badge";
import { useBalances } from "./use-business";

type SortKey = "person" | "program" | "balance" | "expiration" | "elite" | "update" | "status";
const value = (r: BalanceRow, k: SortKey): string | number => ({ person: r.person, program: r.program, balance: r.balanceRaw ?? -1, expiration: r.expirationDate ?? "9999", elite: r.elite?.rank ?? -1, update: r.lastUpdate ?? "", status: r.errorCode ?? -1 })[k];

// The table sorts by its headers; on a phone (cards) the same orders come from a select.
const SORTS: [SortKey, 1 | -1, string][] = [["person", 1, "Person"], ["program", 1, "Program"], ["balance", -1, "Largest balance"], ["expiration", 1, "Expiring first"], ["elite", -1, "Highest elite rank"], ["update", -1, "Last updated"], ["status", 1, "Status"]];

// Rows drawn at a time. Filters, sort, totals and the CSV cover every row; a business of 10,000
// shared accounts drew 20,000 rows at once (the table and the phone cards) before this.
const BALANCES_PAGE = 100;

export function BalancesTable() {
  const { data: rows = [] } = useBalances();
  const [kind, setKind] = useState("");
  const [person, setPerson] = useState("");
  const [sort, setSort] = useState<{ key: SortKey; dir: 1 | -1 }>({ key: "person", dir: 1 });
  // "Show more" counts for one filter and order: another one starts again from its first rows.
  const view = `${kind}\n${person}\n${sort.key}:${sort.dir}`;
  const [more, setMore] = useState({ view, limit: BALANCES_PAGE });
  if (more.view !== view) setMore({ view, limit: BALANCES_PAGE }); // React's reset during render: no effect, no extra paint
  const limit = more.view === view ? more.limit : BALANCES_PAGE;
  const kinds = useMemo(() => [...new Set(rows.map((r) => r.kind))].sort(), [rows]);
  const people = useMemo(() => [...new Map(rows.map((r) => [r.personId, r.person])).entries()].sort((a, b) => a[1].localeCompare(b[1])), [rows]);
  const shown = useMemo(() => {
    const list = rows.filter((r) => (!kind || r.kind === kind) && (!person || r.personId === person));
    return [...list].sort((a, b) => {
      const x = value(a, sort.key), y = value(b, sort.key);
      return (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y))) * sort.dir;
    });
  }, [rows, kind, person, sort]);
  const visible = shown.slice(0, limit);
  const hidden = shown.length - visible.length;
  const count = (n: number) => `${n.toLocaleString("en-US")} account${n === 1 ? "" : "s"}`;
  if (rows.length === 0) return <Notice title="No shared accounts yet">Accounts appear here after a sync, once people share them with your business.</Notice>;

  const header = (key: SortKey, label: string, className?: string) => (
    <th scope="col" className={cn("px-3 py-2 font-medium", className)} aria-sort={sort.key === key ? (sort.dir === 1 ? "ascending" : "descending") : "none"}>
      <button type="button" className="hover:underline" onClick={() => setSort((s) => ({ key, dir: s.key === key ? ((-s.dir) as 1 | -1) : 1 }))}>
        {label}{sort.key === key ? (sort.dir === 1 ? " ↑" : " ↓") : ""}
      </button>
    </th>
  );
  const exportCsv = () => {
    const url = URL.createObjectURL(new Blob([balancesCsv(shown)], { type: "text/csv;charset=utf-8" }));
    const a = Object.assign(document.createElement("a"), { href: url, download: `team-balances-${localToday()}.csv` });
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1 text-sm"><label htmlFor="balances-kind">Program kind</label>
          <select id="balances-kind" className="h-10 rounded-md border border-line bg-surface px-2" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">All kinds</option>
            {kinds.map((k) => <option key={k} value={k}>{k}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm"><label htmlFor="balances-person">Person</label>
          <select id="balances-person" className="h-10 rounded-md border border-line bg-surface px-2" value={person} onChange={(e) => setPerson(e.target.value)}>
            <option value="">Everyone</option>
            {people.map(([id, name]) => <option key={id} value={id}>{name}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm sm:hidden"><label htmlFor="balances-sort">Sort by</label>
          <select id="balances-sort" className="h-10 rounded-md border border-line bg-surface px-2" value={`${sort.key}:${sort.dir}`} onChange={(e) => { const [key, dir] = e.target.value.split(":"); setSort({ key: key as SortKey, dir: Number(dir) as 1 | -1 }); }}>
            {SORTS.map(([key, dir, label]) => <option key={`${key}:${dir}`} value={`${key}:${dir}`}>{label}</option>)}
          </select>
        </div>
        <Button variant="secondary" onClick={exportCsv} className="ml-auto">Export CSV</Button>
      </div>
      <p id="balances-count" className="text-sm text-muted" role="status">
        {shown.length < rows.length
          ? `${shown.length.toLocaleString("en-US")} of ${count(rows.length)} match${hidden > 0 ? ` · showing ${visible.length.toLocaleString("en-US")}` : ""}`
          : hidden > 0 ? `Showing ${visible.length.toLocaleString("en-US")} of ${count(rows.length)}` : count(rows.length)}
      </p>
      <BalanceCards rows={visible} />
      <div className="hidden overflow-x-auto rounded-lg border border-line bg-surface sm:block">
        <table className="w-full min-w-[56rem] text-left text-sm" aria-label="Team balances">
          <thead className="bg-canvas text-xs text-muted">
            <tr>{header("person", "Person")}{header("program", "Program")}{header("balance", "Balance", "text-right")}<th scope="col" className="px-3 py-2 text-right font-medium">Change</th>{header("expiration", "Expires")}{header("elite", "Elite status")}{header("update", "Last update")}{header("status", "Status")}</tr>
          </thead>
          <tbody className="divide-y divide-line">
            {visible.map((r) => (
              <tr key={r.id}>
                <td className="px-3 py-2"><Link className="text-brand hover:underline" href={`/business/people/${r.personId}`}>{r.person}</Link></td>
                <td className="px-3 py-2"><Link className="text-brand hover:underline" href={`/business/accounts/${r.id}`}>{r.program}</Link><span className="block text-xs text-muted">{r.kind}</span></td>
                <td className="px-3 py-2 text-right tabular-nums">{r.balanceHidden ? <span className="text-xs text-muted" title="Access level 0: numbers and statuses only">Hidden (level 0)</span> : (r.balance !== null ? <>{r.balance}{r.unit ? <span className="text-xs text-muted"> {r.unit}</span> : null}</> : <span className="text-muted">Not available</span>)}</td>
                <td className={cn("px-3 py-2 text-right tabular-nums", r.change?.startsWith("+") ? "text-good" : r.change ? "text-bad" : "")}>{r.change ?? ""}</td>
                <td className="px-3 py-2">{r.expirationDate ? <ExpiryDate date={r.expirationDate} /> : <span className="text-muted">—</span>}</td>
                <td className="px-3 py-2">{r.elite ? <>{r.elite.name}{r.elite.rank !== null ? <span className="text-xs text-muted"> (rank {r.elite.rank})</span> : null}</> : <span className="text-muted">—</span>}</td>
                <td className="px-3 py-2 text-xs">{r.lastUpdate ? <LocalTime iso={r.lastUpdate} options={UPDATED_AT} /> : <span className="text-muted">Never</span>}{r.lastError ? <span className="block text-bad">Last fetch failed: {r.lastError}</span> : null}</td>
                <td className="px-3 py-2"><ErrorCodeBadge code={r.errorCode} message={r.errorMessage} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShowMoreButton hidden={hidden} step={BALANCES_PAGE} onMore={() => setMore({ view, limit: limit + BALANCES_PAGE })} />
      <BalancesTotals rows={shown} />
    </div>
  );
}
