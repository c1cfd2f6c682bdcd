// What one point is worth on a rate, in US cents (pure; unit-tested).
//
//   value = (cash price − cash co-pay) ÷ points
//
// - cash price: the hotel's `fullCashPricePerNight` (spec 1 B3: "cash alternative in USD"). B3 has
//   no cash price per room, so every rate of a hotel is measured against the same cash price.
// - cash co-pay: the rate's `cashPerNight` (B3 Rate: USD, optional). On a points + cash rate the
//   traveler pays that cash ON TOP of the points, so it is not part of what the points buy and is
//   subtracted; a pure award rate has no co-pay (0).
// Per night and per stay give the same figure (both sides scale with the nights).
// null when it cannot be said (no cash price, or a rate priced at 0 points); a co-pay at or above
// the cash price means the points buy nothing: 0.
export function centsPerPoint(cashPricePerNight: number | undefined | null, coPayPerNight: number | undefined | null, pointsPerNight: number): number | null {
  if (cashPricePerNight === undefined || cashPricePerNight === null || !(pointsPerNight > 0)) return null;
  const bought = cashPricePerNight - (coPayPerNight ?? 0);
  if (bought <= 0) return 0;
  return Math.round((bought / pointsPerNight) * 100 * 1000) / 1000; // 3 decimals of a cent
}

/** Stay totals: per-night figures × nights (spec 1 B3: "total = value x nights"). */
export function stayTotal(perNight: number, nights: number): number {
  return Math.round(perNight * nights * 100) / 100;
}
