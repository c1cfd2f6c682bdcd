// Stores (or refreshes) the user's copy of a mailbox the service answered with.
import "server-only";
import { db } from "@/lib/db";
import type { EmailRegion } from "@/lib/env";
import type { ServiceMailbox } from "@/lib/services/email/mailbox-schema";

export function saveServiceMailbox(userId: string, tag: string, region: EmailRegion, mb: ServiceMailbox) {
  const fields = {
    login: mb.login,
    type: mb.type,
    state: mb.state,
    errorCode: mb.errorCode ?? null,
    errorMessage: mb.errorMessage ?? null,
    startFrom: mb.startFrom ? new Date(`${mb.startFrom.slice(0, 10)}T00:00:00Z`) : null,
    listen: mb.listen ?? false,
  };
  return db.mailbox.upsert({
    where: { serviceMailboxId_ownerTag: { serviceMailboxId: mb.id, ownerTag: tag } },
    create: { userId, ownerTag: tag, serviceMailboxId: mb.id, region, ...fields },
    // A mailbox connected again after a disconnect comes back to life under the same service id.
    update: { ...fields, disconnectedAt: null },
    select: { id: true },
  });
}
