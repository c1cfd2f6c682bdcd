// Mark one notice (or all of a user's) read; the user's other open tabs hear it and recount.
import "server-only";
import { db } from "@/lib/db";
import { notifyRowSql } from "@/lib/sql/live-notify";

/** `id` null: every unread notice of the user. Returns how many changed. */
export async function markNotificationsRead(userId: string, id: string | null): Promise<number> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({
      where: { userId, readAt: null, ...(id ? { id } : {}) },
      data: { readAt: new Date() },
    });
    if (count > 0) await tx.$queryRaw(notifyRowSql(userId, "notification", id ?? "all"));
    return count;
  });
}
