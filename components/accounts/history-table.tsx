"use client";
// The account's activity with the provider's own column captions, paginated. `sub` picks the main
// account ("") or a sub-account (chosen by the page, shared with the chart; remount on change → page 1).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAccountHistory } from "./use-account-queries";

export function HistoryTable({ accountId, columns, version, sub }: { accountId: string; columns: { name: string }[]; version: string | null; sub: string }) {
  const [page, setPage] = useState(1);
  const { data } = useAccountHistory(accountId, page, sub, version);
  if (columns.length === 0) return <p className="text-sm text-muted">This program does not provide activity history.</p>;
  if (!data) return <p className="text-sm text-muted">Loading history…</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Activity history">
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              {columns.map((c) => <th key={c.name} scope="col" className="px-2 py-1 font-medium">{c.name}</th>)}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.id} className="border-b border-line/60">
                {columns.map((c) => <td key={c.name} className="px-2 py-1 whitespace-nowrap tabular-nums">{r.fields.find((f) => f.name === c.name)?.value ?? ""}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.total === 0 ? <p className="text-sm text-muted">No activity yet.</p> : null}
      <nav aria-label="History pages" className="flex items-center gap-2 text-sm">
        <Button variant="secondary" className="h-8" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Previous</Button>
        <span>Page {data.page} of {data.pageCount} · {data.total} rows</span>
        <Button variant="secondary" className="h-8" disabled={page >= data.pageCount} onClick={() => setPage((p) => p + 1)}>Next</Button>
      </nav>
    </div>
  );
}
