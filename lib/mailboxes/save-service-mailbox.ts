// Stores (or refreshes) the user's copy of a mailbox the service answered with. A user's own connect
// brings a disconnected copy back to life; the list's reconciliation (list-mailboxes.ts) never does:
// its view of the service may be a moment old, and a mailbox just disconnected here (or refused at
// sign-in) must not come back from it.
import "server-only";
import { db } from "@/lib/db";
import type { EmailRegion } from "@/lib/env";
import type { ServiceMailbox } from "@/lib/services/email/mailbox-schema";

const fieldsOf = (mb: ServiceMailbox) => ({
  login: mb.login,
  type: mb.type,
  state: mb.state,
  errorCode: mb.errorCode ?? null,
  errorMessage: mb.errorMessage ?? null,
  startFrom: mb.startFrom ? new Date(`${mb.startFrom.slice(0, 10)}T00:00:00Z`) : null,
  listen: mb.listen ?? false,
});

/** The user connected it (again): stored, or brought back under the same service id. */
export function saveServiceMailbox(userId: string, tag: string, region: EmailRegion, mb: ServiceMailbox) {
  const fields = fieldsOf(mb);
  return db.mailbox.upsert({
    where: { serviceMailboxId_ownerTag: { serviceMailboxId: mb.id, ownerTag: tag } },
    create: { userId, ownerTag: tag, serviceMailboxId: mb.id, region, ...fields },
    // A mailbox connected again after a disconnect comes back to life under the same service id.
    update: { ...fields, disconnectedAt: null },
    select: { id: true },
  });
}

/** The service has it and Milepost has no copy at all (a sign-in whose return never arrived): kept.
 *  A copy that appeared meanwhile, disconnected or not, is left as it is. */
export async function adoptServiceMailbox(
  userId: string,
  tag: string,
  region: EmailRegion,
  mb: ServiceMailbox,
): Promise<void> {
  await db.mailbox.createMany({
    data: [{ userId, ownerTag: tag, serviceMailboxId: mb.id, region, ...fieldsOf(mb) }],
    skipDuplicates: true,
  });
}

/** The service's state for a copy still connected here; a copy disconnected meanwhile stays so. */
export async function refreshServiceMailbox(tag: string, mb: ServiceMailbox): Promise<void> {
  await db.mailbox.updateMany({
    where: { serviceMailboxId: mb.id, ownerTag: tag, disconnectedAt: null },
    data: fieldsOf(mb),
  });
}
