// GET|PUT /api/notifications/settings — what is told per kind and channel, the time zone and quiet hours.
import { userRoute } from "@/lib/http/route";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";
import {
  notificationSettingsInput,
  updateNotificationSettings,
} from "@/lib/notifications/update-notification-settings";

export const GET = userRoute({ handler: ({ userId }) => getNotificationSettings(userId) });

export const PUT = userRoute({
  body: notificationSettingsInput,
  handler: ({ userId, body }) => updateNotificationSettings(userId, body),
});
