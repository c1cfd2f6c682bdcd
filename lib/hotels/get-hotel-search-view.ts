// One hotel search for its owner: generic status + the active requests' hotels. The page polls this
// every second while a program is pending, so it carries only what changed: `known` holds the
// program versions the page already has (ProgramStatus.version), and those programs' hotels are
// not loaded or sent again (listed in `unchanged`; the page keeps its own copy). Preview images
// never travel here — only whether one exists (GET /api/hotels/results/[id]/preview serves it).
// A flexible search (issue 38 item 7) sends one request per check-in day × program: each hotel
// carries its request's day, each request's card is labelled with it, and versions are per request.
import "server-only";
import { getAwardSearchStatus } from "@/lib/award-search/get-award-search-status";
import { readAwardResults } from "@/lib/award-search/award-results";
import { byPoints, type HotelSearchView, type HotelView } from "@/lib/hotels/hotel-search-view";
import { storedHotelsSchema } from "@/lib/hotels/stored-results";
import { storedHotelParamsSchema } from "@/lib/hotels/stored-params";
import { readStored } from "@/lib/validation/read-stored";
import { stayTotal } from "@/lib/hotels/value-per-point";
import { listCachedProviders } from "@/lib/providers/list-cached-providers";
import { checkInWords } from "@/lib/hotels/flexible-dates";
import { readRequestCheckIns } from "@/lib/hotels/read-request-check-ins";

export async function getHotelSearchView(
  userId: string,
  searchId: string,
  known: Record<string, string> = {},
): Promise<HotelSearchView | null> {
  const status = await getAwardSearchStatus(userId, searchId, "hotels");
  if (!status) return null;
  const params = readStored(storedHotelParamsSchema, status.params, `AwardSearch.params of ${searchId}`);
  const unchanged = status.programs.filter((p) => known[p.id] === p.version);
  const changed = status.programs.filter((p) => known[p.id] !== p.version).map((p) => p.id);
  const [documents, catalog, checkIns] = await Promise.all([
    readAwardResults(searchId, changed),
    listCachedProviders("hotels"),
    readRequestCheckIns(userId, searchId, params.checkIn),
  ]);
  const dayOf = (requestId: string) => checkIns.get(requestId) ?? params.checkIn;
  const hotels: HotelView[] = [];
  for (const { awardRequestId, kind, items } of documents) {
    if (kind !== "hotels") continue;
    for (const { lat: _lat, lng: _lng, checkIn: _in, checkOut: _out, ...h } of readStored(
      storedHotelsSchema,
      items,
      `AwardResult hotels of ${awardRequestId}`,
    )) {
      hotels.push({
        ...h,
        id: `${awardRequestId}.${h.position}`,
        awardRequestId,
        date: dayOf(awardRequestId),
        totalCashMinor: h.cashPerNightMinor === null ? null : stayTotal(h.cashPerNightMinor, h.nights),
      });
    }
  }
  const flexible = params.flexDays > 0;
  // Day by day, so each program's cards read in date order (the panel orders them by program).
  const programs = flexible
    ? status.programs
        .map((p) => ({ ...p, label: checkInWords(dayOf(p.id)) }))
        .sort((a, b) => (dayOf(a.id) < dayOf(b.id) ? -1 : dayOf(a.id) > dayOf(b.id) ? 1 : 0))
    : status.programs;
  return {
    ...status,
    programs,
    params,
    checkIns: [...new Set(status.programs.map((p) => dayOf(p.id)))].sort(),
    requestDays: Object.fromEntries(status.programs.map((p) => [p.id, dayOf(p.id)])),
    programNames: Object.fromEntries(catalog.map((c) => [c.code, c.name])),
    unchanged: unchanged.map((p) => p.id),
    hotels: hotels.sort(byPoints),
  };
}

/** `known` as the page sends it: "<awardRequestId>:<version>,…" (ids and versions never hold ":" or ","). */
export function parseKnownVersions(text: string | undefined): Record<string, string> {
  if (!text) return {};
  return Object.fromEntries(
    text.split(",").flatMap((pair) => {
      const [id, version] = pair.split(":");
      return id && version ? [[id, version]] : [];
    }),
  );
}
