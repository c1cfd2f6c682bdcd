// Deletes one email and what came from it: its parse requests and its own versions of the
// reservations it carried (cascade on Itinerary.emailId). A booking other sources also hold stays
// on the timeline with what they say; its calendar event and trip edits move to the key it keeps
// (carryItemKeys). Owner-checked: another user's id deletes nothing.
import "server-only";
import { db } from "@/lib/db";
import { carryItemKeys } from "@/lib/timeline/carry-item-keys";

export async function deleteEmail(userId: string, id: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const email = await tx.emailMessage.findFirst({ where: { id, userId }, select: { id: true } });
    if (!email) return false;
    const rows = await tx.itinerary.findMany({ where: { userId, emailId: id }, select: { id: true } });
    await carryItemKeys(
      tx,
      userId,
      rows.map((r) => r.id),
    );
    // The request bookkeeping is not cascaded (ServiceRequest is shared by every service).
    await tx.serviceRequest.deleteMany({ where: { service: "email", parentId: id, userId } });
    await tx.emailMessage.delete({ where: { id } });
    return true;
  });
}
