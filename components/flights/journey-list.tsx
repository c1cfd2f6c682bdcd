"use client";
// Journeys of a round trip or multi-city search (issue 38): a route for each leg, any program on
// any leg, the cheapest first (total miles per person, then taxes, then time in the air;
// lib/flights/pair-journeys.ts), recomputed as results arrive. Each says the day of a leg that
// differs from the one asked, and how it can be paid with the user's balances, per program
// (lib/transfers/cover-journey.ts: one balance is spent once across the legs). Each leg's routes are
// those its section lists (lib/flights/leg-view.ts: its filters narrow the journeys too). A leg
// with nothing yet, no availability, or nothing passing its filters says so instead.
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { EmptyResults } from "@/components/award-search/results-parts";
import { PayWithPoints } from "@/components/award-search/pay-with-points";
import { type JourneyCoverFn, useJourneyCover } from "@/components/flights/use-journey-cover";
import { formatDuration, formatMiles, localTime } from "@/components/flights/format";
import { milesForTravelers, moneyForTravelers } from "@/components/flights/per-person";
import { Button } from "@/components/ui/button";
import type { RouteView } from "@/lib/flights/flight-search-view";
import { legListedRoutes, type LegView, narrows } from "@/lib/flights/leg-view";
import { type Journey, legStates, pairJourneys } from "@/lib/flights/pair-journeys";
import { formatLocalWallTime } from "@/lib/format/date-time";
import { memoPerSlot } from "@/lib/memo/per-slot";
import { bookable } from "@/lib/transfers/cover-price";
import { pricesByProgram } from "@/lib/transfers/cover-journey";
import { programFromFlightCode } from "@/lib/transfers/program-codes";

const PAGE = 20;

export interface JourneyLeg {
  label: string; // "JFK → LHR"
  date: string; // the day asked
}

/** Miles per person by the program they are in, for the payment lines. */
function milesByProgram(j: Journey<RouteView>): [string, number][] {
  const by = new Map<string, number>();
  for (const r of j.routes) by.set(r.providerCode, (by.get(r.providerCode) ?? 0) + r.miles);
  return [...by];
}

