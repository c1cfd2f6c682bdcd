// The itineraries one account brought in, for its page (owner-checked): upcoming first, soonest
// first; then past ones, most recent first (the trip just taken, not one from years ago).
import "server-only";
import { db } from "@/lib/db";

const select = {
  id: true,
  type: true,
  title: true,
  confirmationNumber: true,
  startLocal: true,
  endLocal: true,
  startPlace: true,
  endPlace: true,
  cancelled: true,
  past: true,
} as const;
const LIMIT = 100;

export async function listAccountItineraries(userId: string, accountId: string) {
  const [upcoming, past] = await Promise.all([
    db.itinerary.findMany({
      where: { userId, accountId, past: false },
      orderBy: { startAt: "asc" },
      take: LIMIT,
      select,
    }),
    db.itinerary.findMany({
      where: { userId, accountId, past: true },
      orderBy: { startAt: { sort: "desc", nulls: "last" } },
      take: LIMIT,
      select,
    }),
  ]);
  return [...upcoming, ...past].slice(0, LIMIT);
}
