// One flight search for its owner: generic status + the active requests' routes and calendar.
// `known` holds the program versions the page already has (ProgramStatus.version): those programs'
// routes and calendar days are not sent again (their request ids listed in `unchanged`), so a refetch after a live
// event or a poll carries only the program that changed (as the hotels view does).
import "server-only";
import { getAwardSearchStatus } from "@/lib/award-search/get-award-search-status";
import { db } from "@/lib/db";
import { type FlightSearchView, type RouteView, segmentsSchema } from "@/lib/flights/flight-search-view";
import { storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { readStored } from "@/lib/validation/read-stored";
import { listCachedProviders } from "@/lib/providers/list-cached-providers";

export async function getFlightSearchView(userId: string, searchId: string, known: Record<string, string> = {}): Promise<FlightSearchView | null> {
  const status = await getAwardSearchStatus(userId, searchId, "flights");
  if (!status) return null;
  const unchanged = status.programs.filter((p) => known[p.id] === p.version);
  const active = status.programs.filter((p) => known[p.id] !== p.version).map((p) => p.id);
  const [routes, calendar, catalog] = await Promise.all([
    active.length === 0 ? [] : db.flightRoute.findMany({
      where: { searchId, awardRequestId: { in: active } },
      orderBy: [{ miles: "asc" }, { id: "asc" }],
      select: {
        id: true, awardRequestId: true, providerCode: true, miles: true, taxesMinor: true, currency: true, originalCurrency: true, conversionRate: true,
        stops: true, durationMinutes: true, departAt: true, cabins: true, mixedCabin: true, airlines: true, seats: true,
        awardType: true, segments: true,
      },
    }),
    active.length === 0 ? [] : db.flightCalendarDay.findMany({
      where: { searchId, awardRequestId: { in: active } },
      select: { awardRequestId: true, providerCode: true, date: true, cabin: true, miles: true, taxesMinor: true, currency: true },
    }),
    listCachedProviders("flights"),
  ]);
  return {
    ...status,
    params: readStored(storedFlightParamsSchema, status.params, `AwardSearch.params of ${searchId}`),
    programNames: Object.fromEntries(catalog.map((c) => [c.code, c.name])),
    unchanged: unchanged.map((p) => p.id),
    routes: routes.map(
      (r): RouteView => ({ ...r, id: String(r.id), departAt: r.departAt.toISOString(), segments: readStored(segmentsSchema, r.segments, `FlightRoute.segments of ${r.id}`) }),
    ),
    calendar,
  };
}