function JourneyCard(props: {
  journey: Journey<RouteView>;
  legs: JourneyLeg[];
  programNames: Record<string, string>;
  adults: number;
  coverJourney: JourneyCoverFn;
}) {
  const { journey: j, adults, coverJourney } = props;
  const miles = milesForTravelers(j.miles, adults);
  // One payment line per program, the balances spent once across them (in pricesByProgram's order).
  const pay = useMemo(() => {
    const byFlightCode = milesByProgram(j);
    const prices = byFlightCode.map(([code, perPerson]) => ({
      program: programFromFlightCode(code),
      perPerson,
    }));
    const lines = pricesByProgram(prices);
    const coverages = coverJourney(prices, adults);
    return lines.map((l, i) => ({
      ...l,
      code: byFlightCode.find(([code]) => programFromFlightCode(code) === l.program)![0],
      coverage: coverages[i]!,
    }));
  }, [j, adults, coverJourney]);
  return (
    <article
      className="border-line bg-surface rounded-md border p-3"
      aria-label={`Journey ${formatMiles(j.miles)} miles`}
      data-testid="journey"
    >
      <p className="text-lg font-semibold">
        {miles.amount} <span className="text-muted text-sm font-normal">{miles.unit}</span>
        {miles.total ? <span className="text-muted text-sm font-normal"> · {miles.total}</span> : null}{" "}
        <span className="block text-sm font-normal sm:ml-1 sm:inline">
          + {moneyForTravelers(j.taxesMinor, j.routes[0]!.currency, adults)} taxes and fees
        </span>
      </p>
      <ol className="mt-1 flex flex-col gap-1 text-sm">
        {j.routes.map((r, i) => {
          const first = r.segments[0]!;
          const last = r.segments[r.segments.length - 1]!;
          const asked = props.legs[i]?.date;
          const day = r.date ?? first.departure.dateTime.slice(0, 10);
          return (
            <li key={r.id} data-testid="journey-leg">
              <span className="font-medium">{props.programNames[r.providerCode] ?? r.providerCode}</span> ·{" "}
              {formatMiles(r.miles)} miles · {first.departure.airport} {localTime(first.departure.dateTime)} →{" "}
              {last.arrival.airport} {localTime(last.arrival.dateTime)} · {formatDuration(r.durationMinutes)}{" "}
              · {r.stops === 0 ? "Nonstop" : `${r.stops} stop${r.stops > 1 ? "s" : ""}`}
              {asked && day !== asked ? (
                <span className="bg-warn-soft text-warn ml-1 rounded px-1.5 py-0.5 text-xs">
                  {formatLocalWallTime(day)}, not {formatLocalWallTime(asked)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {pay.map(({ code, perPerson, coverage }) => (
        <div key={code}>
          {pay.length > 1 ? (
            <p className="text-muted mt-2 text-xs font-medium">
              {props.programNames[code] ?? code}: {formatMiles(perPerson)} miles per person
            </p>
          ) : null}
          <PayWithPoints coverage={coverage} />
        </div>
      ))}
      {pay.length > 1 ? (
        <p className="text-muted mt-1 text-xs">Each balance counted once for the whole journey.</p>
      ) : null}
    </article>
  );
}

export function JourneyList(props: {
  /** Each leg's routes (all cabins), in leg order. */
  legRoutes: RouteView[][];
  /** Each leg section's filters and toggles: a journey uses only the routes its leg lists. */
  views: LegView[];
  legs: JourneyLeg[];
  requests: { leg?: number; pending: boolean }[];
  cabins: string[];
  programNames: Record<string, string>;
  adults: number;
}) {
  const [shown, setShown] = useState(PAGE);
  const { coverJourney, cover } = useJourneyCover();
  const views = useDeferredValue(props.views);
  const { legRoutes, cabins, adults } = props;
  // Each leg as its section lists it, in the page's order (fewest miles first, which the pairing
  // uses); "bookable now" asks the user's balances route by route. A leg whose routes, view and
  // balances did not change is not filtered again (one answer changes one leg).
  const bookableNow = useCallback(
    (r: RouteView) => bookable(cover(programFromFlightCode(r.providerCode), r.miles, adults).everyone),
    [cover, adults],
  );
  const [listLeg] = useState(() => memoPerSlot(legListedRoutes));
  const byLeg = useMemo(
    () =>
      legRoutes.map((routes, leg) => {
        const v = views[leg];
        return v ? listLeg(leg, routes, cabins, v, bookableNow) : routes;
      }),
    [legRoutes, views, cabins, bookableNow, listLeg],
  );
  const journeys = useMemo(() => pairJourneys(byLeg), [byLeg]);
  const states = legStates(props.legs.length, byLeg, props.requests);
  const missing = states
    .map((s, i) => {
      if (s === "results") return null;
      const why =
        views[i] && narrows(views[i]) && props.legRoutes[i]?.length
          ? "no route passes this leg's filters"
          : s === "waiting"
            ? "no results yet — still searching"
            : "no award seats in the cabins asked";
      return `Leg ${i + 1} (${props.legs[i]?.label}): ${why}`;
    })
    .filter(Boolean);
  const filtered = views.some(narrows);
  return (
    <section aria-labelledby="journeys-heading" className="flex flex-col gap-3">
      <h2 id="journeys-heading" className="text-base font-semibold">
        Journeys
      </h2>
      <p className="text-muted text-sm">
        A route for every leg, cheapest first (miles per person, then taxes, then time in the air); each leg
        may be on a different program.
        {filtered ? " Only routes that pass each leg's filters below." : ""}
      </p>
      {missing.length ? (
        <ul className="text-muted flex flex-col gap-1 text-sm" data-testid="journey-legs-missing">
          {missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {journeys.length === 0 ? (
        <EmptyResults>
          {missing.length
            ? "Journeys appear once every leg has a route."
            : "No leg combination leaves after the one before it lands."}
        </EmptyResults>
      ) : (
        <>
          <p className="text-muted text-sm" aria-live="polite" data-testid="journey-count">
            {journeys.length === 100
              ? "The 100 cheapest journeys"
              : `${journeys.length} journey${journeys.length === 1 ? "" : "s"}`}
            {props.requests.some((r) => r.pending) ? " so far" : ""}
          </p>
          <ol className="flex flex-col gap-2" aria-label="Journeys">
            {journeys.slice(0, shown).map((j) => (
              <li key={j.routes.map((r) => r.id).join("+")}>
                <JourneyCard
                  journey={j}
                  legs={props.legs}
                  programNames={props.programNames}
                  adults={props.adults}
                  coverJourney={coverJourney}
                />
              </li>
            ))}
          </ol>
          {journeys.length > shown ? (
            <Button variant="secondary" className="self-start" onClick={() => setShown((n) => n + PAGE)}>
              Show {Math.min(PAGE, journeys.length - shown)} more journeys
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
