// One-click unsubscribe (RFC 8058), from a signed token (unsubscribe-token.ts): that user's emails of
// that kind stop — the preference becomes "off" and messages of the kind still waiting in the outbox
// are skipped. The digest token turns every digest kind off. Running it twice changes nothing more.
import "server-only";
import { db } from "@/lib/db";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import type { StoredPreferences } from "@/lib/notifications/notification-preferences";
import type { UnsubscribeKind } from "@/lib/notifications/unsubscribe-token";
import { OutboxState } from "./outbox-state";

/** False when the user no longer exists (the account was deleted). */
export async function unsubscribe(userId: string, kind: UnsubscribeKind): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) return false;
  const { preferences } = await getNotificationSettings(userId);
  const kinds =
    kind === "digest" ? NOTIFICATION_KINDS.filter((k) => preferences[k].email === "digest") : [kind];
  const next: StoredPreferences = { ...preferences };
  for (const k of kinds) next[k] = { app: preferences[k].app, email: "off" };
  await db.$transaction([
    db.notificationSettings.upsert({
      where: { userId },
      create: { userId, preferences: next },
      update: { preferences: next },
    }),
    db.outboxEmail.updateMany({
      where: { userId, kind: { in: kind === "digest" ? ["digest"] : [kind] }, state: OutboxState.Pending },
      data: { state: OutboxState.Skipped },
    }),
  ]);
  return true;
}
