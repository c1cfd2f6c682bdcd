// Deletes one email and what came from it: its parse requests and the itineraries it wrote last
// (cascade on Itinerary.emailId). Owner-checked: another user's id deletes nothing.
import "server-only";
import { db } from "@/lib/db";

export async function deleteEmail(userId: string, id: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const email = await tx.emailMessage.findFirst({ where: { id, userId }, select: { id: true } });
    if (!email) return false;
    // The request bookkeeping is not cascaded (ServiceRequest is shared by every service).
    await tx.serviceRequest.deleteMany({ where: { service: "email", parentId: id, userId } });
    await tx.emailMessage.delete({ where: { id } });
    return true;
  });
}
