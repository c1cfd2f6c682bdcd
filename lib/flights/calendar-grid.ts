// Price-calendar grid (pure): weeks (Mon–Sun) covering every entry and the searched date (or one
// month of them), the cheapest entry per day for one cabin across programs, and a heat level
// 1 (cheapest, the strongest colour) … 5 (dearest, the palest).
import type { CalendarDayView } from "@/lib/flights/flight-search-view";

export interface CalendarCell {
  date: string; // YYYY-MM-DD
  inRange: boolean; // inside the span the calendar covers (the month, for a month grid)
  cheapest: CalendarDayView | null;
  heat: 1 | 2 | 3 | 4 | 5 | null;
  /** The lowest price of the whole calendar for this cabin (every day that ties). */
  cheapestDay?: boolean;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function heatLevel(value: number, min: number, max: number): 1 | 2 | 3 | 4 | 5 {
  if (max <= min) return 1;
  return (Math.min(4, Math.floor(((value - min) / (max - min)) * 5)) + 1) as 1 | 2 | 3 | 4 | 5;
}

export function calendarCabins(entries: CalendarDayView[]): string[] {
  const order = ["economy", "premiumEconomy", "business", "firstClass", "unknown"];
  return order.filter((c) => entries.some((e) => e.cabin === c));
}

export function buildCalendarGrid(
  entries: CalendarDayView[],
  cabin: string,
  searched: string,
): CalendarCell[][] {
  const best = new Map<string, CalendarDayView>();
  for (const e of entries) {
    if (e.cabin !== cabin) continue;
    const prev = best.get(e.date);
    if (!prev || e.miles < prev.miles || (e.miles === prev.miles && e.taxesMinor < prev.taxesMinor))
      best.set(e.date, e);
  }
  const dates = [...best.keys(), searched].sort();
  const first = Date.parse(dates[0]!);
  const last = Date.parse(dates[dates.length - 1]!);
  const miles = [...best.values()].map((e) => e.miles);
  const min = Math.min(...miles);
  const max = Math.max(...miles);
  const weekday = (new Date(first).getUTCDay() + 6) % 7; // Monday = 0
  const start = first - weekday * DAY;
  const weeks: CalendarCell[][] = [];
  for (let t = start; t <= last; t += 7 * DAY) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const ms = t + i * DAY;
        const date = iso(ms);
        const cheapest = best.get(date) ?? null;
        return {
          date,
          inRange: ms >= first && ms <= last,
          cheapest,
          heat: cheapest ? heatLevel(cheapest.miles, min, max) : null,
        };
      }),
    );
  }
  return weeks;
}

/** The cheapest entry per day for one cabin across programs. */
function bestPerDay(entries: CalendarDayView[], cabin: string): Map<string, CalendarDayView> {
  const best = new Map<string, CalendarDayView>();
  for (const e of entries) {
    if (e.cabin !== cabin) continue;
    const prev = best.get(e.date);
    if (!prev || e.miles < prev.miles || (e.miles === prev.miles && e.taxesMinor < prev.taxesMinor))
      best.set(e.date, e);
  }
  return best;
}

/** The months ("YYYY-MM") the calendar's days and the searched date fall in, in order. */
export function calendarMonths(entries: CalendarDayView[], searched: string): string[] {
  return [...new Set([...entries.map((e) => e.date.slice(0, 7)), searched.slice(0, 7)])].sort();
}

/**
 * One month as Monday-first weeks, for the month-at-a-time calendar. Heat is graded over the
 * whole calendar of the cabin (not the month), so a colour means the same price in every month;
 * the cheapest day of the whole calendar is marked.
 */
export function buildMonthGrid(entries: CalendarDayView[], cabin: string, month: string): CalendarCell[][] {
  const best = bestPerDay(entries, cabin);
  const miles = [...best.values()].map((e) => e.miles);
  const min = Math.min(...miles);
  const max = Math.max(...miles);
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = next.getTime() - DAY;
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
  const weeks: CalendarCell[][] = [];
  for (let t = start; t <= last; t += 7 * DAY) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const ms = t + i * DAY;
        const date = iso(ms);
        const inRange = ms >= first && ms <= last;
        const cheapest = inRange ? (best.get(date) ?? null) : null;
        return {
          date,
          inRange,
          cheapest,
          heat: cheapest ? heatLevel(cheapest.miles, min, max) : null,
          cheapestDay: cheapest ? cheapest.miles === min : false,
        };
      }),
    );
  }
  return weeks;
}
