// Deletes one stored login of the user, whatever it is used for: the row holds its sealed password,
// its answers and its browserState, so all go with it; its history, snapshots and trips cascade, and
// award requests that used it keep their results with the link cleared (FK ON DELETE SET NULL).
import "server-only";
import { db } from "@/lib/db";

export async function deleteCredential(userId: string, id: string): Promise<boolean> {
  const { count } = await db.loyaltyAccount.deleteMany({ where: { id, userId } });
  return count > 0;
}
