"use client";
// A flexible hotel search's results (issue 38 item 7): one section per check-in day asked, in date
// order, each hotel once with its cheapest night (lib/hotels/group-by-check-in.ts), the day that is
// cheapest for a hotel marked. Regrouped on every poll, so days fill in live as their requests answer;
// a day still searching, or with nothing, says so.
import { useMemo, useState } from "react";
import { EmptyResults } from "@/components/award-search/results-parts";
import { formatCash, formatPoints } from "@/components/award-search/format-numbers";
import { Button } from "@/components/ui/button";
import { checkInWords } from "@/lib/hotels/flexible-dates";
import { cheapestDays, groupByCheckIn, hotelKey } from "@/lib/hotels/group-by-check-in";
import type { HotelSearchView, HotelView } from "@/lib/hotels/hotel-search-view";
import { nightsBetween } from "@/lib/hotels/hotel-form-rules";
import { addDays } from "@/lib/validation/travel-date";

const FIRST = 10; // rows per day before "Show all"

function offsetWords(date: string, asked: string): string {
  const d = nightsBetween(asked, date);
  return d === 0
    ? "the day you asked"
    : `${Math.abs(d)} day${Math.abs(d) === 1 ? "" : "s"} ${d < 0 ? "earlier" : "later"}`;
}

export function HotelResultsByDate({ data }: { data: HotelSearchView }) {
  const groups = useMemo(() => groupByCheckIn(data.checkIns, data.hotels), [data.checkIns, data.hotels]);
  const marked = useMemo(() => cheapestDays(groups), [groups]);
  const nights = nightsBetween(data.params.checkIn, data.params.checkOut);
  return (
    <section aria-label="Results by check-in day" className="flex flex-col gap-4">
      <p className="text-muted text-sm">
        Each check-in day for {nights} night{nights === 1 ? "" : "s"}: every hotel once, with its cheapest
        night (points per room per night).
      </p>
      {groups.map((g) => {
        const requests = data.programs.filter((p) => data.requestDays[p.id] === g.date);
        const searching = requests.filter((p) => p.pending).length;
        return (
          <DaySection
            key={g.date}
            date={g.date}
            heading={`${checkInWords(g.date)} → ${checkInWords(addDays(g.date, nights))}`}
            offset={offsetWords(g.date, data.params.checkIn)}
            hotels={g.hotels}
            searching={searching}
            programNames={data.programNames}
            isCheapestDay={(h) => marked.get(hotelKey(h))?.has(g.date) ?? false}
          />
        );
      })}
    </section>
  );
}

function DaySection(props: {
  date: string;
  heading: string;
  offset: string;
  hotels: HotelView[];
  searching: number;
  programNames: Record<string, string>;
  isCheapestDay(h: HotelView): boolean;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? props.hotels : props.hotels.slice(0, FIRST);
  const count = `${props.hotels.length.toLocaleString("en-US")} hotel${props.hotels.length === 1 ? "" : "s"}${props.searching ? " so far" : ""}`;
  return (
    <section
      aria-label={`Check-in ${checkInWords(props.date)}`}
      className="border-line bg-surface flex flex-col gap-2 rounded-md border p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-base font-semibold">{props.heading}</h3>
        <p className="text-muted text-sm" data-testid="day-count">
          {props.offset} · {count}
          {props.searching ? ` · ${props.searching} still searching` : ""}
        </p>
      </div>
      {props.hotels.length === 0 ? (
        <EmptyResults>
          {props.searching
            ? "No hotels yet — they appear here as each program answers."
            : "No award nights on this day."}
        </EmptyResults>
      ) : (
        <ul
          className="divide-line flex flex-col divide-y"
          aria-label={`Hotels checking in ${checkInWords(props.date)}`}
        >
          {shown.map((h) => (
            <li key={h.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium">{h.name}</span>{" "}
                <span className="text-muted">· {props.programNames[h.providerCode] ?? h.providerCode}</span>
                {props.isCheapestDay(h) ? (
                  <span className="bg-brand-soft ml-2 rounded px-1.5 py-0.5 text-xs font-medium">
                    Its cheapest day
                  </span>
                ) : null}
              </span>
              <span className="tabular-nums">
                <span className="font-semibold">{formatPoints(h.pointsPerNight)} points</span> a night
                {h.cashPerNightMinor === null ? (
                  ""
                ) : (
                  <span className="text-muted"> · cash {formatCash(h.cashPerNightMinor, h.currency)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {props.hotels.length > FIRST ? (
        <Button variant="secondary" className="self-start" onClick={() => setAll((v) => !v)}>
          {all
            ? `Show the first ${FIRST}`
            : `Show all ${props.hotels.length.toLocaleString("en-US")} hotels for ${checkInWords(props.date)}`}
        </Button>
      ) : null}
    </section>
  );
}
