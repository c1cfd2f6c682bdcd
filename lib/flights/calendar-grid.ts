// Price-calendar grid (pure): weeks (Mon–Sun) covering every entry and the searched date, the
// cheapest entry per day for one cabin across programs, and a heat level 1 (cheapest) … 5 (dearest).
import type { CalendarDayView } from "@/lib/flights/flight-search-view";

export interface CalendarCell {
  date: string; // YYYY-MM-DD
  inRange: boolean; // inside the span the calendar covers
  cheapest: CalendarDayView | null;
  heat: 1 | 2 | 3 | 4 | 5 | null;
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

export function buildCalendarGrid(entries: CalendarDayView[], cabin: string, searched: string): CalendarCell[][] {
  const best = new Map<string, CalendarDayView>();
  for (const e of entries) {
    if (e.cabin !== cabin) continue;
    const prev = best.get(e.date);
    if (!prev || e.miles < prev.miles || (e.miles === prev.miles && e.taxes < prev.taxes)) best.set(e.date, e);
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
        return { date, inRange: ms >= first && ms <= last, cheapest, heat: cheapest ? heatLevel(cheapest.miles, min, max) : null };
      }),
    );
  }
  return weeks;
}
