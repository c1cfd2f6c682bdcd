// Who a parse result from a mailbox belongs to (issue 15 item 3): the mailbox `userData` (the owner's
// opaque tag) AND `metadata.mailboxId` must name one connected, not disconnected, Milepost mailbox.
// Then the result gets a ServiceRequest row for that user, and the receiver accepts it; otherwise no
// row exists, and the receiver acknowledges it as "unknown-request" (logged, nothing stored).
import "server-only";
import { sqlPrepared } from "@/lib/sql/transaction";

interface MailboxResultIds {
  requestId?: unknown;
  userData?: unknown;
  metadata?: { mailboxId?: unknown };
}

export async function admitMailboxResult(body: unknown): Promise<void> {
  const { requestId, userData, metadata } = (body ?? {}) as MailboxResultIds;
  const mailboxId = metadata?.mailboxId;
  if (typeof requestId !== "string" || typeof userData !== "string" || !userData) return;
  if (typeof mailboxId !== "number" && typeof mailboxId !== "string") return;
  await sqlPrepared("admit-mailbox-result")`
    INSERT INTO "ServiceRequest" (id, service, "requestId", "userId", kind, "parentId", "updatedAt")
    SELECT 'mbr' || md5(${requestId}::text), 'mailboxes', ${requestId}::text, m."userId", 'mailbox-email', m.id, now()
    FROM "Mailbox" m
    WHERE m."serviceMailboxId" = ${String(mailboxId)}::text AND m."ownerTag" = ${userData}::text AND m."disconnectedAt" IS NULL
    ON CONFLICT (service, "requestId") DO NOTHING`;
}
