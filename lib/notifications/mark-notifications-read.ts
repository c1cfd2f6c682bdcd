// Mark one notice (or all of a user's) read; the user's other open tabs hear it (the table's trigger:
// the notice's id, or "all" when several changed) and recount.
import "server-only";
import { db } from "@/lib/db";

/** `id` null: every unread notice of the user. Returns how many changed. */
export async function markNotificationsRead(userId: string, id: string | null): Promise<number> {
  const { count } = await db.notification.updateMany({
    where: { userId, readAt: null, ...(id ? { id } : {}) },
    data: { readAt: new Date() },
  });
  return count;
}
