import type { Card } from "@/lib/services/cards/card-schema";

/** Bank · type · cash back or points · discontinued, as one muted line. */
export function CardBadges({ card }: { card: Card }) {
  const parts = [card.issuingBank, card.cardType === "business" ? "Business" : "Personal", card.isCashback ? "Cash back" : "Points"];
  return (
    <p className="text-xs text-muted">
      {parts.join(" · ")}
      {card.isDiscontinued ? <span className="ml-2 rounded-sm bg-warn-soft px-1.5 py-0.5 text-warn">Discontinued</span> : null}
    </p>
  );
}
