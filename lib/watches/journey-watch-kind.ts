// A journey search as a watch sees it (issue 38 item 6; watch-kinds.ts): a round trip, a multi-city
// trip, or a one-way search of flexible days or several airports. Every run sends the watched
// search's whole fan-out again (each leg × day × airport pair × watched program, with the params a
// search of the trip gives each, slice-params.ts; within its 60-request limit), without calendars; the
// scheduler spreads those requests over its per-minute budget (run-due-watches.ts). Its matches are
// whole journeys (match-journeys.ts); the cap is miles per person for the whole journey.
import "server-only";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { todayAt } from "@/lib/flights/search-form-schema";
import { sliceParams } from "@/lib/flights/slice-params";
import { type StoredFlightParams, storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { storedRoutesSchema } from "@/lib/flights/stored-results";
import { isPlainSearch, planTrip, tripLegs } from "@/lib/flights/trip-legs";
import { journeyLegsText } from "@/lib/watches/journey-words";
import { matchJourneys } from "@/lib/watches/match-journeys";
import { type WatchConditions, watchConditionsSchema } from "@/lib/watches/watch-conditions";
import type { WatchKind } from "@/lib/watches/watch-kinds";
import { addDays } from "@/lib/validation/travel-date";

/** A stored flight search that is a journey (not one way on one date between two airports). */
export const isJourneySearch = (p: StoredFlightParams) => !isPlainSearch(p);

export const journeyWatchKind: WatchKind<StoredFlightParams, WatchConditions> = {
  service: "flights",
  adapter: flightAwardService,
  params: storedFlightParamsSchema,
  conditions: watchConditionsSchema,
  programsOf: (p) => p.programs,
  summaryOf: (p) => {
    const legs = tripLegs(p);
    const path =
      p.trip === "roundTrip" ? `${p.from} ⇄ ${p.to}` : [legs[0]!.from, ...legs.map((l) => l.to)].join(" → ");
    const flex = Math.max(...legs.map((l) => l.flex));
    return `${path}${p.trip === "roundTrip" ? ", round trip" : legs.length > 1 ? ", multi-city" : ""}${flex ? ` (±${flex} day${flex > 1 ? "s" : ""})` : ""}`;
  },
  firstDay: (p) => p.date,
  // The window is the trip's own: the first leg's days (it ends when they have passed).
  windowOf: (p) => ({ from: addDays(p.date, -(p.flex ?? 0)), to: addDays(p.date, p.flex ?? 0) }),
  describe: journeyLegsText,
  runOf: (params, _date, programs) => {
    const run = {
      ...params,
      programs,
      calendar: false,
      calendarPrograms: [],
      accountPrograms: params.accountPrograms.filter((p) => programs.includes(p)),
    };
    // Each request's own params as a search of the trip sends them (slice-params.ts), no calendar.
    return {
      params: run,
      summary: `Watch: ${journeyLegsText(params)}`,
      programs: sliceParams(run, planTrip(params, todayAt)).flatMap((own) =>
        programs.map((code) => ({
          providerCode: code,
          account: { useAccount: run.accountPrograms.includes(code) },
          params: { ...own, programs },
        })),
      ),
    };
  },
  searchedDay: (p) => p.date,
  match: () => ({ matches: [], days: [] }),
  matchRun: (docs, c, p, names) =>
    matchJourneys(
      docs
        .filter((d) => d.kind === "routes")
        .map((d) => ({ leg: d.leg, routes: storedRoutesSchema.safeParse(d.items).data ?? [] })),
      tripLegs(p).length,
      c,
      names,
    ),
};
