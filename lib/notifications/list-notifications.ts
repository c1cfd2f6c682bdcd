// The Notifications page: the newest notices with what became of their email.
import "server-only";
import { db } from "@/lib/db";
import { mailRelayConfigured } from "@/lib/notifications/mail-transport";

export type EmailStatus = "sent" | "queued" | "no-relay" | "failed" | "skipped" | null;

export interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
  email: EmailStatus;
}

export interface NotificationPage {
  notices: NotificationView[];
  unread: number;
}

function emailStatus(state: string | undefined, relay: boolean): EmailStatus {
  if (!state) return null;
  if (state === "sent" || state === "failed" || state === "skipped") return state;
  return relay ? "queued" : "no-relay";
}

export async function listNotifications(userId: string, limit = 50): Promise<NotificationPage> {
  const relay = mailRelayConfigured();
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select: {
        id: true,
        kind: true,
        title: true,
        body: true,
        link: true,
        createdAt: true,
        readAt: true,
        emails: { select: { state: true }, take: 1 },
      },
    }),
    countUnreadNotifications(userId),
  ]);
  return {
    unread,
    notices: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
      email: emailStatus(r.emails[0]?.state, relay),
    })),
  };
}

export function countUnreadNotifications(userId: string): Promise<number> {
  return db.notification.count({ where: { userId, readAt: null } });
}
