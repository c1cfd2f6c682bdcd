"use client";
// The results of a fanned-out flight search (issue 38: round trip, multi-city, flexible days or
// several airports): for a trip of several legs the journeys first, then each leg's routes in a
// section of its own with the list's own sort and filters (FlightResults), a route of another day
// than the one asked saying its day. The legs' filters are held here: the journeys use only the
// routes each leg's section lists.
// Each answer (one leg, one day, one program) changes one leg: a leg whose routes are the same objects
// keeps its list, so neither its section nor its part of the journeys is computed again; and the
// legs' sections follow a step behind (useDeferredValue), so the journeys are on screen first
// (bench/journeys-page.ts: 42 answers of 500 routes).
import { memo, useDeferredValue, useMemo, useState } from "react";
import { FlightResults } from "@/components/flights/flight-results";
import { JourneyList, type JourneyLeg } from "@/components/flights/journey-list";
import type { FlightSearchView, RouteView } from "@/lib/flights/flight-search-view";
import { DEFAULT_LEG_VIEW, type LegView } from "@/lib/flights/leg-view";
import { tripLegs } from "@/lib/flights/trip-legs";
import { formatLocalWallTime } from "@/lib/format/date-time";
import { keepSameItems } from "@/lib/memo/per-slot";

const flexWords = (flex: number) => (flex ? ` ±${flex} day${flex > 1 ? "s" : ""}` : "");

/** One leg's section: memoized, so an answer to another leg, or the journeys' own update, does not
 *  render it again. */
const LegSection = memo(function LegSection(props: {
  index: number;
  legCount: number;
  from: string;
  to: string;
  date: string;
  flex: number;
  routes: RouteView[];
  programNames: Record<string, string>;
  pending: boolean;
  cabins: string[];
  adults: number;
  cashFareMinor: number | null;
  currency: string;
  view: LegView;
  onViewChange(v: LegView): void;
}) {
  const { index: i, legCount } = props;
  return (
    <section aria-label={`Leg ${i + 1}: ${props.from} → ${props.to}`} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">
        {legCount > 1 ? `Leg ${i + 1}: ` : ""}
        {props.from} → {props.to} · {formatLocalWallTime(props.date)}
        {flexWords(props.flex)}
      </h2>
      <FlightResults
        routes={props.routes}
        programNames={props.programNames}
        pending={props.pending}
        cabins={props.cabins}
        adults={props.adults}
        cashFareMinor={legCount > 1 ? null : props.cashFareMinor}
        currency={props.currency}
        askedDate={props.date}
        view={props.view}
        onViewChange={props.onViewChange}
        idPrefix={`leg${i + 1}-`}
      />
    </section>
  );
});

export function TripResults({ data }: { data: FlightSearchView }) {
  const legs = tripLegs(data.params);
  const legCount = legs.length;
  const journeyLegs: JourneyLeg[] = legs.map((l) => ({ label: `${l.from} → ${l.to}`, date: l.date }));
  const [views, setViews] = useState<LegView[]>([]);
  const legViews = useMemo(
    () => Array.from({ length: legCount }, (_, i) => views[i] ?? DEFAULT_LEG_VIEW),
    [views, legCount],
  );
  const setLegView = useMemo(
    () =>
      Array.from(
        { length: legCount },
        (_, i) => (v: LegView) =>
          setViews((all) =>
            Array.from({ length: legCount }, (_, k) => (k === i ? v : (all[k] ?? DEFAULT_LEG_VIEW))),
          ),
      ),
    [legCount],
  );
  // Every refetch parses a new view: the legs' lists, the cabins asked and the programs' names keep
  // their identity while they are the same (what the memos below and in the lists compare).
  const [sameLeg] = useState(keepSameItems<RouteView>);
  const [sameCabins] = useState(keepSameItems<string>);
  const cabins = sameCabins(0, data.params.cabins);
  const namesKey = JSON.stringify(data.programNames);
  const programNames = useMemo(() => JSON.parse(namesKey) as Record<string, string>, [namesKey]);
  const legRoutes = useMemo(() => {
    const by: RouteView[][] = Array.from({ length: legCount }, () => []);
    for (const r of data.routes) by[r.leg ?? 0]?.push(r);
    return by.map((routes, i) => sameLeg(i, routes));
  }, [data.routes, legCount, sameLeg]);
  const now = useMemo(() => ({ legRoutes, requests: data.programs }), [legRoutes, data.programs]);
  const sections = useDeferredValue(now);
  return (
    <>
      {legCount > 1 ? (
        <JourneyList
          legRoutes={legRoutes}
          views={legViews}
          legs={journeyLegs}
          requests={data.programs}
          cabins={cabins}
          programNames={programNames}
          adults={data.params.adults}
        />
      ) : null}
      {legs.map((leg, i) => (
        <LegSection
          key={i}
          index={i}
          legCount={legCount}
          from={leg.from}
          to={leg.to}
          date={leg.date}
          flex={leg.flex}
          routes={sections.legRoutes[i] ?? []}
          programNames={programNames}
          pending={sections.requests.some((p) => (p.leg ?? 0) === i && p.pending)}
          cabins={cabins}
          adults={data.params.adults}
          cashFareMinor={data.cashFareMinor}
          currency={data.params.currency}
          view={legViews[i]!}
          onViewChange={setLegView[i]!}
        />
      ))}
    </>
  );
}
