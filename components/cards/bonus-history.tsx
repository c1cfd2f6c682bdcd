import { formatDateRange, formatMultiplier } from "@/lib/cards/format-card-numbers";
import type { SeasonalBonus } from "@/lib/cards/seasonal-bonuses";

/**
 * Ended seasonal bonuses, newest first: the history view that spec 1 C's showExpiredBonuses=true
 * exists for. `available` is false when only the default listing (no expired bonuses) is cached.
 */
export function BonusHistory({
  bonuses,
  isCashback,
  available,
}: {
  bonuses: SeasonalBonus[];
  isCashback: boolean;
  available: boolean;
}) {
  const ended = bonuses
    .filter((b) => b.status === "expired")
    .sort((a, b) => (b.endDate ?? "").localeCompare(a.endDate ?? "") || a.name.localeCompare(b.name));
  return (
    <section aria-label="Past bonuses">
      <h2 className="mb-2 text-base font-semibold">Past bonuses</h2>
      {!available ? (
        <p className="text-muted text-sm">
          The history of ended bonuses has not been fetched yet; it appears after the next refresh.
        </p>
      ) : ended.length === 0 ? (
        <p className="text-muted text-sm">No ended bonuses on record for this card.</p>
      ) : (
        <ul className="divide-line border-line bg-surface divide-y rounded-md border">
          {ended.map((b) => (
            <li key={b.key} className="flex gap-3 px-3 py-2 text-sm">
              <span className="text-muted w-14 shrink-0 text-right font-semibold tabular-nums">
                {isCashback ? `${b.multiplier}%` : formatMultiplier(b.multiplier)}
              </span>
              <div className="min-w-0">
                <p className="font-medium">{b.name}</p>
                {b.merchants?.length ? <p className="text-muted text-xs">{b.merchants.join(", ")}</p> : null}
                <p className="text-muted text-xs">Ended · {formatDateRange(b.startDate, b.endDate)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
