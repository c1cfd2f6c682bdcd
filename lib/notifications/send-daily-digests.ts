// The daily digest (worker job sendDailyDigests, hourly): for each user with notices of kinds they
// read in the digest, one email a day listing what arrived since the last digest, sent outside
// their quiet hours. The outbox row's key is the user's local day, so a second run that day queues
// nothing more.
import "server-only";
import { db } from "@/lib/db";
import { wakeSender } from "@/lib/notifications/create-notification";
import { todayIn } from "@/lib/notifications/expiry-threshold";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { absoluteLink, newMessageId, settingsUrl, unsubscribeUrl } from "@/lib/notifications/notice-links";
import { nextSendTime } from "@/lib/notifications/quiet-hours";
import { renderDigestEmail } from "@/lib/notifications/render-notice-email";

const DAY_MS = 86_400_000;

export async function sendDailyDigests(now = new Date()): Promise<number> {
  // Users with a notice in the last two days that has no email of its own (digest kinds).
  const candidates = await db.notification.findMany({
    where: { createdAt: { gt: new Date(now.getTime() - 2 * DAY_MS) }, emails: { none: {} } },
    distinct: ["userId"],
    select: { userId: true },
  });
  let queued = 0;
  for (const { userId } of candidates) if (await queueDigest(userId, now)) queued++;
  return queued;
}

async function queueDigest(userId: string, now: Date): Promise<boolean> {
  const settings = await getNotificationSettings(userId);
  const kinds = NOTIFICATION_KINDS.filter((k) => settings.preferences[k].email === "digest");
  if (!kinds.length) return false;
  if (
    nextSendTime(now, { timeZone: settings.timeZone, start: settings.quietStart, end: settings.quietEnd }) >
    now
  )
    return false;
  const row = await db.notificationSettings.findUnique({ where: { userId }, select: { lastDigestAt: true } });
  const since = row?.lastDigestAt ?? new Date(now.getTime() - DAY_MS);
  if (now.getTime() - since.getTime() < DAY_MS - 3_600_000) return false; // one a day (an hour's slack for the hourly run)
  const notices = await db.notification.findMany({
    where: { userId, kind: { in: [...kinds] }, createdAt: { gt: since, lte: now } },
    orderBy: { createdAt: "asc" },
    take: 100,
    select: { title: true, body: true, link: true },
  });
  if (!notices.length) return false;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const mail = renderDigestEmail(
    notices.map((n) => ({ ...n, link: absoluteLink(n.link) })),
    unsubscribeUrl(userId, "digest"),
    settingsUrl(),
  );
  const [created] = await db.$transaction([
    db.outboxEmail.createManyAndReturn({
      data: [
        {
          userId,
          kind: "digest",
          dedupeKey: `digest:${todayIn(settings.timeZone, now)}`,
          toAddress: user.email,
          ...mail,
          messageId: newMessageId(),
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    }),
    db.notificationSettings.upsert({
      where: { userId },
      create: { userId, lastDigestAt: now },
      update: { lastDigestAt: now },
    }),
  ]);
  if (created.length) await wakeSender(now, now);
  return created.length > 0;
}
