// Unlinks an account: deletes its credentials, history, snapshots and itineraries (cascade). Owner-checked.
import "server-only";
import { db } from "@/lib/db";

export async function unlinkAccount(userId: string, accountId: string): Promise<boolean> {
  const { count } = await db.loyaltyAccount.deleteMany({ where: { id: accountId, userId, service: "loyalty" } });
  return count > 0;
}
