// Unlinks an account: deletes its credentials, history, snapshots and itineraries (cascade). Owner-checked.
// A booking that emails also hold stays on the timeline; its calendar event and trip edits move to
// the key it keeps (carryItemKeys).
import "server-only";
import { db } from "@/lib/db";
import { carryItemKeys } from "@/lib/timeline/carry-item-keys";

export async function unlinkAccount(userId: string, accountId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const rows = await tx.itinerary.findMany({ where: { userId, accountId }, select: { id: true } });
    await carryItemKeys(
      tx,
      userId,
      rows.map((r) => r.id),
    );
    const { count } = await tx.loyaltyAccount.deleteMany({
      where: { id: accountId, userId, service: "loyalty" },
    });
    return count > 0;
  });
}
