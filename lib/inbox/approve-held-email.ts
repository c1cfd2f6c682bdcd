// "Approve sender" on a held email (issue 34 item 2): the sender becomes one of the user's addresses,
// then the email goes the way any accepted email goes (sent to the parsing service, applied from its
// result). Discard is the ordinary delete (lib/inbox/delete-email.ts): a held email holds nothing else.
import "server-only";
import { db } from "@/lib/db";
import { addSenderAddress } from "./sender-addresses";
import { sendStoredEmail } from "./send-email";
import { EmailMessageStatus } from "./email-message-status";

/** The email's new status, or null when the user has no such held email. */
export async function approveHeldEmail(userId: string, emailId: string): Promise<string | null> {
  const email = await db.emailMessage.findFirst({
    where: { id: emailId, userId, status: EmailMessageStatus.Held },
    select: { heldSender: true },
  });
  if (!email) return null;
  if (email.heldSender) await addSenderAddress(userId, email.heldSender, { confirmed: true }); // the user saw the mail and chose
  // Claimed by its state: a second Approve (another tab) finds it no longer held and sends nothing twice.
  const claimed = await db.emailMessage.updateMany({
    where: { id: emailId, userId, status: EmailMessageStatus.Held },
    data: { status: EmailMessageStatus.Submitted, heldSender: null },
  });
  if (claimed.count === 0) return null;
  return sendStoredEmail(emailId);
}
