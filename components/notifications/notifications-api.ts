// Endpoints of the Notifications page and the navigation's unread count, and their query keys.
import type { NotificationSettingsView } from "@/lib/notifications/get-notification-settings";
import type { NotificationPage } from "@/lib/notifications/list-notifications";
import { apiFetch } from "@/lib/query/api-fetch";

export type NotificationSettingsInput = Omit<NotificationSettingsView, "preferences"> & {
  preferences: Partial<NotificationSettingsView["preferences"]>;
};

export const notificationsApi = {
  list: () => apiFetch<NotificationPage>("/api/notifications"),
  unread: () => apiFetch<{ unread: number }>("/api/notifications/unread"),
  markRead: (id: string | null) =>
    apiFetch<{ changed: number }>("/api/notifications/read", { method: "POST", body: { id } }),
  settings: () => apiFetch<NotificationSettingsView>("/api/notifications/settings"),
  saveSettings: (body: NotificationSettingsInput) =>
    apiFetch<NotificationSettingsView>("/api/notifications/settings", { method: "PUT", body }),
};

export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
  unread: () => [...notificationKeys.all, "unread"] as const,
  settings: () => [...notificationKeys.all, "settings"] as const,
};
