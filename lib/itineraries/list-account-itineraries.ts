// The itineraries one account brought in, for its page (owner-checked), upcoming first.
import "server-only";
import { db } from "@/lib/db";

export async function listAccountItineraries(userId: string, accountId: string) {
  return db.itinerary.findMany({
    where: { userId, accountId },
    orderBy: [{ past: "asc" }, { startAt: "asc" }],
    take: 100,
    select: { id: true, type: true, title: true, confirmationNumber: true, startLocal: true, endLocal: true, startPlace: true, endPlace: true, cancelled: true, past: true },
  });
}
