// Totals per program of every row the filters keep (summed by PostgreSQL, list-balances.ts): one line per program, never different programs added up.
import type { BalanceTotal } from "@/lib/business/list-balances";

const nf = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function BalancesTotals({ totals: list }: { totals: BalanceTotal[] }) {
  return (
    <section aria-label="Totals per program" className="border-line bg-surface rounded-lg border p-4">
      <h2 className="text-muted mb-2 text-sm font-semibold">Totals per program</h2>
      <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {list.map((t) => (
          <li key={t.program} className="flex justify-between gap-3">
            <span>{t.program}</span>
            <span className="tabular-nums">
              {t.counted ? `${nf.format(t.total)}${t.unit ? ` ${t.unit}` : ""}` : "—"}
              <span className="text-muted text-xs">
                {" "}
                · {nf.format(t.counted)} account{t.counted === 1 ? "" : "s"}
                {t.hidden ? `, ${nf.format(t.hidden)} without a balance` : ""}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
