// One hotel search for its owner: generic status + the active requests' hotels.
import "server-only";
import { getAwardSearchStatus } from "@/lib/award-search/get-award-search-status";
import { db } from "@/lib/db";
import type { RoomView } from "@/lib/hotels/hotel-rooms";
import type { HotelSearchView, HotelView } from "@/lib/hotels/hotel-search-view";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";
import { stayTotal } from "@/lib/hotels/value-per-point";
import { listCachedProviders } from "@/lib/providers/list-cached-providers";

export async function getHotelSearchView(userId: string, searchId: string): Promise<HotelSearchView | null> {
  const status = await getAwardSearchStatus(userId, searchId, "hotels");
  if (!status) return null;
  const [rows, catalog] = await Promise.all([
    db.hotelResult.findMany({
      where: { searchId, awardRequestId: { in: status.programs.map((p) => p.id) } },
      orderBy: [{ pointsPerNight: "asc" }, { id: "asc" }],
      select: {
        id: true, providerCode: true, name: true, rating: true, reviews: true, distance: true, awardCategory: true,
        address: true, place: true, phone: true, url: true, preview: true, descriptionHtml: true, nights: true, pointsPerNight: true,
        cashPerNight: true, bestValueCents: true, originalCurrency: true, conversionRate: true, cheapestRoom: true,
        cheapestRate: true, cheapestCopay: true, rooms: true,
      },
    }),
    listCachedProviders("hotels"),
  ]);
  return {
    ...status,
    params: status.params as StoredHotelParams,
    programNames: Object.fromEntries(catalog.map((c) => [c.code, c.name])),
    hotels: rows.map(({ preview, ...r }): HotelView => ({
      ...r,
      id: String(r.id),
      hasPreview: preview !== null,
      totalCash: r.cashPerNight === null ? null : stayTotal(r.cashPerNight, r.nights),
      rooms: r.rooms as unknown as RoomView[],
    })),
  };
}
