// The cheapest pair of days of a round trip's two price calendars (issue 38 item 5): the outbound
// day and the return day, the return not before the outbound, whose cheapest miles together are the
// fewest. Pure; the calendars beside each other mark it.

export interface DayPrice {
  date: string;
  miles: number;
}

/** The cheapest miles of each day (several programs and cabins may price one day). */
export function cheapestByDay(days: readonly DayPrice[]): Map<string, number> {
  const by = new Map<string, number>();
  for (const d of days) if (!by.has(d.date) || d.miles < by.get(d.date)!) by.set(d.date, d.miles);
  return by;
}

/** The cheapest outbound and return days together, or null when no return follows an outbound. */
export function cheapestDayPair(
  out: readonly DayPrice[],
  back: readonly DayPrice[],
): { out: string; back: string; miles: number } | null {
  const outBy = [...cheapestByDay(out)].sort(([a], [b]) => (a < b ? -1 : 1));
  const backBy = [...cheapestByDay(back)].sort(([a], [b]) => (a < b ? 1 : -1)); // latest first
  // Walk the returns from the latest day back, keeping the cheapest return on or after each day.
  let best: { out: string; back: string; miles: number } | null = null;
  let cheapestLater: [string, number] | null = null;
  let j = 0;
  for (const [day, miles] of [...outBy].reverse()) {
    while (j < backBy.length && backBy[j]![0] >= day) {
      if (!cheapestLater || backBy[j]![1] <= cheapestLater[1]) cheapestLater = backBy[j]!;
      j++;
    }
    if (cheapestLater && (!best || miles + cheapestLater[1] <= best.miles))
      best = { out: day, back: cheapestLater[0], miles: miles + cheapestLater[1] };
  }
  return best;
}
