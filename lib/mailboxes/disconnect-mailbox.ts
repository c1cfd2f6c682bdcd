// Disconnects a mailbox (issue 15): the service is told first (a mailbox it already forgot counts as
// disconnected), then the row is marked — kept as the named source of what it found — and, only if
// the user asked, the itineraries it found are deleted. Results arriving later are refused.
import "server-only";
import { db } from "@/lib/db";
import { carryItemKeys } from "@/lib/timeline/carry-item-keys";
import type { EmailRegion } from "@/lib/env";
import { notFound } from "@/lib/http/errors";
import { disconnectMailbox as disconnectAtService } from "@/lib/services/email/mailbox-client";
import { MailboxState } from "./mailbox-state";

export async function disconnectMailbox(userId: string, mailboxId: string, deleteItineraries: boolean) {
  const mailbox = await db.mailbox.findFirst({
    where: { id: mailboxId, userId, disconnectedAt: null },
    select: { id: true, serviceMailboxId: true, region: true },
  });
  if (!mailbox) throw notFound("This mailbox is not connected.");
  await disconnectAtService(mailbox.region as EmailRegion, mailbox.serviceMailboxId);
  return db.$transaction(async (tx) => {
    await tx.mailbox.update({
      where: { id: mailbox.id },
      data: { disconnectedAt: new Date(), state: MailboxState.Finished, listen: false },
    });
    // Deleting its emails deletes the itineraries they wrote (Itinerary.emailId cascades); items
    // other sources also hold keep their calendar event and trip edits.
    if (deleteItineraries) {
      const leaving = await tx.itinerary.findMany({
        where: { userId, email: { mailboxId: mailbox.id } },
        select: { id: true },
      });
      await carryItemKeys(
        tx,
        userId,
        leaving.map((r) => r.id),
      );
    }
    const deleted = deleteItineraries
      ? (await tx.itinerary.deleteMany({ where: { userId, email: { mailboxId: mailbox.id } } })).count
      : 0;
    if (deleteItineraries) await tx.emailMessage.deleteMany({ where: { userId, mailboxId: mailbox.id } });
    return { disconnected: true, itinerariesDeleted: deleted };
  });
}
