"use client";
// The results of a fanned-out flight search (issue 38: round trip, multi-city, flexible days or
// several airports): for a trip of several legs the journeys first, then each leg's routes in a
// section of its own with the list's own sort and filters (FlightResults), a route of another day
// than the one asked saying its day. The legs' filters are held here: the journeys use only the
// routes each leg's section lists.
import { useMemo, useState } from "react";
import { FlightResults } from "@/components/flights/flight-results";
import { JourneyList, type JourneyLeg } from "@/components/flights/journey-list";
import type { FlightSearchView } from "@/lib/flights/flight-search-view";
import { DEFAULT_LEG_VIEW, type LegView } from "@/lib/flights/leg-view";
import { tripLegs } from "@/lib/flights/trip-legs";
import { formatLocalWallTime } from "@/lib/format/date-time";

const flexWords = (flex: number) => (flex ? ` ±${flex} day${flex > 1 ? "s" : ""}` : "");

export function TripResults({ data }: { data: FlightSearchView }) {
  const legs = tripLegs(data.params);
  const journeyLegs: JourneyLeg[] = legs.map((l) => ({ label: `${l.from} → ${l.to}`, date: l.date }));
  const [views, setViews] = useState<LegView[]>([]);
  const legViews = useMemo(
    () => Array.from({ length: legs.length }, (_, i) => views[i] ?? DEFAULT_LEG_VIEW),
    [views, legs.length],
  );
  const setLegView = (i: number) => (v: LegView) =>
    setViews((all) => legs.map((_, k) => (k === i ? v : (all[k] ?? DEFAULT_LEG_VIEW))));
  const legRoutes = useMemo(() => {
    const by: FlightSearchView["routes"][] = Array.from({ length: legs.length }, () => []);
    for (const r of data.routes) by[r.leg ?? 0]?.push(r);
    return by;
  }, [data.routes, legs.length]);
  return (
    <>
      {legs.length > 1 ? (
        <JourneyList
          legRoutes={legRoutes}
          views={legViews}
          legs={journeyLegs}
          requests={data.programs}
          cabins={data.params.cabins}
          programNames={data.programNames}
          adults={data.params.adults}
        />
      ) : null}
      {legs.map((leg, i) => (
        <section key={i} aria-label={`Leg ${i + 1}: ${leg.from} → ${leg.to}`} className="flex flex-col gap-2">
          <h2 className="text-base font-semibold">
            {legs.length > 1 ? `Leg ${i + 1}: ` : ""}
            {leg.from} → {leg.to} · {formatLocalWallTime(leg.date)}
            {flexWords(leg.flex)}
          </h2>
          <FlightResults
            routes={legRoutes[i] ?? []}
            programNames={data.programNames}
            pending={data.programs.some((p) => (p.leg ?? 0) === i && p.pending)}
            cabins={data.params.cabins}
            adults={data.params.adults}
            cashFareMinor={legs.length > 1 ? null : data.cashFareMinor}
            currency={data.params.currency}
            askedDate={leg.date}
            view={legViews[i]}
            onViewChange={setLegView(i)}
            idPrefix={`leg${i + 1}-`}
          />
        </section>
      ))}
    </>
  );
}
