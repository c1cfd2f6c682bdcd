"use client";
// The Notifications page's list: each notice in words with its link, when it came, whether its
// email left (or why not), and Mark read / Mark all read.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import type { EmailStatus, NotificationPage } from "@/lib/notifications/list-notifications";
import { errorText } from "@/lib/query/api-fetch";
import { useMarkRead, useNotifications } from "./use-notifications";

const EMAIL_WORDS: Record<Exclude<EmailStatus, null>, string> = {
  sent: "Email sent",
  queued: "Email queued",
  "no-relay": "Email not sent: no mail relay configured",
  failed: "Email could not be delivered",
  skipped: "Email not sent: unsubscribed",
};

const WHEN: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

export function NotificationList({ initial }: { initial: NotificationPage }) {
  const { data } = useNotifications(initial);
  const markRead = useMarkRead();
  const page = data ?? initial;
  const mark = (id: string | null) =>
    markRead.mutate(id, { onError: (e) => toast.error(errorText(e, "Could not mark read. Try again.")) });
  if (!page.notices.length) {
    return (
      <Notice title="Nothing yet">
        Watches that find seats, points about to expire, balance and trip changes will be listed here.
      </Notice>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-muted text-sm">
          {page.unread ? `${page.unread.toLocaleString("en-US")} unread` : "All read"}
        </p>
        <Button
          variant="secondary"
          className="h-9"
          disabled={!page.unread || markRead.isPending}
          onClick={() => mark(null)}
        >
          Mark all read
        </Button>
      </div>
      <ul className="flex flex-col gap-2" aria-label="Notifications">
        {page.notices.map((n) => (
          <li
            key={n.id}
            className={cn(
              "border-line bg-surface rounded-md border p-4",
              !n.read && "border-brand/40 bg-brand-soft/40",
            )}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 font-medium break-words">
                {!n.read ? <span className="sr-only">Unread: </span> : null}
                {n.link ? (
                  <Link href={n.link} className="hover:underline" onClick={() => !n.read && mark(n.id)}>
                    {n.title}
                  </Link>
                ) : (
                  n.title
                )}
              </h2>
              <LocalTime iso={n.createdAt} options={WHEN} className="text-muted text-xs" />
            </div>
            <p className="mt-1 text-sm break-words">{n.body}</p>
            <div className="text-muted mt-2 flex flex-wrap items-center gap-3 text-xs">
              {n.email ? (
                <span
                  className={cn(n.email === "no-relay" || n.email === "failed" ? "text-warn" : undefined)}
                >
                  {EMAIL_WORDS[n.email]}
                </span>
              ) : null}
              {!n.read ? (
                <button
                  type="button"
                  className="text-brand font-medium hover:underline"
                  onClick={() => mark(n.id)}
                  disabled={markRead.isPending}
                >
                  Mark read
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
