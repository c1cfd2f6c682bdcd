// What a mailbox tells the client: its state changes (POST to onProgress.callbackUrl, a JSON array
// of MailboxProgressEvent, docs/services/email.md) and each parsed email (POST to callbackUrl, a
// spec 3 parse result with the mailbox's userData and metadata.mailboxId). Both with the email
// service's callback credentials and retry schedule.
import { randomUUID } from "node:crypto";
import type { MailboxProgressEvent } from "../../../contracts/email";
import type { Harness } from "../../../harness/types";
import type { MailboxErrorCode, MailboxState, SimMailbox } from "./mailbox-store";

export function createMailboxNotifier(harness: Harness) {
  const target = (url: string) => {
    const c = harness.config.services.email!;
    return { service: "email", url, username: c.callbackUser, password: c.callbackPassword };
  };

  const progress = (m: SimMailbox) => {
    if (!m.onProgress) return;
    const events: MailboxProgressEvent[] = [
      {
        mailboxId: m.id,
        state: m.state,
        ...(m.errorCode ? { errorCode: m.errorCode, errorMessage: m.errorMessage } : {}),
        ...(m.userData !== undefined ? { userData: m.userData } : {}),
        tags: m.tags,
        emailsRead: m.emailsRead,
        date: harness.now().toISOString(),
      },
    ];
    harness.deliverCallback(target(m.onProgress.callbackUrl), events);
  };

  return {
    progress,
    setState(m: SimMailbox, state: MailboxState, error?: { code: MailboxErrorCode; message: string }) {
      m.state = state;
      m.errorCode = error?.code;
      m.errorMessage = error?.message;
      progress(m);
    },
    result(m: SimMailbox, status: string, fields: Record<string, unknown>) {
      const metadata = { ...(fields.metadata as Record<string, unknown> | undefined), mailboxId: m.id };
      const body = {
        apiVersion: 2,
        parsingMethod: "auto",
        ...fields,
        requestId: randomUUID(),
        status,
        metadata,
        ...(m.userData !== undefined ? { userData: m.userData } : {}),
      };
      if (m.returnEmail === "none" || m.returnEmail === undefined) delete (body as { email?: unknown }).email;
      harness.deliverCallback(target(m.callbackUrl), body);
    },
  };
}
export type MailboxNotifier = ReturnType<typeof createMailboxNotifier>;
