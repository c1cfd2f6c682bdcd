// Raise a notice: the one write path for every kind (watches, expiring points, balances, trips).
// One transaction stores the notice — (userId, dedupeKey) unique, so an event found again is not
// announced again — tells the user's open pages (the table's trigger, delivered on commit) and, when the user
// wants this kind by email at once, queues the message in the outbox for after their quiet hours.
// Kinds read in the daily digest are collected by send-daily-digests.ts instead.
import "server-only";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";
import { KIND_INFO, type NotificationKind } from "@/lib/notifications/notification-kinds";
import { absoluteLink, newMessageId, settingsUrl, unsubscribeUrl } from "@/lib/notifications/notice-links";
import { nextSendTime } from "@/lib/notifications/quiet-hours";
import { renderNoticeEmail } from "@/lib/notifications/render-notice-email";
import { logger } from "@/lib/log/logger";

const log = logger("notifications");

export interface NewNotice {
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path ("/watches"). */
  link: string | null;
  /** Names the event: the same key for the same user is stored once. */
  dedupeKey: string;
}

/** The stored notice's id, or null when it was announced before (or the user turned the kind off). */
export async function createNotification(
  userId: string,
  notice: NewNotice,
  now = new Date(),
): Promise<string | null> {
  const settings = await getNotificationSettings(userId);
  const choice = settings.preferences[notice.kind];
  if (!choice.app && choice.email === "off") return null;
  const result = await db.$transaction(async (tx) => {
    const [created] = await tx.notification.createManyAndReturn({
      data: [
        {
          userId,
          kind: notice.kind,
          title: notice.title,
          body: notice.body,
          link: notice.link,
          dedupeKey: notice.dedupeKey,
          readAt: choice.app ? null : now,
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    if (!created) return null;
    if (choice.email !== "instant") return { id: created.id, sendAfter: null };
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    const mail = renderNoticeEmail(
      { ...notice, link: absoluteLink(notice.link) },
      KIND_INFO[notice.kind].label,
      unsubscribeUrl(userId, notice.kind),
      settingsUrl(),
    );
    const sendAfter = nextSendTime(now, {
      timeZone: settings.timeZone,
      start: settings.quietStart,
      end: settings.quietEnd,
    });
    await tx.outboxEmail.create({
      data: {
        userId,
        notificationId: created.id,
        kind: notice.kind,
        dedupeKey: `notice:${notice.dedupeKey}`,
        toAddress: user.email,
        ...mail,
        messageId: newMessageId(),
        sendAfter,
      },
      select: { id: true },
    });
    return { id: created.id, sendAfter };
  });
  if (result?.sendAfter) await wakeSender(result.sendAfter, now);
  return result?.id ?? null;
}

/** Ask the worker to send soon. Best effort: the sender's every-minute run finds the row anyway. */
export async function wakeSender(sendAfter: Date, now = new Date()): Promise<void> {
  const delay = Math.max(0, Math.ceil((sendAfter.getTime() - now.getTime()) / 1000));
  await enqueueJob(
    "sendOutboxEmails",
    {},
    { singletonKey: delay === 0 ? "now" : `at-${sendAfter.toISOString()}`, startAfterSeconds: delay },
  ).catch((error: Error) => log.error(`sender not woken (the minute run will send): ${error.message}`));
}
