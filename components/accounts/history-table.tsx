"use client";
// The account's activity with the provider's own column captions, paginated. Fields are matched to
// columns by caption, else by kind (lib/loyalty-accounts/history-fields.ts); fields matching no column
// are shown in a last "Other" column. Point columns are signed, right-aligned and coloured (earn/burn).
// `sub` picks the main account ("") or a sub-account (chosen by the page, shared with the chart).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { type ColumnDef, displayOrder, matchFields } from "@/lib/loyalty-accounts/history-fields";
import { formatDate, formatSignedAmount } from "./format";
import { useAccountHistory } from "./use-account-queries";

const NUMERIC = new Set(["Miles", "Bonus", "Amount"]); // points in or out: signed and coloured
const isNumberType = (c: ColumnDef & { type?: string }) => c.type === "integer" || c.type === "decimal";
const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

function Cell({ column, value }: { column: ColumnDef & { type?: string }; value: string | undefined }) {
  if (value === undefined || value === "") return <td className="px-2 py-1" />;
  if (column.kind && NUMERIC.has(column.kind)) {
    const amount = formatSignedAmount(value);
    return (
      <td
        className={cn(
          "px-2 py-1 text-right whitespace-nowrap tabular-nums",
          amount.sign > 0 && "text-good",
          amount.sign < 0 && "text-bad",
        )}
      >
        {amount.text}
      </td>
    );
  }
  const n = Number(value.replace(/,/g, ""));
  if (isNumberType(column) && Number.isFinite(n))
    return <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{plain.format(n)}</td>;
  if (column.kind === "PostingDate")
    return (
      <td className="px-2 py-1 whitespace-nowrap tabular-nums">
        {/^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value.slice(0, 10)) : value}
      </td>
    );
  return <td className="min-w-40 px-2 py-1">{value}</td>;
}

export function HistoryTable({
  accountId,
  columns: given,
  version,
  sub,
}: {
  accountId: string;
  columns: (ColumnDef & { type?: string })[];
  version: string | null;
  sub: string;
}) {
  const [page, setPage] = useState(1);
  const columns = displayOrder(given);
  const { data, error, refetch } = useAccountHistory(accountId, page, sub, version);
  if (columns.length === 0)
    return <p className="text-muted text-sm">This program does not provide activity history.</p>;
  // A failed read says so (with its words and a retry) instead of "Loading" for ever.
  if (!data && error)
    return (
      <p role="alert" className="text-bad text-sm">
        The history could not be loaded: {error.message}{" "}
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  if (!data) return <p className="text-muted text-sm">Loading history…</p>;
  const rows = data.rows.map((r) => ({ id: r.id, ...matchFields(r.fields, columns) }));
  const hasExtras = rows.some((r) => r.extras.length > 0);
  return (
    <div className="flex flex-col gap-3">
      {/* On a phone the table scrolls sideways: the scroll box must be reachable by keyboard (axe). */}
      <div
        role="region"
        aria-label="Activity history, scrolls sideways"
        tabIndex={0}
        className="focus-visible:outline-brand overflow-x-auto focus-visible:outline-2"
      >
        <table className="w-full text-sm" aria-label="Activity history">
          <thead>
            <tr className="border-line text-muted border-b text-left text-xs">
              {columns.map((c) => (
                <th
                  key={c.name}
                  scope="col"
                  className={cn(
                    "px-2 py-1 font-medium",
                    ((c.kind && NUMERIC.has(c.kind)) || isNumberType(c)) && "text-right",
                  )}
                >
                  {c.name}
                </th>
              ))}
              {hasExtras ? (
                <th scope="col" className="px-2 py-1 font-medium">
                  Other
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-line/60 border-b">
                {columns.map((c, i) => (
                  <Cell key={c.name} column={c} value={r.cells[i]} />
                ))}
                {hasExtras ? (
                  <td className="text-muted px-2 py-1 text-xs">
                    {r.extras.map((f) => `${f.name}: ${f.value}`).join(" · ")}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.total === 0 ? <p className="text-muted text-sm">No activity yet.</p> : null}
      <nav aria-label="History pages" className="flex flex-wrap items-center gap-2 text-sm">
        <Button
          variant="secondary"
          className="h-8"
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
        >
          Previous
        </Button>
        <span>
          Page {data.page} of {data.pageCount} · {data.total.toLocaleString("en-US")} rows
        </span>
        <Button
          variant="secondary"
          className="h-8"
          disabled={page >= data.pageCount}
          onClick={() => setPage((p) => p + 1)}
        >
          Next
        </Button>
      </nav>
    </div>
  );
}
