// What one point is worth on a rate, in US cents (pure; unit-tested).
//
//   value = (cash price − cash co-pay) ÷ points
//
// - cash price: the hotel's `fullCashPricePerNight` (spec 1 B3: "cash alternative in USD"). B3 has
//   no cash price per room, so every rate of a hotel is measured against the same cash price.
// - cash co-pay: the rate's `cashPerNight` (B3 Rate: USD, optional). On a points + cash rate the
//   traveler pays that cash ON TOP of the points, so it is not part of what the points buy and is
//   subtracted; a pure award rate has no co-pay (0).
// Both amounts arrive as integer US cents (lib/money/minor-units.ts), so "cash bought ÷ points" is
// already cents per point and the subtraction is exact.
// Per night and per stay give the same figure (both sides scale with the nights).
// null when it cannot be said (no cash price, or a rate priced at 0 points); a co-pay at or above
// the cash price means the points buy nothing: 0.
export function centsPerPoint(
  cashCentsPerNight: number | undefined | null,
  coPayCentsPerNight: number | undefined | null,
  pointsPerNight: number,
): number | null {
  if (cashCentsPerNight === undefined || cashCentsPerNight === null || !(pointsPerNight > 0)) return null;
  const bought = cashCentsPerNight - (coPayCentsPerNight ?? 0);
  if (bought <= 0) return 0;
  return Math.round((bought / pointsPerNight) * 1000) / 1000; // 3 decimals of a cent (a ratio, not an amount)
}

/** Stay totals: per-night figures × nights (spec 1 B3: "total = value x nights"). Both are
 *  integers (points, or minor units of money), so the product is exact. */
export function stayTotal(perNight: number, nights: number): number {
  return perNight * nights;
}
