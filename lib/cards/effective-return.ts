// Effective return = multiplier × value of one unit (issue 5). Points are worth the service's
// servicePointValue (USD per point); cash-back cards earn at face value (5× = 5% = 5 × $0.01).
import type { Card } from "@/lib/services/cards/card-schema";

export const CASH_BACK_UNIT = 0.01;
// A points card without servicePointValue (Opt in C1): assume a cent per point and say so.
export const ASSUMED_POINT_VALUE = 0.01;

export function unitValue(card: Pick<Card, "isCashback" | "servicePointValue">): {
  value: number;
  assumed: boolean;
} {
  if (card.isCashback) return { value: CASH_BACK_UNIT, assumed: false };
  if (card.servicePointValue === undefined) return { value: ASSUMED_POINT_VALUE, assumed: true };
  return { value: card.servicePointValue, assumed: false };
}

/** USD earned per USD spent. */
export function effectiveReturn(
  card: Pick<Card, "isCashback" | "servicePointValue">,
  multiplier: number,
): number {
  return multiplier * unitValue(card).value;
}
