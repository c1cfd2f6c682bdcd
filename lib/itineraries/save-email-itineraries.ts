// Stores the itineraries of one parsed email (source "email", or "mailbox" for a scanned
// mailbox) as timeline source rows, one per reservation, linked to the email. Upsert by
// (user, sourceKey), so the same email delivered twice stores nothing new. The inbox branch
// writes through its own storeParseResult; this is the same write for tests and the bench.
import "server-only";
import type { Tx } from "@/lib/callbacks/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { itineraryKey, summarizeItinerary } from "./summarize-itinerary";

export async function saveEmailItineraries(
  tx: Tx,
  owner: { userId: string; emailId: string; source?: "email" | "mailbox" },
  itineraries: (Record<string, unknown> & { type: string })[],
  now: Date,
): Promise<number> {
  const source = owner.source ?? "email";
  for (const it of itineraries) {
    const s = summarizeItinerary(it);
    const sourceKey = itineraryKey(`${source}:${owner.emailId}`, it, s);
    const past = s.endAt ? s.endAt < now : s.startAt ? s.startAt < now : false;
    const fields = { ...s, past, data: it as Prisma.InputJsonValue };
    await tx.itinerary.upsert({
      where: { userId_sourceKey: { userId: owner.userId, sourceKey } },
      create: { userId: owner.userId, source, emailId: owner.emailId, sourceKey, ...fields },
      update: fields,
    });
  }
  return itineraries.length;
}
