// Sends one stored email to the parsing service (spec 3 parseEmail) on the user's region host,
// through the shared request tracker (lib/service-requests): ONE request is recorded before the first
// try, and every request id the service returns (one per email: the submitted one and each nested
// message/rfc822 one) becomes a tracked request, polled if its callback is late. The sealed raw
// email is dropped as soon as the service accepted it. If the service cannot be reached the email
// stays sealed ("submitted") and the tracker sends the same request again (phase "send-retry", its
// attempts and backoff: send-retry.ts; the sweep calls resendEmails, registered in resenders.ts);
// a refusal (a 4xx, or a status other than queued), or the tracker giving up, is final.
import "server-only";
import { db } from "@/lib/db";
import { env, type EmailRegion } from "@/lib/env";
import { ServiceError } from "@/lib/http/errors";
import { openSecret } from "@/lib/loyalty-accounts/seal";
import { closeRequest, NEVER_SENT } from "@/lib/service-requests/close-request";
import { recordUnsent } from "@/lib/service-requests/record-request";
import type { ResendRequest } from "@/lib/service-requests/resenders";
import { sendTracked, type SendOutcome } from "@/lib/service-requests/send-tracked";
import { isTransient } from "@/lib/service-requests/send-retry";
import { EmailStatus } from "@/lib/service-requests/service-states";
import { parseEmail } from "@/lib/services/email/client";
import { EmailMessageStatus } from "./email-message-status";

/** The service answered, but not "queued": a refusal in its own words (spec 3: the other status is not shown). */
class NotQueued extends ServiceError {}

type SendResult = "sent" | "submitted" | "rejected" | "skipped";

export async function sendStoredEmail(emailId: string): Promise<SendResult> {
  const email = await db.emailMessage.findUnique({
    where: { id: emailId },
    select: { userId: true, rawSealed: true, status: true },
  });
  // "held": forwarded by a sender not approved (issue 34 item 2): it goes nowhere until Approve.
  if (!email?.rawSealed || email.status !== EmailMessageStatus.Submitted) return "skipped";
  const srId = await recordUnsent({
    service: "email",
    kind: "email-parse",
    userId: email.userId,
    parentId: emailId,
  });
  return (await sendEmailRequest(srId, emailId)) ?? "skipped";
}

/** The tracker's re-sends (resenders.ts): the same recorded request, tried again. */
export async function resendEmails(requests: ResendRequest[]): Promise<void> {
  for (const r of requests)
    if (!r.parentId || !(await sendEmailRequest(r.id, r.parentId))) await closeRequest(r, NEVER_SENT);
}

/** One try of an email's tracked request; null when there is nothing to send any more (deleted). */
async function sendEmailRequest(srId: string, emailId: string): Promise<SendResult | null> {
  const email = await db.emailMessage.findUnique({
    where: { id: emailId },
    select: { id: true, userId: true, region: true, rawSealed: true, status: true },
  });
  if (!email?.rawSealed || email.status !== EmailMessageStatus.Submitted) return null;
  const callbackUrl = `${env().APP_URL.replace(/\/+$/, "")}/api/callbacks/email`;
  const sent = await sendTracked(
    srId,
    "email",
    async () => {
      // userData: the email's own id, opaque to the service (no personal data).
      const response = await parseEmail(email.region as EmailRegion, {
        email: openSecret(email.rawSealed!),
        callbackUrl,
        userData: email.id,
      });
      if (response.status !== EmailStatus.Queued || response.requestIds.length === 0) {
        throw new NotQueued(
          "email",
          200,
          "",
          `The email service did not accept this email${response.errorMessage ? `: ${response.errorMessage}` : "."}`,
        );
      }
      return { requestIds: response.requestIds };
    },
    { retry: true },
  );
  if (sent.ok) {
    await db.$transaction([
      db.emailParse.createMany({
        data: sent.requestIds.map((requestId) => ({ requestId, emailId: email.id, userId: email.userId })),
        skipDuplicates: true,
      }),
      // Accepted: the raw email is no longer kept.
      db.emailMessage.update({
        where: { id: email.id },
        data: { status: EmailMessageStatus.Sent, rawSealed: null, error: null },
      }),
    ]);
    return "sent";
  }
  // Not answering: the tracker has it (its phase says "send-retry"); the email waits sealed.
  if (sent.retrying) return "submitted";
  await db.emailMessage.update({
    where: { id: email.id },
    data: { status: EmailMessageStatus.Rejected, error: refusalWords(sent), rawSealed: null },
  });
  return "rejected";
}

function refusalWords({ error }: Extract<SendOutcome, { ok: false }>): string {
  const said = error.message.replace(/^email: /, "");
  if (error instanceof NotQueued) return said;
  if (isTransient(error)) return "The email service could not be reached; it was not parsed.";
  return `The email service refused this email (${said}).`;
}
