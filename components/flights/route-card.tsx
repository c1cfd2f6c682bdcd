// One route: program, miles, taxes and fees (with the original currency and rate when converted),
// seats, times in each airport's local time with date change marked, duration, stops and layovers,
// and every segment with flight numbers (codeshares), airline, aircraft and cabin; how the user can pay it
// and, with a typed cash fare, what its points are worth.
import { memo } from "react";
import { CABIN_WORDS } from "@/components/flights/cabin-choices";
import { dayShift, formatDuration, formatMiles, localTime } from "@/components/flights/format";
import { formatMoney } from "@/lib/money/format-money";
import { minorUnitsToAmount } from "@/lib/money/minor-units";
import { milesForTravelers, moneyForTravelers } from "@/components/flights/per-person";
import type { RouteView, SegmentView } from "@/lib/flights/flight-search-view";
import { formatLocalWallTime } from "@/lib/format/date-time";
import { PayWithPoints, type PriceCoverage } from "@/components/award-search/pay-with-points";

function Shift({ from, to }: { from: string; to: string }) {
  const d = dayShift(from, to);
  if (!d) return null;
  return (
    <>
      <sup
        aria-hidden
        className="text-warn ml-0.5 text-xs font-semibold"
        title={d > 0 ? `Arrives ${d} day(s) later` : "Arrives the day before"}
      >
        {d > 0 ? `+${d}` : d}
      </sup>
      <span className="sr-only">
        {d > 0 ? ` (arrives ${d === 1 ? "the next day" : `${d} days later`})` : " (arrives the day before)"}
      </span>
    </>
  );
}

function layoverMinutes(a: SegmentView, b: SegmentView) {
  return Math.round((Date.parse(b.departure.dateTime) - Date.parse(a.arrival.dateTime)) / 60_000);
}

/** The cabin badge every route carries; a mixed-cabin route names each cabin. */
function CabinBadge({ cabins, mixed }: { cabins: string[]; mixed: boolean }) {
  const words = cabins.map((c) => CABIN_WORDS[c] ?? c).join(" + ");
  return (
    <span
      className={
        mixed
          ? "bg-warn-soft text-warn rounded px-1.5 py-0.5 text-xs font-medium"
          : "bg-brand-soft text-brand rounded px-1.5 py-0.5 text-xs font-medium"
      }
      data-testid="cabin-badge"
    >
      {mixed ? `Mixed cabin: ${words}` : words}
    </span>
  );
}

export const RouteCard = memo(function RouteCard(props: {
  route: RouteView;
  programName: string;
  adults?: number;
  coverage?: PriceCoverage;
  value?: string;
  askedDate?: string;
}) {
  const { route: r, programName, adults = 1, coverage, value, askedDate } = props;
  const miles = milesForTravelers(r.miles, adults);
  const first = r.segments[0]!;
  const last = r.segments[r.segments.length - 1]!;
  const stopsAt = r.segments
    .slice(0, -1)
    .map((s, i) => `${s.arrival.airport} ${formatDuration(layoverMinutes(s, r.segments[i + 1]!))}`);
  return (
    <article
      className="border-line bg-surface rounded-md border p-3"
      aria-label={`${programName} ${formatMiles(r.miles)} miles`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-semibold" data-testid="route-price">
          {miles.amount} <span className="text-muted text-sm font-normal">{miles.unit}</span>
          {/* Real spaces between the parts, so the text reads right to screen readers and copies well. */}
          {miles.total ? <span className="text-muted text-sm font-normal"> · {miles.total}</span> : null}{" "}
          <span className="block text-sm font-normal sm:ml-1 sm:inline">
            + {moneyForTravelers(r.taxesMinor, r.currency, adults)} taxes and fees
          </span>
        </p>
        <p className="text-muted text-sm">
          {programName}
          {r.awardType ? ` · ${r.awardType}` : ""}
          {r.seats !== null ? ` · ${r.seats} seat${r.seats === 1 ? "" : "s"} left` : ""}
        </p>
      </div>
      {r.originalCurrency && r.conversionRate ? (
        <p className="text-muted text-xs">
          Converted from{" "}
          {formatMoney(minorUnitsToAmount(r.taxesMinor, r.currency) / r.conversionRate, r.originalCurrency)}{" "}
          at {r.conversionRate} {r.currency} per {r.originalCurrency}
        </p>
      ) : null}
      <p className="mt-1 text-sm">
        <span className="font-medium">
          {first.departure.airport} {localTime(first.departure.dateTime)} → {last.arrival.airport}{" "}
          {localTime(last.arrival.dateTime)}
        </span>
        <Shift from={first.departure.dateTime} to={last.arrival.dateTime} />
        <span className="text-muted">
          {" "}
          · {formatDuration(r.durationMinutes)} ·{" "}
          {r.stops === 0 ? "Nonstop" : `${r.stops} stop${r.stops > 1 ? "s" : ""}`}
        </span>
        {stopsAt.length ? <span className="text-muted"> ({stopsAt.join(", ")})</span> : null}
      </p>
      {/* Flexible days (issue 38): a route of another day than the one asked says so. */}
      {askedDate && r.date && r.date !== askedDate ? (
        <p className="text-warn mt-1 text-xs font-medium" data-testid="other-day">
          Leaves {formatLocalWallTime(r.date)}, not {formatLocalWallTime(askedDate)}
        </p>
      ) : null}
      <p className="mt-1">
        <CabinBadge cabins={r.cabins} mixed={r.mixedCabin} />
      </p>
      <ol className="border-line text-muted mt-2 flex flex-col gap-1 border-t pt-2 text-xs">
        {r.segments.map((s, i) => (
          <li key={i}>
            <span className="text-ink font-medium">{s.flightNumbers.join(" / ")}</span>
            {s.flightNumbers.length > 1 ? " (codeshare)" : ""} · {s.airline}
            {s.aircraft ? ` · ${s.aircraft}` : ""} · {s.departure.airport} {localTime(s.departure.dateTime)} →{" "}
            {s.arrival.airport} {localTime(s.arrival.dateTime)}
            <Shift from={s.departure.dateTime} to={s.arrival.dateTime} /> · {CABIN_WORDS[s.cabin] ?? s.cabin}
            {s.brandedCabin && s.brandedCabin !== CABIN_WORDS[s.cabin] ? ` (${s.brandedCabin})` : ""}
            {s.fareClass ? ` · class ${s.fareClass}` : ""}
          </li>
        ))}
      </ol>
      {/* Issue 36 item 5: what a point is worth here against the typed cash fare, beside the user's value. */}
      {value ? (
        <p className="text-muted mt-2 text-xs" data-testid="value-beside-yours">
          {value}
        </p>
      ) : null}
      {coverage ? <PayWithPoints coverage={coverage} /> : null}
    </article>
  );
});
