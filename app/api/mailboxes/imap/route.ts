// POST /api/mailboxes/imap — connect an IMAP mailbox; waits for the sign-in's outcome so a wrong password or server is said by the form.
import { userRoute } from "@/lib/http/route";
import { connectImapMailbox, imapConnectSchema } from "@/lib/mailboxes/connect-imap-mailbox";

export const POST = userRoute({
  body: imapConnectSchema,
  handler: ({ userId, body }) => connectImapMailbox(userId, body),
});
