// Each request's own params in a fanned-out flight search (issue 38; AwardRequest.params): the
// search's params without the trip's shape, with that request's airports, day and leg. The price
// calendar (±15 days around a date) is asked once per leg: with the leg's own date and first
// airport pair, the request whose day is the one the traveller typed. Used when a search is made
// and when one of its legs is searched again on another day (move-flight-leg.ts).
import type { StoredFlightParams } from "@/lib/flights/stored-params";
import { type PlannedRequest, type TripInput, tripLegs } from "@/lib/flights/trip-legs";

export function sliceParams(
  params: StoredFlightParams,
  slices: readonly PlannedRequest[],
): StoredFlightParams[] {
  const { trip: _t, flex: _f, returnDate: _r, returnFlex: _rf, nextLegs: _n, leg: _l, ...common } = params;
  const asked = tripLegs(params).map((l) => l.date);
  const calendarSlice = new Set<number>();
  slices.forEach((s, i) => {
    if (s.date === asked[s.leg] && !slices.slice(0, i).some((o) => o.leg === s.leg && o.date === s.date))
      calendarSlice.add(i);
  });
  return slices.map((s, i) => ({
    ...common,
    from: s.origin,
    to: s.destination,
    date: s.date,
    leg: s.leg,
    calendar: params.calendar && calendarSlice.has(i),
  }));
}

/** The trip with one leg on another day (the first leg's is `date`, a round trip's return
 *  `returnDate`, a multi-city leg's its own); the other legs as they were. */
export function withLegDate<T extends TripInput>(trip: T, leg: number, date: string): T {
  if (leg === 0) return { ...trip, date };
  if (trip.trip === "roundTrip") return { ...trip, returnDate: date };
  return { ...trip, nextLegs: (trip.nextLegs ?? []).map((l, i) => (i === leg - 1 ? { ...l, date } : l)) };
}
