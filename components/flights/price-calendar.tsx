"use client";
// Month grid of the cheapest miles per day around the searched date, one cabin and one month at a
// time (‹ › between months), coloured from the cheapest days (strongest green) to the dearest
// (palest), with a legend, the cheapest day marked, and a line naming the selected programs that
// have no calendar, so a cheaper route in the list that the calendar does not show is explained
// (issue 12 item 7). Clicking a day searches that day. 7 narrow columns fit a 390 px screen.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { CABIN_WORDS } from "@/components/flights/cabin-choices";
import { formatMiles, formatMilesShort } from "@/components/flights/format";
import { buildMonthGrid, calendarCabins, calendarMonths } from "@/lib/flights/calendar-grid";
import type { CalendarDayView } from "@/lib/flights/flight-search-view";
import { cn } from "@/lib/cn";

const HEAT = {
  1: "bg-heat-1 text-white",
  2: "bg-heat-2 text-ink",
  3: "bg-heat-3 text-ink",
  4: "bg-heat-4 text-ink",
  5: "bg-heat-5 text-ink",
} as const;
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const dayOf = (d: string) => String(Number(d.slice(8, 10)));
const monthName = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export function PriceCalendar(props: {
  entries: CalendarDayView[];
  searched: string;
  busy: boolean;
  onPick(date: string): void;
  /** Short names of the selected programs that have no price calendar (or sent none). */
  without?: string[];
  adults?: number;
  /** A leg's calendar beside the others' (issue 38): "Price calendar, JFK → LHR". */
  title?: string;
  /** The day of this calendar in the cheapest pair of days of a round trip (◆). */
  pairDay?: string;
}) {
  const cabins = useMemo(() => calendarCabins(props.entries), [props.entries]);
  const months = useMemo(
    () => calendarMonths(props.entries, props.searched),
    [props.entries, props.searched],
  );
  const [cabin, setCabin] = useState<string | null>(null);
  const [month, setMonth] = useState(props.searched.slice(0, 7));
  const current = cabin && cabins.includes(cabin) ? cabin : (cabins[0] ?? "economy");
  const at = Math.max(0, months.indexOf(month));
  const shownMonth = months[at] ?? month;
  const weeks = useMemo(
    () => buildMonthGrid(props.entries, current, shownMonth),
    [props.entries, current, shownMonth],
  );
  const perPerson = (props.adults ?? 1) > 1 ? " per person" : "";
  return (
    <section aria-label={props.title ?? "Price calendar"} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{props.title ?? "Price calendar"}</h2>
        <div role="tablist" aria-label="Calendar cabin" className="flex flex-wrap gap-1">
          {cabins.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={c === current}
              onClick={() => setCabin(c)}
              className={cn(
                "rounded-full border px-2.5 py-1 text-xs",
                c === current ? "border-brand bg-brand-soft font-medium" : "border-line",
              )}
            >
              {CABIN_WORDS[c] ?? c}
            </button>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Previous month"
          disabled={at === 0}
          onClick={() => setMonth(months[at - 1]!)}
          className="border-line rounded-md border p-1.5 disabled:opacity-40"
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <p className="text-sm font-medium" aria-live="polite">
          {monthName(shownMonth)}
        </p>
        <button
          type="button"
          aria-label="Next month"
          disabled={at >= months.length - 1}
          onClick={() => setMonth(months[at + 1]!)}
          className="border-line rounded-md border p-1.5 disabled:opacity-40"
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <div className="text-muted grid grid-cols-7 gap-1 text-center text-[11px]">
        {WEEKDAYS.map((d) => (
          <div key={d}>{d}</div>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {weeks.flat().map((cell) => {
          if (!cell.inRange) return <div key={cell.date} aria-hidden className="min-h-12" />;
          const label = cell.cheapest
            ? `Search ${cell.date}: from ${formatMiles(cell.cheapest.miles)} miles${perPerson}${cell.cheapestDay ? ", the cheapest day" : ""}${cell.date === props.pairDay ? ", in the cheapest pair of days" : ""}`
            : `Search ${cell.date}: no price`;
          return (
            <button
              key={cell.date}
              type="button"
              aria-label={label}
              aria-current={cell.date === props.searched ? "date" : undefined}
              disabled={props.busy}
              onClick={() => props.onPick(cell.date)}
              className={cn(
                "relative flex min-h-12 flex-col items-center justify-center rounded px-0.5 py-1 text-[11px] leading-tight",
                cell.heat ? HEAT[cell.heat] : "bg-canvas text-muted",
                cell.date === props.searched && "ring-brand ring-2",
              )}
            >
              {cell.cheapestDay ? (
                <span aria-hidden className="absolute top-0.5 right-1 text-[10px]">
                  ★
                </span>
              ) : null}
              {cell.date === props.pairDay ? (
                <span aria-hidden className="absolute top-0.5 left-1 text-[10px]" data-testid="pair-day">
                  ◆
                </span>
              ) : null}
              <span className="font-medium">{dayOf(cell.date)}</span>
              <span>{cell.cheapest ? formatMilesShort(cell.cheapest.miles) : "—"}</span>
            </button>
          );
        })}
      </div>
      <div className="text-muted flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" aria-label="Legend">
        <span className="inline-flex items-center gap-1">
          Cheaper
          {([1, 2, 3, 4, 5] as const).map((h) => (
            <span
              key={h}
              aria-hidden
              className={cn("border-line inline-block size-3 rounded-sm border", HEAT[h])}
            />
          ))}
          Dearer
        </span>
        <span>★ cheapest day</span>
        {props.pairDay ? <span>◆ cheapest pair of days</span> : null}
        <span>— no seats that day</span>
      </div>
      <p className="text-muted text-xs">
        Cheapest miles{perPerson} per day across programs with a calendar. Pick a day to search it.
      </p>
      {props.without?.length ? (
        <p className="text-muted text-xs" data-testid="calendar-without">
          No calendar from {props.without.join(", ")}: {props.without.length === 1 ? "its" : "their"} prices
          are only in the list below, so a cheaper route there may not show here.
        </p>
      ) : null}
    </section>
  );
}
