// The user's mailboxes, reconciled with the service (issue 15 item 2): the service is asked for every
// mailbox carrying the user's tag (on each host the user's mailboxes live on); stored ones take its
// state while still `connecting` (later changes arrive by callback), ones the service has but
// Milepost missed (a sign-in whose return never arrived) are adopted, and stored ones the service
// forgot are shown as such. When the service does not answer, the stored copy is shown and says so.
import "server-only";
import { db } from "@/lib/db";
import type { EmailRegion } from "@/lib/env";
import { userRegion } from "@/lib/inbox/email-settings";
import { listMailboxesByTags } from "@/lib/services/email/mailbox-client";
import { mailboxTagFor } from "./mailbox-tag";
import { adoptServiceMailbox, refreshServiceMailbox } from "./save-service-mailbox";
import { MailboxState } from "./mailbox-state";

const select = {
  id: true,
  login: true,
  type: true,
  state: true,
  errorCode: true,
  errorMessage: true,
  startFrom: true,
  listen: true,
  emailsRead: true,
  createdAt: true,
} as const;

async function reconcile(userId: string, tag: string, region: EmailRegion): Promise<boolean> {
  let remote;
  try {
    remote = await listMailboxesByTags(region, [tag]);
  } catch {
    return false;
  }
  const stored = await db.mailbox.findMany({
    where: { userId, ownerTag: tag, region },
    select: { id: true, serviceMailboxId: true, disconnectedAt: true, state: true },
  });
  const byServiceId = new Map(stored.map((m) => [m.serviceMailboxId, m]));
  for (const mb of remote) {
    const mine = byServiceId.get(mb.id);
    if (mine?.disconnectedAt) continue; // disconnected here; the service's copy is on its way out
    if (!mine) await adoptServiceMailbox(userId, tag, region, mb);
    else if (mine.state === MailboxState.Connecting) await refreshServiceMailbox(tag, mb);
  }
  const remoteIds = new Set(remote.map((m) => m.id));
  const forgotten = stored
    .filter((m) => !m.disconnectedAt && !remoteIds.has(m.serviceMailboxId))
    .map((m) => m.id);
  if (forgotten.length) {
    await db.mailbox.updateMany({
      where: { id: { in: forgotten }, userId, state: { not: MailboxState.Error } },
      data: {
        state: MailboxState.Error,
        errorCode: "unknown",
        errorMessage: "The service no longer has this mailbox.",
      },
    });
  }
  return true;
}

/** Distinct itineraries found per mailbox: every parse of every email that mailbox delivered. */
async function itinerariesFound(userId: string): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ mailboxId: string; n: bigint }[]>`
    SELECT e."mailboxId", COUNT(DISTINCT i.id) AS n
    FROM "EmailMessage" e JOIN "EmailParse" p ON p."emailId" = e.id
    CROSS JOIN LATERAL unnest(p."itineraryIds") AS i(id)
    WHERE e."userId" = ${userId} AND p."userId" = ${userId} AND e."mailboxId" IS NOT NULL
    GROUP BY e."mailboxId"`;
  return new Map(rows.map((r) => [r.mailboxId, Number(r.n)]));
}

/** What Milepost has stored, without asking the service (the page's first paint). */
export async function readMailboxes(userId: string) {
  const [mailboxes, found] = await Promise.all([
    db.mailbox.findMany({ where: { userId, disconnectedAt: null }, select, orderBy: { createdAt: "asc" } }),
    itinerariesFound(userId),
  ]);
  return mailboxes.map((m) => ({
    ...m,
    itinerariesFound: found.get(m.id) ?? 0,
    startFrom: m.startFrom?.toISOString().slice(0, 10) ?? null,
    createdAt: m.createdAt.toISOString(),
  }));
}

export async function listMailboxes(userId: string) {
  const tag = mailboxTagFor(userId);
  const storedRegions = await db.mailbox.findMany({
    where: { userId, disconnectedAt: null },
    select: { region: true },
    distinct: ["region"],
  });
  const regions = new Set<EmailRegion>([
    await userRegion(userId),
    ...storedRegions.map((r) => r.region as EmailRegion),
  ]);
  const answered = await Promise.all([...regions].map((region) => reconcile(userId, tag, region)));
  return { mailboxes: await readMailboxes(userId), live: answered.every(Boolean) };
}
export type MailboxListView = Awaited<ReturnType<typeof listMailboxes>>;
export type MailboxView = MailboxListView["mailboxes"][number];
