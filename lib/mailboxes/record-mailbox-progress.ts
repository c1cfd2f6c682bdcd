// Applies mailbox state-change events (the `onProgress` callback, docs/services/email.md) to the
// owner's stored mailbox. Attributed like results: the service mailbox id AND the owner's tag in
// userData must match a connected mailbox. An event older than the stored state is skipped, so an
// out-of-order delivery never moves a mailbox back; redelivering an event changes nothing.
import "server-only";
import { db } from "@/lib/db";
import type { ProgressEvent } from "@/lib/services/email/mailbox-schema";

export type ProgressOutcome = "stored" | "stale" | "unknown-mailbox";

export async function recordMailboxProgress(events: ProgressEvent[]): Promise<ProgressOutcome[]> {
  const outcomes: ProgressOutcome[] = [];
  for (const event of events) {
    const at = new Date(event.date);
    if (!event.userData || Number.isNaN(at.getTime())) {
      outcomes.push("unknown-mailbox");
      continue;
    }
    const owner = { serviceMailboxId: event.mailboxId, ownerTag: event.userData, disconnectedAt: null };
    const updated = await db.mailbox.updateMany({
      where: { ...owner, stateAt: { lte: at } },
      data: {
        state: event.state,
        errorCode: event.state === "error" ? (event.errorCode ?? "unknown") : null,
        errorMessage: event.state === "error" ? (event.errorMessage ?? null) : null,
        stateAt: at,
        ...(event.emailsRead != null ? { emailsRead: event.emailsRead } : {}),
      },
    });
    if (updated.count) outcomes.push("stored");
    else outcomes.push((await db.mailbox.count({ where: owner })) ? "stale" : "unknown-mailbox");
  }
  return outcomes;
}
