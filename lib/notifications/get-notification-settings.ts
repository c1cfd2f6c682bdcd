// A user's notification settings with every kind's choice resolved (defaults for what is not stored).
import "server-only";
import { db } from "@/lib/db";
import { type Preferences, resolvePreferences } from "@/lib/notifications/notification-preferences";

export interface NotificationSettingsView {
  preferences: Preferences;
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
}

export async function getNotificationSettings(userId: string): Promise<NotificationSettingsView> {
  const row = await db.notificationSettings.findUnique({
    where: { userId },
    select: { preferences: true, timeZone: true, quietStart: true, quietEnd: true },
  });
  return {
    preferences: resolvePreferences(row?.preferences ?? {}),
    timeZone: row?.timeZone ?? "UTC",
    quietStart: row?.quietStart ?? null,
    quietEnd: row?.quietEnd ?? null,
  };
}
