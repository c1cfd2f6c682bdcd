// Totals per program of the rows shown: one line per program, never different programs added up.
import type { BalanceRow } from "@/lib/business/list-balances";

const nf = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function BalancesTotals({ rows }: { rows: BalanceRow[] }) {
  const byProgram = new Map<string, { program: string; unit: string | null; total: number; counted: number; hidden: number }>();
  for (const r of rows) {
    const key = r.code ?? r.program;
    const t = byProgram.get(key) ?? { program: r.program, unit: null, total: 0, counted: 0, hidden: 0 };
    t.unit ??= r.unit;
    if (r.balanceRaw !== null) { t.total += r.balanceRaw; t.counted++; } else t.hidden++;
    byProgram.set(key, t);
  }
  const list = [...byProgram.values()].sort((a, b) => a.program.localeCompare(b.program));
  return (
    <section aria-label="Totals per program" className="rounded-lg border border-line bg-surface p-4">
      <h2 className="mb-2 text-sm font-semibold text-muted">Totals per program</h2>
      <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {list.map((t) => (
          <li key={t.program} className="flex justify-between gap-3">
            <span>{t.program}</span>
            <span className="tabular-nums">{t.counted ? `${nf.format(t.total)}${t.unit ? ` ${t.unit}` : ""}` : "—"}<span className="text-xs text-muted"> · {nf.format(t.counted)} account{t.counted === 1 ? "" : "s"}{t.hidden ? `, ${nf.format(t.hidden)} without a balance` : ""}</span></span>
          </li>
        ))}
      </ul>
    </section>
  );
}
