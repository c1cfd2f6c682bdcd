// Save the Settings form's notification choices. The zone must be one this server knows (Intl), the
// quiet hours both set or both cleared.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import {
  getNotificationSettings,
  type NotificationSettingsView,
} from "@/lib/notifications/get-notification-settings";
import { preferencesSchema } from "@/lib/notifications/notification-preferences";

const knownZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const minute = z.number().int().min(0).max(1439).nullable();

export const notificationSettingsInput = z
  .object({
    preferences: preferencesSchema,
    timeZone: z.string().min(1).max(64).refine(knownZone, "Unknown time zone"),
    quietStart: minute,
    quietEnd: minute,
  })
  .refine((v) => (v.quietStart === null) === (v.quietEnd === null), {
    message: "Give both ends of the quiet hours, or neither",
    path: ["quietEnd"],
  });

export async function updateNotificationSettings(
  userId: string,
  input: z.infer<typeof notificationSettingsInput>,
): Promise<NotificationSettingsView> {
  const data = {
    preferences: input.preferences,
    timeZone: input.timeZone,
    quietStart: input.quietStart,
    quietEnd: input.quietEnd,
  };
  await db.notificationSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return getNotificationSettings(userId);
}
