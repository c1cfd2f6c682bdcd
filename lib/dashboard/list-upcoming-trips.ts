// The traveler's next trips for the home page: upcoming, not cancelled Itinerary rows by start.
// One row per source reservation (the timeline merges them at read time); each links to its item.
import "server-only";
import { db } from "@/lib/db";

export async function listUpcomingTrips(userId: string, now = new Date(), take = 5) {
  const rows = await db.itinerary.findMany({
    where: { userId, cancelled: false, startAt: { gte: now } },
    orderBy: { startAt: "asc" },
    take,
    select: { id: true, type: true, title: true, startAt: true, startLocal: true, startPlace: true },
  });
  return rows.map((r) => ({ ...r, startAt: r.startAt?.toISOString() ?? null, href: `/timeline?item=${encodeURIComponent(r.id)}` }));
}
