import { CardTitle } from "@/components/cards/card-badges";
import { WalletToggle } from "@/components/cards/wallet-toggle";
import { SafeHtml } from "@/components/ui/safe-html";
import { earnsOn } from "@/lib/cards/bonus-status";
import { formatMultiplier, formatPointValue } from "@/lib/cards/format-card-numbers";
import type { Card } from "@/lib/services/cards/card-schema";

/** One card in Browse: name, badges, its three best earnings today, value, wallet toggle. */
export function CardListItem({ card, held, today }: { card: Card; held: boolean; today: string }) {
  const top = [
    ...(card.earningCategories ?? []).map((c) => ({ name: c.categoryName, ...c })),
    ...(card.earningMerchants ?? []).map((m) => ({ name: m.merchantGroupName, ...m })),
  ]
    .filter((e) => earnsOn(e, today))
    .sort((a, b) => b.multiplier - a.multiplier)
    .slice(0, 3);
  return (
    <li
      className="border-line bg-surface flex flex-col gap-2 rounded-md border p-3"
      aria-label={card.cardName}
    >
      <div className="flex items-start justify-between gap-2">
        <CardTitle card={card} />
        <WalletToggle cardId={card.cardId} cardName={card.cardName} held={held} />
      </div>
      {card.shortEarningDescription ? (
        <SafeHtml html={card.shortEarningDescription} as="p" className="text-sm" />
      ) : null}
      <p className="flex flex-wrap gap-1.5 text-xs">
        {top.map((e) => (
          <span key={e.name} className="bg-canvas rounded-sm px-1.5 py-0.5">
            <b>{card.isCashback ? `${e.multiplier}%` : formatMultiplier(e.multiplier)}</b> {e.name}
          </span>
        ))}
        {card.servicePointValue !== undefined && !card.isCashback ? (
          <span className="text-muted px-1.5 py-0.5">{formatPointValue(card.servicePointValue)}</span>
        ) : null}
      </p>
    </li>
  );
}
