// The kinds of notice (issue 37), in the order Settings lists them, with what each says and its
// defaults. No server imports: the Settings form and the Notifications page read it too.

export const NOTIFICATION_KINDS = [
  "watch-found",
  "points-expiring",
  "balance-changed",
  "elite-status",
  "trip-changed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type EmailChoice = "instant" | "digest" | "off";

export const KIND_INFO: Record<NotificationKind, { label: string; help: string; email: EmailChoice }> = {
  "watch-found": {
    label: "Watched searches",
    help: "New award seats or hotel rates that match a watch",
    email: "instant",
  },
  "points-expiring": {
    label: "Expiring points",
    help: "90, 30 and 7 days before an account's points expire",
    email: "instant",
  },
  "balance-changed": {
    label: "Balance changes",
    help: "Points earned, spent or transferred since the last check",
    email: "digest",
  },
  "elite-status": { label: "Elite status", help: "A status gained or lost", email: "instant" },
  "trip-changed": {
    label: "Trip changes",
    help: "A flight or stay changed or cancelled by a later email or check",
    email: "instant",
  },
};

export const isNotificationKind = (k: string): k is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(k);
