// Deletes one stored login of the user, whatever it is used for: the row holds its sealed password,
// its answers and its browserState, so all go with it; its history, snapshots and trips cascade, and
// award requests that used it keep their results with the link cleared (FK ON DELETE SET NULL).
// Bookings other sources also hold keep their calendar event and trip edits (carryItemKeys).
import "server-only";
import { db } from "@/lib/db";
import { carryItemKeys } from "@/lib/timeline/carry-item-keys";

export async function deleteCredential(userId: string, id: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const rows = await tx.itinerary.findMany({ where: { userId, accountId: id }, select: { id: true } });
    await carryItemKeys(
      tx,
      userId,
      rows.map((r) => r.id),
    );
    const { count } = await tx.loyaltyAccount.deleteMany({ where: { id, userId } });
    return count > 0;
  });
}
