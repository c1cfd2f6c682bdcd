import Link from "next/link";
import type { Card } from "@/lib/services/cards/card-schema";

/** Bank · type · cash back or points · discontinued, as one muted line. */
export function CardBadges({ card }: { card: Card }) {
  const parts = [
    card.issuingBank,
    card.cardType === "business" ? "Business" : "Personal",
    card.isCashback ? "Cash back" : "Points",
  ];
  return (
    <p className="text-muted text-xs">
      {parts.join(" · ")}
      {card.isDiscontinued ? (
        <span className="bg-warn-soft text-warn ml-2 rounded-sm px-1.5 py-0.5">Discontinued</span>
      ) : null}
    </p>
  );
}

/** A card's name, linking to its page, above its badges: how a card opens in any list. */
export function CardTitle({ card }: { card: Card }) {
  return (
    <div className="min-w-0">
      <Link href={`/cards/${card.cardId}`} className="font-medium hover:underline">
        {card.cardName}
      </Link>
      <CardBadges card={card} />
    </div>
  );
}
