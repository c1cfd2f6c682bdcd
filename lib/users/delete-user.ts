// Deletes a user's Milepost account and everything stored for them ("a user can see and delete
// everything Milepost stores for them"). Rules:
// - The password is asked again (confirm-password.ts: the sign-in's own check and throttle).
// - Remote first. A connected mailbox is disconnected at the email service before anything local
//   goes, so the service never keeps reading a mailbox nobody can reach any more. If the service
//   does not confirm, nothing is deleted and the user can try again (a disconnect repeats safely:
//   a mailbox the service already forgot counts as disconnected).
// - Then ONE transaction: the callback bodies that carried the user's request ids (they hold
//   balances, history, itineraries; kept 3 days for de-duplication otherwise), the sign-in
//   attempts counted against their email, and the user row, whose deletion cascades to every table
//   that hangs off it (prisma/schema: every user-owned model is `onDelete: Cascade` from User, and
//   award results go with their requests by trigger). Left behind: the callback delivery log
//   (request ids and outcomes, no personal data), which ages out after 30 days.
// Sessions: the token in other browsers stays signed but names a user that no longer exists, and
// lib/auth/session-user.ts treats it as no session at all.
import "server-only";
import { db } from "@/lib/db";
import type { EmailRegion } from "@/lib/env";
import { ServiceError } from "@/lib/http/errors";
import { disconnectMailbox } from "@/lib/services/email/mailbox-client";
import { confirmPassword, type PasswordRefusal } from "@/lib/users/confirm-password";

export type DeleteUserResult =
  { ok: true } | PasswordRefusal | { ok: false; reason: "mailbox-still-connected" };

export async function deleteUser(userId: string, password: string, ip: string): Promise<DeleteUserResult> {
  if (!(await db.user.count({ where: { id: userId } }))) return { ok: true }; // already gone (a second click, another browser)
  const confirmed = await confirmPassword(userId, password, ip);
  if (!confirmed.ok) return confirmed;

  const mailboxes = await db.mailbox.findMany({
    where: { userId, disconnectedAt: null },
    select: { serviceMailboxId: true, region: true },
  });
  for (const mailbox of mailboxes) {
    try {
      await disconnectMailbox(mailbox.region as EmailRegion, mailbox.serviceMailboxId);
    } catch (error) {
      if (error instanceof ServiceError) return { ok: false, reason: "mailbox-still-connected" };
      throw error;
    }
  }

  await db.$transaction(async (tx) => {
    // A body not yet normalized stays when it also carries someone else's request (a loyalty
    // package may): their results must still arrive. Its part for this user then finds no request.
    await tx.$executeRaw`
      WITH mine AS (SELECT ARRAY(SELECT "requestId" FROM "ServiceRequest" WHERE "userId" = ${userId} AND "requestId" IS NOT NULL) AS ids)
      DELETE FROM "CallbackInbox" i USING mine
      WHERE i."requestIds" && mine.ids AND (i."processedAt" IS NOT NULL OR i."requestIds" <@ mine.ids)`;
    await tx.signInAttempt.deleteMany({ where: { email: confirmed.email } });
    await tx.user.delete({ where: { id: userId } });
  });
  return { ok: true };
}
