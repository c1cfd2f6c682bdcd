// The user's mailboxes, reconciled with the service (issue 15 item 2): the service is asked for every
// mailbox carrying the user's tag; stored ones take its state, ones the service has but Milepost
// missed (a sign-in whose return never arrived) are adopted, and stored ones the service forgot are
// shown as such. When the service does not answer, the stored copy is shown and says so.
import "server-only";
import { db } from "@/lib/db";
import { listMailboxesByTags } from "@/lib/services/email/mailbox-client";
import type { ServiceMailbox } from "@/lib/services/email/mailbox-schema";
import { mailboxTagFor } from "./mailbox-tag";
import { saveServiceMailbox } from "./save-service-mailbox";

const select = {
  id: true, login: true, type: true, state: true, errorCode: true, errorMessage: true, startFrom: true,
  listen: true, emailsRead: true, itinerariesFound: true, createdAt: true,
} as const;

export async function listMailboxes(userId: string) {
  const tag = mailboxTagFor(userId);
  let remote: ServiceMailbox[] | null = null;
  try {
    remote = await listMailboxesByTags([tag]);
  } catch {
    remote = null;
  }
  if (remote) {
    const stored = await db.mailbox.findMany({ where: { userId, ownerTag: tag }, select: { id: true, serviceMailboxId: true, disconnectedAt: true, state: true } });
    const byServiceId = new Map(stored.map((m) => [m.serviceMailboxId, m]));
    for (const mb of remote) {
      const mine = byServiceId.get(mb.id);
      if (mine?.disconnectedAt) continue; // disconnected here; the service's copy is on its way out
      // Adopt unknown ones; refresh only a stored `connecting` (state changes arrive by callback).
      if (!mine || mine.state === "connecting") await saveServiceMailbox(userId, tag, mb);
    }
    const remoteIds = new Set(remote.map((m) => m.id));
    const forgotten = stored.filter((m) => !m.disconnectedAt && !remoteIds.has(m.serviceMailboxId)).map((m) => m.id);
    if (forgotten.length) {
      await db.mailbox.updateMany({
        where: { id: { in: forgotten }, userId, state: { not: "error" } },
        data: { state: "error", errorCode: "unknown", errorMessage: "The service no longer has this mailbox." },
      });
    }
  }
  const mailboxes = await db.mailbox.findMany({ where: { userId, disconnectedAt: null }, select, orderBy: { createdAt: "asc" } });
  return { mailboxes: mailboxes.map((m) => ({ ...m, startFrom: m.startFrom?.toISOString().slice(0, 10) ?? null, createdAt: m.createdAt.toISOString() })), live: remote !== null };
}
export type MailboxListView = Awaited<ReturnType<typeof listMailboxes>>;
