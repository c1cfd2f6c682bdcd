// The traveler's next trips for the home page: upcoming, not cancelled, not hidden ("for someone
// else?" bookings the user hid) Itinerary rows by start, each linking to its timeline item.
// One line per booking: the same reservation from two sources (a forwarded email and the linked
// account) is one line — the same kind, confirmation number and start; the timeline merges them
// too. A split booking (outbound and return in two emails under one confirmation number) starts
// twice, so it stays two lines. Titles come from the stored reservation by today's rules, as on the
// timeline (the row's saved title is from the day it was saved, and an email's row is never saved
// again).
import "server-only";
import { db } from "@/lib/db";
import { titleOf } from "@/lib/timeline/item-title";

/** Rows read to fill `take` lines after duplicates are dropped. */
const READ_AHEAD = 4;

export async function listUpcomingTrips(userId: string, now = new Date(), take = 5) {
  const rows = await db.itinerary.findMany({
    where: { userId, cancelled: false, hidden: false, startAt: { gte: now } },
    orderBy: [{ startAt: "asc" }, { firstSeenAt: "asc" }],
    take: take * READ_AHEAD,
    select: {
      id: true,
      type: true,
      title: true,
      confirmationNumber: true,
      startAt: true,
      startLocal: true,
      startPlace: true,
      data: true,
    },
  });
  const seen = new Set<string>();
  const trips = [];
  for (const r of rows) {
    const key = `${r.type}|${r.confirmationNumber?.trim().toUpperCase() || r.title}|${r.startAt?.toISOString()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const data =
      r.data && typeof r.data === "object" && !Array.isArray(r.data)
        ? (r.data as Record<string, unknown>)
        : {};
    trips.push({
      id: r.id,
      type: r.type,
      title: Object.keys(data).length ? titleOf({ ...data, type: r.type }) : r.title,
      startAt: r.startAt?.toISOString() ?? null,
      startLocal: r.startLocal,
      startPlace: r.startPlace,
      href: `/timeline?item=${encodeURIComponent(r.id)}`,
    });
    if (trips.length === take) break;
  }
  return trips;
}
