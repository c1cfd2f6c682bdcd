// The traveler's latest award searches with the cheapest result each found: fewest miles for a
// flight search, fewest points per night for a hotel search (null while nothing came back).
import "server-only";
import { db } from "@/lib/db";

export async function listRecentSearches(userId: string, take = 5) {
  const searches = await db.awardSearch.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, service: true, summary: true, createdAt: true },
  });
  const ids = searches.map((s) => s.id);
  const [flights, hotels] = await Promise.all([
    db.awardResult.groupBy({ by: ["searchId"], where: { searchId: { in: ids }, kind: "routes" }, _min: { best: true } }),
    db.hotelResult.groupBy({ by: ["searchId"], where: { searchId: { in: ids } }, _min: { pointsPerNight: true } }),
  ]);
  const miles = new Map(flights.map((f) => [f.searchId, f._min.best]));
  const points = new Map(hotels.map((h) => [h.searchId, h._min.pointsPerNight]));
  return searches.map((s) => ({
    id: s.id,
    service: s.service,
    summary: s.summary,
    createdAt: s.createdAt.toISOString(),
    href: `/${s.service === "hotels" ? "hotels" : "flights"}?search=${encodeURIComponent(s.id)}`,
    cheapest: s.service === "hotels"
      ? (points.get(s.id) != null ? { amount: points.get(s.id)!, unit: "points per night" } : null)
      : (miles.get(s.id) != null ? { amount: miles.get(s.id)!, unit: "miles" } : null),
  }));
}
