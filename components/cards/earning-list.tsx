import { SafeHtml } from "@/components/ui/safe-html";
import { bonusStatus } from "@/lib/cards/bonus-status";
import { formatDateRange, formatMultiplier } from "@/lib/cards/format-card-numbers";
import type { SeasonalBonus } from "@/lib/cards/seasonal-bonuses";
import type { Card } from "@/lib/services/cards/card-schema";

type Row = Omit<SeasonalBonus, "status">; // the same shape as a bonus, with or without dates

const STATUS = { always: null, current: "Now", upcoming: "Upcoming", expired: "Ended" } as const;

/** Every category and merchant group of a card with rate, dates and (for groups) merchant names. */
export function EarningList({
  title,
  rows,
  card,
  today,
}: {
  title: string;
  rows: Row[];
  card: Card;
  today: string;
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-muted text-sm">None listed.</p>
      ) : (
        <ul className="divide-line border-line bg-surface divide-y rounded-md border">
          {rows.map((r) => {
            const status = STATUS[bonusStatus(r, today)];
            const dates = formatDateRange(r.startDate, r.endDate);
            return (
              <li key={r.key} className="flex gap-3 px-3 py-2">
                <span className="w-14 shrink-0 text-right font-semibold tabular-nums">
                  {card.isCashback ? `${r.multiplier}%` : formatMultiplier(r.multiplier)}
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{r.name}</p>
                  {r.merchants?.length ? (
                    <p className="text-muted text-xs">{r.merchants.join(", ")}</p>
                  ) : null}
                  {dates ? (
                    <p className="text-xs">
                      {dates}
                      {status ? (
                        <span className="bg-canvas text-muted ml-1.5 rounded-sm px-1">{status}</span>
                      ) : null}
                    </p>
                  ) : null}
                  {r.description ? (
                    <SafeHtml html={r.description} as="p" className="text-muted text-xs" />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function categoryRows(card: Card): Row[] {
  return (card.earningCategories ?? []).map((c) => ({
    key: `c${c.categoryId}-${c.startDate ?? ""}`,
    name: c.categoryName,
    ...c,
  }));
}

export function merchantRows(card: Card): Row[] {
  return (card.earningMerchants ?? []).map((m) => ({
    key: `m${m.merchantGroupId}-${m.startDate ?? ""}`,
    name: m.merchantGroupName,
    ...m,
    merchants: (m.merchantNames ?? []).map((n) => n.merchantName),
  }));
}
