// Account history with the provider's own column names (spec 2 B1 HistoryField): PostingDate as a
// date, Miles and Bonus right-aligned numbers, Info columns under their names; "n/a" as not available.
import type { HistoryCode, HistoryRow } from "@/lib/services/business/export-schema";
import { formatDate } from "@/components/accounts/format";
import { cn } from "@/lib/cn";

const NUMERIC: HistoryCode[] = ["Miles", "Bonus"];

export function BusinessHistory({ rows, label }: { rows: HistoryRow[]; label: string }) {
  const columns: { name: string; code: HistoryCode }[] = [];
  for (const r of rows)
    for (const f of r.fields)
      if (!columns.some((c) => c.name === f.name)) columns.push({ name: f.name, code: f.code });
  return (
    // Focusable so a keyboard user can scroll a wide history sideways (it holds no links).
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="border-line bg-surface focus-visible:outline-brand overflow-x-auto rounded-lg border focus-visible:outline-2"
    >
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="bg-canvas text-muted text-xs">
          <tr>
            {columns.map((c) => (
              <th
                key={c.name}
                scope="col"
                className={cn("px-3 py-2 font-medium", NUMERIC.includes(c.code) && "text-right")}
              >
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-line divide-y">
          {rows.map((r, i) => (
            <tr key={i}>
              {columns.map((c) => {
                const v = r.fields.find((f) => f.name === c.name)?.value ?? "";
                const na = v.trim() === "" || v.trim().toLowerCase() === "n/a";
                return (
                  <td
                    key={c.name}
                    className={cn("px-3 py-2", NUMERIC.includes(c.code) && "text-right tabular-nums")}
                  >
                    {na ? (
                      <span className="text-muted" title="Not available">
                        —
                      </span>
                    ) : c.code === "PostingDate" && /^\d{4}-\d{2}-\d{2}/.test(v) ? (
                      formatDate(v.slice(0, 10))
                    ) : (
                      v
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
