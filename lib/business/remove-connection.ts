// Remove the business connection: the key and everything synced with it (cascade).
import "server-only";
import { db } from "@/lib/db";

export async function removeConnection(userId: string): Promise<boolean> {
  const { count } = await db.businessConnection.deleteMany({ where: { userId } });
  return count > 0;
}
