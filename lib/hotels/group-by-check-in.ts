// A flexible hotel search's results by check-in day (issue 38 item 7): one group per day asked, in
// date order, each hotel once with its cheapest night, and, for a hotel found on several days, the
// day its night is cheapest. Points of different programs are not one currency, so nothing here
// compares a Hyatt night with a Hilton night: a hotel is its program's listing (program, name,
// address). Pure: the page regroups on every poll.

export interface DatedHotel {
  id: string;
  /** The check-in day of the request that found it. */
  date: string;
  providerCode: string;
  name: string;
  address: string;
  /** Its cheapest rate's points per night (normalize-hotel.ts). */
  pointsPerNight: number;
  cashPerNightMinor: number | null;
}

export interface CheckInGroup<T> {
  date: string;
  /** Each hotel once, fewest points per night first. */
  hotels: T[];
}

/** One hotel across days and deliveries: its program and its name and address as the service wrote them. */
export const hotelKey = (h: Pick<DatedHotel, "providerCode" | "name" | "address">) =>
  `${h.providerCode}\u0000${h.name.trim().toLowerCase()}\u0000${h.address.trim().toLowerCase()}`;

/** Fewer points per night, then less cash (none counts as the most), then the id: a total order. */
function cheaper(a: DatedHotel, b: DatedHotel): number {
  const cash = (h: DatedHotel) => h.cashPerNightMinor ?? Number.POSITIVE_INFINITY;
  return a.pointsPerNight - b.pointsPerNight || cash(a) - cash(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Every day of `dates` gets a group, with or without hotels; a hotel on a day not asked gets one too. */
export function groupByCheckIn<T extends DatedHotel>(dates: string[], hotels: T[]): CheckInGroup<T>[] {
  const byDay = new Map<string, Map<string, T>>(dates.map((d) => [d, new Map()]));
  for (const h of hotels) {
    let day = byDay.get(h.date);
    if (!day) byDay.set(h.date, (day = new Map()));
    const key = hotelKey(h);
    const seen = day.get(key);
    if (!seen || cheaper(h, seen) < 0) day.set(key, h);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, day]) => ({
      date,
      hotels: [...day.values()].sort((a, b) => cheaper(a, b) || a.name.localeCompare(b.name)),
    }));
}

/**
 * The hotels (by hotelKey) whose night is cheaper on some days than on others, with those days: what
 * the page marks "its cheapest day". A hotel found on one day only, or as cheap on every day it was
 * found, has nothing to mark.
 */
export function cheapestDays<T extends DatedHotel>(groups: CheckInGroup<T>[]): Map<string, Set<string>> {
  const seen = new Map<string, { best: number; worst: number; days: Set<string> }>();
  for (const g of groups) {
    for (const h of g.hotels) {
      const key = hotelKey(h);
      const s = seen.get(key);
      if (!s) seen.set(key, { best: h.pointsPerNight, worst: h.pointsPerNight, days: new Set([g.date]) });
      else {
        if (h.pointsPerNight < s.best) s.days = new Set([g.date]);
        else if (h.pointsPerNight === s.best) s.days.add(g.date);
        s.best = Math.min(s.best, h.pointsPerNight);
        s.worst = Math.max(s.worst, h.pointsPerNight);
      }
    }
  }
  return new Map([...seen].filter(([, s]) => s.worst > s.best).map(([key, s]) => [key, s.days]));
}
