// Which of a watched search's results match its conditions, and which of those are new since the
// last notice. Pure, so the rules are a table of cases (match-availability.test.ts).
//
// A match's key names the availability, not its price: program, day, cabin and flights (or
// "calendar" for a price-calendar day). A price moving under the cap is not new; a key that was
// absent at the last evaluation is — including one that disappeared and came back.
import type { StoredCalendarDay, StoredRoute } from "@/lib/flights/stored-results";
import type { StoredHotel } from "@/lib/hotels/stored-results";
import type { HotelWatchConditions, WatchConditions } from "@/lib/watches/watch-conditions";

export interface Match {
  key: string;
  program: string;
  date: string;
  cabin: string;
  miles: number;
  what: string;
}

/** The program's cabin names as stored ("premiumEconomy") compared without case. */
const cabinOf = (wanted: readonly string[], offered: string[]) =>
  offered.find((c) => wanted.some((w) => w.toLowerCase() === c.toLowerCase())) ?? null;

export function matchRoutes(
  routes: StoredRoute[],
  c: WatchConditions,
  window: { from: string; to: string },
): Match[] {
  const out: Match[] = [];
  for (const r of routes) {
    const date = r.departAt.slice(0, 10);
    const cabin = cabinOf(c.cabins, r.cabins);
    if (!cabin || date < window.from || date > window.to) continue;
    if (!c.programs.includes(r.providerCode)) continue;
    if (c.maxMiles !== null && r.miles > c.maxMiles) continue;
    if (c.nonstop && r.stops > 0) continue;
    if (r.seats !== null && r.seats < c.seats) continue;
    const flights = r.segments.flatMap((s) => s.flightNumbers).join("+");
    const path = [r.segments[0]!.departure.airport, ...r.segments.map((s) => s.arrival.airport)].join("–");
    out.push({
      key: `${r.providerCode}|${date}|${cabin}|${flights || path}`,
      program: r.providerCode,
      date,
      cabin,
      miles: r.miles,
      what: `${path} ${flights}`.trim(),
    });
  }
  return out;
}

/** Calendar days say nothing of stops or seats: they count only for watches that ask for neither. */
export function matchCalendar(
  days: StoredCalendarDay[],
  c: WatchConditions,
  window: { from: string; to: string },
): Match[] {
  if (c.nonstop || c.seats > 1) return [];
  return days.flatMap((d) => {
    const cabin = cabinOf(c.cabins, [d.cabin]);
    if (!cabin || d.date < window.from || d.date > window.to || !c.programs.includes(d.providerCode))
      return [];
    if (c.maxMiles !== null && d.miles > c.maxMiles) return [];
    return [
      {
        key: `${d.providerCode}|${d.date}|${cabin}|calendar`,
        program: d.providerCode,
        date: d.date,
        cabin,
        miles: d.miles,
        what: "price calendar",
      },
    ];
  });
}

/**
 * Hotels: a hotel of a watched program whose points per night are at or under the cap, for a check-in
 * in the window. The key names the program, check-in and hotel (name and address: the service gives
 * no id); `miles` holds the points per night and `cabin` is empty.
 */
export function matchHotels(
  hotels: StoredHotel[],
  c: HotelWatchConditions,
  window: { from: string; to: string },
): Match[] {
  return hotels.flatMap((h) => {
    const date = h.checkIn.slice(0, 10);
    if (date < window.from || date > window.to || !c.programs.includes(h.providerCode)) return [];
    if (h.pointsPerNight <= 0 || (c.maxPoints !== null && h.pointsPerNight > c.maxPoints)) return [];
    return [
      {
        key: `${h.providerCode}|${date}|hotel|${h.name}|${h.address}`,
        program: h.providerCode,
        date,
        cabin: "",
        miles: h.pointsPerNight,
        what: h.place ? `${h.name}, ${h.place}` : h.name,
      },
    ];
  });
}

/** One match per key (the fewest miles), sorted by date then miles. */
export function dedupeMatches(matches: Match[]): Match[] {
  const best = new Map<string, Match>();
  for (const m of matches) {
    const seen = best.get(m.key);
    if (!seen || m.miles < seen.miles) best.set(m.key, m);
  }
  return [...best.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.miles - b.miles || a.key.localeCompare(b.key),
  );
}

/** What is new: present now, absent at the last evaluation. */
export function newAvailability(previous: readonly string[], current: Match[]): Match[] {
  const before = new Set(previous);
  return current.filter((m) => !before.has(m.key));
}

/** Whether this run looked at a program's day: the program answered, and the day was the searched
 *  one or in the calendar it returned. */
export type Coverage = (program: string, date: string) => boolean;

/**
 * The keys to remember after a run: what matched now, plus what matched before on the days this run
 * did not look at (a program that failed or timed out, another day of the window). Without the
 * second part a failed run would forget everything and the next one would announce it all again.
 */
export function nextPresent(previous: readonly string[], current: Match[], covered: Coverage): string[] {
  const kept = previous.filter((k) => {
    const [program = "", date = ""] = k.split("|");
    return !covered(program, date);
  });
  return [...new Set([...kept, ...current.map((m) => m.key)])].sort();
}
