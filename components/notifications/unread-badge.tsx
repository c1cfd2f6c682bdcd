"use client";
// The navigation's unread count, kept current over the event stream (a notice raised by the worker
// or read in another tab). The server layout hands the count it read, so the first paint has it.
import { useUnreadCount } from "./use-notifications";

export function UnreadBadge({ initialUnread }: { initialUnread: number }) {
  const unread = useUnreadCount(initialUnread).data.unread;
  if (!unread) return null;
  return (
    <span
      data-testid="unread-count"
      className="bg-brand text-brand-ink ml-auto rounded-full px-1.5 text-xs font-semibold"
    >
      {unread > 99 ? "99+" : unread.toLocaleString("en-US")}
      <span className="sr-only"> unread</span>
    </span>
  );
}
