"use client";
// Queries and mutations of notices. Live: the list (and with it the navigation's unread count) is
// refetched when the event stream says a notice was raised or read in another tab; polled every
// 30 s only while the stream is down.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveQueries, useLiveRefetch, usePollingFallback } from "@/components/live/use-live";
import type { NotificationPage } from "@/lib/notifications/list-notifications";
import { notificationKeys, notificationsApi } from "./notifications-api";

export function useNotifications(initial?: NotificationPage) {
  const poll = usePollingFallback();
  useLiveQueries(notificationKeys.all, (c) => c.k === "notification");
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: notificationsApi.list,
    initialData: initial,
    refetchInterval: poll(30_000),
    staleTime: 0,
  });
}

/** The unread count alone (every page's navigation): one count query, not the list. The server
 *  layout's count is fresh, so the stream's first `ready` asks nothing; reconnections do. */
export function useUnreadCount(initialUnread: number) {
  const poll = usePollingFallback();
  const qc = useQueryClient();
  useLiveRefetch(
    (c) => c.k === "notification",
    () => qc.refetchQueries({ queryKey: notificationKeys.unread(), type: "active" }),
    { firstReady: false },
  );
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: notificationsApi.unread,
    initialData: { unread: initialUnread },
    staleTime: 30_000,
    refetchInterval: poll(60_000),
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.markRead,
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.saveSettings,
    onSuccess: (data) => qc.setQueryData(notificationKeys.settings(), data),
  });
}
