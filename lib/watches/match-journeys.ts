// A journey watch's matches (issue 38 item 6): the routes of every leg that meet its conditions
// (cabins, nonstop only, seats, programs: a route as a one-way watch takes it), paired into bookable
// journeys by the results page's own pairing (lib/flights/pair-journeys.ts), kept when the whole
// journey costs at most the cap per person. Pure, so the rules are a table of cases.
//
// A journey's key names its availability, not its price: each leg's program, day, cabin and flights.
// The same journey found again is not new; one that was over the cap (or absent) at the last run is.
// Its program part joins the legs' programs with "+" and its date is the first leg's day, so
// nextPresent can keep what a run could not look at (a program that did not answer).
import type { StoredRoute } from "@/lib/flights/stored-results";
import { type LegRoute, pairJourneys, routesByLeg } from "@/lib/flights/pair-journeys";
import { matchRoutes, type Match } from "@/lib/watches/match-availability";
import type { WatchConditions } from "@/lib/watches/watch-conditions";

/** Journeys looked at a run: the cheapest, as the results page lists them first. */
const JOURNEYS_PER_RUN = 100;

/** One leg's stored routes, as a run's request for that leg brought them. */
export interface LegRoutes {
  leg: number;
  routes: StoredRoute[];
}

type Candidate = LegRoute & { match: Match };

/** `names`: the programs' names by code, for each leg's words (a code without one is said as is). */
export function matchJourneys(
  legs: LegRoutes[],
  legCount: number,
  c: WatchConditions,
  names: Readonly<Record<string, string>> = {},
): Match[] {
  const open = { from: "0000-01-01", to: "9999-12-31" }; // the legs' own days are the window
  const best = new Map<string, Candidate>();
  for (const { leg, routes } of legs) {
    for (const r of routes) {
      // Each leg on its own: the cap is the whole journey's, not a leg's.
      const m = matchRoutes([r], { ...c, maxMiles: null }, open)[0];
      const id = m && `${leg}|${m.key}`;
      if (!m || !id || (best.get(id)?.miles ?? Infinity) <= m.miles) continue;
      best.set(id, {
        id,
        leg,
        providerCode: m.program,
        miles: m.miles,
        taxesMinor: r.taxesMinor,
        durationMinutes: r.durationMinutes,
        departAt: r.departAt,
        match: m,
      });
    }
  }
  return pairJourneys(routesByLeg([...best.values()], legCount), JOURNEYS_PER_RUN)
    .filter((j) => c.maxMiles === null || j.miles <= c.maxMiles)
    .map((j) => {
      const ms = j.routes.map((r) => r.match);
      return {
        key: `${ms.map((m) => m.program).join("+")}|${ms[0]!.date}|journey|${ms.map((m) => m.key).join("~")}`,
        program: [...new Set(ms.map((m) => m.program))].join(" + "),
        date: ms[0]!.date,
        cabin: "journey",
        miles: j.miles,
        what: ms.map((m) => `${m.date} ${m.what} on ${names[m.program] ?? m.program}`).join("; "),
      };
    });
}

/** Whether a run looked at a journey key: every program of its legs answered. */
export const journeyCovered = (answered: ReadonlySet<string>) => (programs: string) =>
  programs.split("+").every((p) => answered.has(p));
