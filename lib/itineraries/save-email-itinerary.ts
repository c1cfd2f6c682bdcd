// Stores one reservation found in an email (spec 3) for the timeline. Keyed WITHOUT the email:
// "mail:<type>:<confirmation number>" (else a content hash), so the same reservation parsed again —
// re-uploaded, forwarded, a later change email, found by the mailbox scanner — updates one row
// instead of adding a second. The row points at the email that wrote it last (deleting that email
// deletes the row). A cancellation marks the row cancelled and keeps what was known (a cancelled
// reservation "may lack required data", spec 3). `hidden` (the user's choice) is never reset.
import "server-only";
import type { Tx } from "@/lib/callbacks/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Itinerary } from "./itinerary-schema";
import { itineraryRowFields } from "./itinerary-row-fields";
import { itineraryKey, summarizeItinerary } from "./summarize-itinerary";

export interface EmailItineraryOwner {
  userId: string;
  emailId: string;
  source: "email" | "mailbox";
}

export async function saveEmailItinerary(tx: Tx, owner: EmailItineraryOwner, it: Itinerary, flags: { otherTraveler: boolean; now: Date }): Promise<string> {
  const obj = it as Record<string, unknown> & { type: string };
  const s = summarizeItinerary(obj);
  const sourceKey = itineraryKey("mail", obj, s);
  const where = { userId_sourceKey: { userId: owner.userId, sourceKey } };
  const existing = await tx.itinerary.findUnique({ where, select: { id: true, data: true } });
  if (existing && s.cancelled) {
    const data = { ...(existing.data as Record<string, unknown>), ...obj } as Prisma.InputJsonValue;
    await tx.itinerary.update({ where, data: { cancelled: true, data, emailId: owner.emailId } });
    return existing.id;
  }
  const fields = { ...itineraryRowFields(s, obj, flags.now), otherTraveler: flags.otherTraveler, emailId: owner.emailId };
  const row = await tx.itinerary.upsert({
    where,
    create: { userId: owner.userId, source: owner.source, sourceKey, ...fields },
    update: fields,
    select: { id: true },
  });
  return row.id;
}
