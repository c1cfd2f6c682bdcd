// A flight search as a watch sees it (watch-kinds.ts): one date of the window a run, the watched
// programs only, the linked account for programs that sign in; routes and price-calendar days matched.
import "server-only";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { type StoredFlightParams, storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { storedCalendarSchema, storedRoutesSchema } from "@/lib/flights/stored-results";
import { matchCalendar, matchRoutes } from "@/lib/watches/match-availability";
import { type WatchConditions, watchConditionsSchema } from "@/lib/watches/watch-conditions";
import type { WatchKind } from "@/lib/watches/watch-kinds";

export const flightWatchKind: WatchKind<StoredFlightParams, WatchConditions> = {
  service: "flights",
  adapter: flightAwardService,
  params: storedFlightParamsSchema,
  conditions: watchConditionsSchema,
  programsOf: (p) => p.programs,
  summaryOf: (p) => `${p.from} → ${p.to}`,
  firstDay: (p) => p.date,
  runOf: (params, date, programs) => ({
    params: {
      ...params,
      date,
      programs,
      calendarPrograms: params.calendarPrograms.filter((p) => programs.includes(p)),
      accountPrograms: params.accountPrograms.filter((p) => programs.includes(p)),
    },
    summary: `Watch: ${params.from} → ${params.to} · ${date}`,
    // Programs that sign in use the account the user linked for them (the one credential store).
    programs: programs.map((code) => ({
      providerCode: code,
      account: { useAccount: params.accountPrograms.includes(code) },
    })),
  }),
  searchedDay: (p) => p.date,
  match(doc, c, window) {
    if (doc.kind === "routes")
      return {
        matches: matchRoutes(storedRoutesSchema.safeParse(doc.items).data ?? [], c, window),
        days: [],
      };
    if (doc.kind === "calendar") {
      const days = storedCalendarSchema.safeParse(doc.items).data ?? [];
      return {
        matches: matchCalendar(days, c, window),
        days: days.map((d) => `${d.providerCode}|${d.date}`),
      };
    }
    return { matches: [], days: [] };
  },
};
