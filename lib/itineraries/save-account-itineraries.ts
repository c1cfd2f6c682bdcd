// Stores the itineraries of one loyalty result for the timeline, linked to the source account.
// Upsert by (user, sourceKey). A cancelled reservation "may lack required data" (spec 3): it is
// marked cancelled and keeps what we already knew, never deleted. Trips missing from a later
// reply are kept too (a trip that ended drops off the future list).
import "server-only";
import type { Tx } from "@/lib/callbacks/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { itineraryRowFields } from "./itinerary-row-fields";
import { itineraryKey, summarizeItinerary } from "./summarize-itinerary";

export async function saveAccountItineraries(
  tx: Tx,
  owner: { userId: string; accountId: string },
  itineraries: (Record<string, unknown> & { type: string })[],
  now: Date,
): Promise<number> {
  for (const it of itineraries) {
    const s = summarizeItinerary(it);
    const sourceKey = itineraryKey(`loyalty:${owner.accountId}`, it, s);
    const where = { userId_sourceKey: { userId: owner.userId, sourceKey } };
    if (s.cancelled) {
      const existing = await tx.itinerary.findUnique({ where, select: { data: true } });
      if (existing) {
        const data = { ...(existing.data as Record<string, unknown>), ...it } as Prisma.InputJsonValue;
        await tx.itinerary.update({ where, data: { cancelled: true, data } });
        continue;
      }
    }
    const fields = itineraryRowFields(s, it, now);
    await tx.itinerary.upsert({
      where,
      create: { userId: owner.userId, source: "loyalty", accountId: owner.accountId, sourceKey, ...fields },
      update: fields,
    });
  }
  return itineraries.length;
}
