"use client";
// Month grid of the cheapest miles per day around the searched date, one cabin at a time, coloured
// from cheapest (heat-1) to dearest (heat-5). Clicking a day searches that day. 7 narrow columns
// fit a 390 px screen.
import { useMemo, useState } from "react";
import { CABIN_WORDS } from "@/components/flights/cabin-choices";
import { formatMiles, formatMilesShort } from "@/components/flights/format";
import { buildCalendarGrid, calendarCabins } from "@/lib/flights/calendar-grid";
import type { CalendarDayView } from "@/lib/flights/flight-search-view";
import { cn } from "@/lib/cn";

const HEAT = { 1: "bg-heat-1", 2: "bg-heat-2", 3: "bg-heat-3", 4: "bg-heat-4", 5: "bg-heat-5" } as const;
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const monthDay = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function PriceCalendar(props: { entries: CalendarDayView[]; searched: string; busy: boolean; onPick(date: string): void }) {
  const cabins = useMemo(() => calendarCabins(props.entries), [props.entries]);
  const [cabin, setCabin] = useState<string | null>(null);
  const current = cabin && cabins.includes(cabin) ? cabin : (cabins[0] ?? "economy");
  const weeks = useMemo(() => buildCalendarGrid(props.entries, current, props.searched), [props.entries, current, props.searched]);
  return (
    <section aria-label="Price calendar" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Price calendar</h2>
        <div role="tablist" aria-label="Calendar cabin" className="flex flex-wrap gap-1">
          {cabins.map((c) => (
            <button key={c} type="button" role="tab" aria-selected={c === current} onClick={() => setCabin(c)}
              className={cn("rounded-full border px-2.5 py-1 text-xs", c === current ? "border-brand bg-brand-soft font-medium" : "border-line")}>
              {CABIN_WORDS[c] ?? c}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-[11px] text-muted">
        {WEEKDAYS.map((d) => <div key={d}>{d}</div>)}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {weeks.flat().map((cell) => {
          const label = cell.cheapest
            ? `Search ${cell.date}: from ${formatMiles(cell.cheapest.miles)} miles`
            : `Search ${cell.date}: no price`;
          if (!cell.inRange) return <div key={cell.date} aria-hidden className="min-h-12" />;
          return (
            <button
              key={cell.date}
              type="button"
              aria-label={label}
              aria-current={cell.date === props.searched ? "date" : undefined}
              disabled={props.busy}
              onClick={() => props.onPick(cell.date)}
              className={cn(
                "flex min-h-12 flex-col items-center justify-center rounded px-0.5 py-1 text-[11px] leading-tight",
                cell.heat ? HEAT[cell.heat] : "bg-canvas text-muted",
                cell.date === props.searched && "ring-2 ring-brand",
              )}
            >
              <span className="font-medium text-ink">{monthDay(cell.date)}</span>
              <span className="text-ink">{cell.cheapest ? formatMilesShort(cell.cheapest.miles) : "—"}</span>
            </button>
          );
        })}
      </div>
      <p className="text-xs text-muted">Cheapest miles per day across programs; green is cheapest, red dearest. Pick a day to search it.</p>
    </section>
  );
}
