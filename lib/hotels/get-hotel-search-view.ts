// One hotel search for its owner: generic status + the active requests' hotels. The page polls this
// every second while a program is pending, so it carries only what changed: `known` holds the
// program versions the page already has (ProgramStatus.version), and those programs' hotels are
// not loaded or sent again (listed in `unchanged`; the page keeps its own copy). Preview images
// never travel here — only whether one exists (GET /api/hotels/results/[id]/preview serves it).
import "server-only";
import { getAwardSearchStatus } from "@/lib/award-search/get-award-search-status";
import { db } from "@/lib/db";
import { roomsSchema } from "@/lib/hotels/hotel-rooms";
import type { HotelSearchView, HotelView } from "@/lib/hotels/hotel-search-view";
import { storedHotelParamsSchema } from "@/lib/hotels/stored-params";
import { readStored } from "@/lib/validation/read-stored";
import { stayTotal } from "@/lib/hotels/value-per-point";
import { listCachedProviders } from "@/lib/providers/list-cached-providers";

export async function getHotelSearchView(userId: string, searchId: string, known: Record<string, string> = {}): Promise<HotelSearchView | null> {
  const status = await getAwardSearchStatus(userId, searchId, "hotels");
  if (!status) return null;
  const unchanged = status.programs.filter((p) => known[p.id] === p.version);
  const changed = status.programs.filter((p) => known[p.id] !== p.version).map((p) => p.id);
  const where = { searchId, awardRequestId: { in: changed } };
  const [rows, withPreview, catalog] = await Promise.all([
    changed.length === 0
      ? []
      : db.hotelResult.findMany({
          where,
          orderBy: [{ pointsPerNight: "asc" }, { id: "asc" }],
          select: {
            id: true, providerCode: true, name: true, rating: true, reviews: true, distance: true, awardCategory: true,
            address: true, place: true, phone: true, url: true, descriptionHtml: true, nights: true, pointsPerNight: true,
            currency: true, cashPerNightMinor: true, bestValueCents: true, originalCurrency: true, conversionRate: true, cheapestRoom: true,
            cheapestRate: true, cheapestCopayMinor: true, rooms: true,
          },
        }),
    // The filter runs in PostgreSQL: only ids come back, never the images.
    changed.length === 0 ? [] : db.hotelResult.findMany({ where: { ...where, preview: { not: null } }, select: { id: true } }),
    listCachedProviders("hotels"),
  ]);
  const previews = new Set(withPreview.map((r) => r.id));
  return {
    ...status,
    params: readStored(storedHotelParamsSchema, status.params, `AwardSearch.params of ${searchId}`),
    programNames: Object.fromEntries(catalog.map((c) => [c.code, c.name])),
    unchanged: unchanged.map((p) => p.providerCode),
    hotels: rows.map((r): HotelView => ({
      ...r,
      id: String(r.id),
      hasPreview: previews.has(r.id),
      totalCashMinor: r.cashPerNightMinor === null ? null : stayTotal(r.cashPerNightMinor, r.nights),
      rooms: readStored(roomsSchema, r.rooms, `HotelResult.rooms of ${r.id}`),
    })),
  };
}

/** `known` as the page sends it: "<awardRequestId>:<version>,…" (ids and versions never hold ":" or ","). */
export function parseKnownVersions(text: string | undefined): Record<string, string> {
  if (!text) return {};
  return Object.fromEntries(text.split(",").flatMap((pair) => {
    const [id, version] = pair.split(":");
    return id && version ? [[id, version]] : [];
  }));
}
