import { formatDateRange, formatMultiplier } from "@/lib/cards/format-card-numbers";
import type { SeasonalBonus } from "@/lib/cards/seasonal-bonuses";

/**
 * Ended seasonal bonuses, newest first: the history view that spec 1 C's showExpiredBonuses=true
 * exists for. `available` is false when only the default listing (no expired bonuses) is cached.
 */
export function BonusHistory({ bonuses, isCashback, available }: { bonuses: SeasonalBonus[]; isCashback: boolean; available: boolean }) {
  const ended = bonuses.filter((b) => b.status === "expired").sort((a, b) => (b.endDate ?? "").localeCompare(a.endDate ?? "") || a.name.localeCompare(b.name));
  return (
    <section aria-label="Past bonuses">
      <h2 className="mb-2 text-base font-semibold">Past bonuses</h2>
      {!available ? (
        <p className="text-sm text-muted">The history of ended bonuses has not been fetched yet; it appears after the next refresh.</p>
      ) : ended.length === 0 ? (
        <p className="text-sm text-muted">No ended bonuses on record for this card.</p>
      ) : (
        <ul className="divide-y divide-line rounded-md border border-line bg-surface">
          {ended.map((b) => (
            <li key={b.key} className="flex gap-3 px-3 py-2 text-sm">
              <span className="w-14 shrink-0 text-right font-semibold text-muted tabular-nums">{isCashback ? `${b.multiplier}%` : formatMultiplier(b.multiplier)}</span>
              <div className="min-w-0">
                <p className="font-medium">{b.name}</p>
                {b.merchants?.length ? <p className="text-xs text-muted">{b.merchants.join(", ")}</p> : null}
                <p className="text-xs text-muted">Ended · {formatDateRange(b.startDate, b.endDate)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
