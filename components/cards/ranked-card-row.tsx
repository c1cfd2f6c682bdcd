import { CardTitle } from "@/components/cards/card-badges";
import { WalletToggle } from "@/components/cards/wallet-toggle";
import { SafeHtml } from "@/components/ui/safe-html";
import {
  formatDateRange,
  formatEarnRate,
  formatPointValue,
  formatReturn,
} from "@/lib/cards/format-card-numbers";
import type { RankedCard } from "@/lib/cards/rank-cards";

export function RankedCardRow({ item, rank, held }: { item: RankedCard; rank?: number; held: boolean }) {
  const { card, earning } = item;
  const dates = formatDateRange(earning.startDate, earning.endDate);
  return (
    <li className="border-line bg-surface flex gap-3 rounded-md border p-3" aria-label={card.cardName}>
      {rank ? (
        <span className="text-muted w-6 shrink-0 pt-0.5 text-right text-sm font-semibold">{rank}</span>
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <CardTitle card={card} />
          <p className="text-right">
            <span className="block text-lg font-semibold tabular-nums">
              {formatReturn(item.effectiveReturn)}
            </span>
            <span className="text-muted block text-xs">effective return</span>
          </p>
        </div>
        <p className="mt-2 text-sm">
          {formatEarnRate(earning.multiplier, card.isCashback, card.currencyName)}{" "}
          {earning.kind === "base" ? (
            <span className="text-muted">(base rate, no bonus here)</span>
          ) : (
            <>on {earning.name}</>
          )}
          {card.isCashback ? null : (
            <span className="text-muted">
              {" "}
              · {formatPointValue(item.pointValue)}
              {item.pointValueAssumed ? " (assumed; the service gives no value)" : ""}
            </span>
          )}
        </p>
        {dates ? <p className="text-good mt-1 text-xs font-medium">Seasonal bonus: {dates}</p> : null}
        {earning.description ? (
          <SafeHtml html={earning.description} as="p" className="text-muted mt-1 text-xs" />
        ) : null}
      </div>
      <WalletToggle cardId={card.cardId} cardName={card.cardName} held={held} className="self-start" />
    </li>
  );
}
