// Stores one parse result from a connected mailbox for its owner only (issue 15 item 3). The
// request row was admitted for that mailbox's user (admit-mailbox-result.ts); the mailbox is read
// again under a row lock here, so a disconnect that happened in between wins and nothing is stored.
// Each result becomes an Inbox email (origin "mailbox", linked to the mailbox: that is the source
// shown in the Inbox and on the timeline) and goes through the inbox's one normalization,
// storeParseResult, like a forwarded email. Redelivery finds the same email by the requestId.
import "server-only";
import type { StoredRequest } from "@/lib/callbacks/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { storeParseResult } from "@/lib/inbox/store-parse-result";
import type { ParseResult } from "@/lib/services/email/result-schema";
import type { SqlTx } from "@/lib/sql/transaction";
import { defineUpsert } from "@/lib/sql/upsert-row";
import { EmailMessageStatus } from "@/lib/inbox/email-message-status";

type EmailRow = Pick<
  Prisma.EmailMessageUncheckedCreateInput,
  "userId" | "origin" | "mailboxId" | "region" | "subject" | "sender" | "sentAt" | "sizeBytes" | "status"
>;
const emails = defineUpsert<EmailRow>()("EmailMessage", {
  columns: {
    userId: "text",
    origin: "text",
    mailboxId: "text",
    region: "text",
    subject: "text",
    sender: "text",
    sentAt: "timestamp",
    sizeBytes: "int",
    status: "text",
  },
  generatedId: true,
  updatedAt: true,
});

const dateOrNull = (v: string | undefined) => {
  const d = v ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

export async function storeMailboxResult(
  tx: SqlTx,
  request: StoredRequest,
  result: ParseResult,
  now = new Date(),
) {
  if (!request.userId || !request.parentId) return null;
  const [mailbox] = await tx.$queryRaw<{ id: string; region: string }[]>`
    SELECT id, region FROM "Mailbox" WHERE id = ${request.parentId} AND "userId" = ${request.userId} AND "disconnectedAt" IS NULL FOR UPDATE`;
  if (!mailbox) return null;

  const [known] = await tx.$queryRaw<
    { emailId: string; userId: string }[]
  >`SELECT "emailId", "userId" FROM "EmailParse" WHERE "requestId" = ${result.requestId}`;
  if (known && known.userId !== request.userId) return null; // never write into another user's email
  const meta = result.metadata;
  const from = meta.from
    ? meta.from.name
      ? `${meta.from.name} <${meta.from.email}>`
      : meta.from.email
    : null;
  const emailId =
    known?.emailId ??
    (await emails.write(tx, {
      userId: request.userId,
      origin: "mailbox",
      mailboxId: mailbox.id,
      region: mailbox.region,
      subject: meta.subject ?? null,
      sender: from,
      sentAt: dateOrNull(meta.receivedDateTime),
      sizeBytes: 0, // the service reads the email; Milepost never holds it
      status: EmailMessageStatus.Sent,
    }));
  const stored = await storeParseResult(
    tx,
    { userId: request.userId, emailId, source: "mailbox" },
    result,
    now,
  );
  // The mailbox's row in the Inbox counts what it found, and the scanner's state events travel apart
  // from its results ("listening" may be stored before the last result): the email's and its parse's
  // triggers tell the owner's open pages that this mailbox changed too, on commit.
  return stored;
}
