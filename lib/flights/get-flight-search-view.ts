// One flight search for its owner: generic status + the active requests' routes and calendar.
// `known` holds the program versions the page already has (ProgramStatus.version): those programs'
// routes and calendar days are not sent again (their request ids listed in `unchanged`), so a refetch after a live
// event or a poll carries only the program that changed (as the hotels view does).
// `firstPaint` (the server render of /flights?search=): no routes are read or sent — the routes list
// is virtualized and draws no card before the browser has measured it, so the routes (~1 kB each,
// most of the page's payload: 58 of 104 kB of RSC at 53 routes) would only travel to be thrown
// away; the view says `routesLeftOut` and the page's first fetch right after hydration, which
// happens anyway, asks for everything (components/award-search/use-award-search.ts).
import "server-only";
import { getAwardSearchStatus } from "@/lib/award-search/get-award-search-status";
import { readAwardResults } from "@/lib/award-search/award-results";
import {
  byMiles,
  type CalendarDayView,
  type FlightSearchView,
  type RouteView,
} from "@/lib/flights/flight-search-view";
import { storedCalendarSchema, storedRoutesSchema } from "@/lib/flights/stored-results";
import { storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { readStored } from "@/lib/validation/read-stored";
import { readRequestLegs, type RequestLeg } from "@/lib/flights/read-request-legs";
import { isPlainSearch } from "@/lib/flights/trip-legs";
import { formatLocalWallTime } from "@/lib/format/date-time";
import { listCachedProviders } from "@/lib/providers/list-cached-providers";

export async function getFlightSearchView(
  userId: string,
  searchId: string,
  known: Record<string, string> = {},
  { firstPaint = false }: { firstPaint?: boolean } = {},
): Promise<FlightSearchView | null> {
  const status = await getAwardSearchStatus(userId, searchId, "flights");
  if (!status) return null;
  const unchanged = status.programs.filter((p) => known[p.id] === p.version);
  const active = status.programs.filter((p) => known[p.id] !== p.version).map((p) => p.id);
  const params = readStored(storedFlightParamsSchema, status.params, `AwardSearch.params of ${searchId}`);
  // A fanned-out search (issue 38): each request's leg and day, for its routes and its status card.
  const [documents, catalog, legs] = await Promise.all([
    readAwardResults(searchId, active, firstPaint ? ["calendar"] : undefined),
    listCachedProviders("flights"),
    isPlainSearch(params) ? new Map<string, RequestLeg>() : readRequestLegs(userId, searchId),
  ]);
  const routes: RouteView[] = [];
  const calendar: CalendarDayView[] = [];
  for (const { awardRequestId, kind, items } of documents) {
    const where = `AwardResult ${kind} of ${awardRequestId}`;
    const slice = legs.get(awardRequestId);
    const at = slice ? { leg: slice.leg, date: slice.date } : {};
    if (kind === "routes")
      for (const r of readStored(storedRoutesSchema, items, where))
        routes.push({ ...r, id: `${awardRequestId}.${r.position}`, awardRequestId, ...at });
    else if (kind === "calendar")
      for (const { brandedCabin: _shownAsCabin, ...d } of readStored(storedCalendarSchema, items, where))
        calendar.push({ ...d, awardRequestId, ...(slice ? { leg: slice.leg } : {}) });
  }
  const programs = status.programs.map((p) => {
    const slice = legs.get(p.id);
    return slice
      ? { ...p, leg: slice.leg, label: `${slice.from} → ${slice.to} · ${formatLocalWallTime(slice.date)}` }
      : p;
  });
  return {
    ...status,
    programs,
    params,
    programNames: Object.fromEntries(catalog.map((c) => [c.code, c.name])),
    unchanged: unchanged.map((p) => p.id),
    routes: routes.sort(byMiles),
    calendar,
    ...(firstPaint ? { routesLeftOut: true as const } : {}),
  };
}
