// Disconnects a mailbox (issue 15): the service is told first (a mailbox it already forgot counts as
// disconnected), then the row is marked — kept as the named source of what it found — and, only if
// the user asked, the itineraries it found are deleted. Results arriving later are refused.
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { disconnectMailbox as disconnectAtService } from "@/lib/services/email/mailbox-client";

export async function disconnectMailbox(userId: string, mailboxId: string, deleteItineraries: boolean) {
  const mailbox = await db.mailbox.findFirst({ where: { id: mailboxId, userId, disconnectedAt: null }, select: { id: true, serviceMailboxId: true } });
  if (!mailbox) throw notFound("This mailbox is not connected.");
  await disconnectAtService(mailbox.serviceMailboxId);
  return db.$transaction(async (tx) => {
    await tx.mailbox.update({ where: { id: mailbox.id }, data: { disconnectedAt: new Date(), state: "finished", listen: false } });
    const deleted = deleteItineraries ? (await tx.itinerary.deleteMany({ where: { userId, mailboxId: mailbox.id } })).count : 0;
    return { disconnected: true, itinerariesDeleted: deleted };
  });
}
