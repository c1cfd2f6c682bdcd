// Sends one stored email to the parsing service (spec 3 parseEmail) on the user's region host,
// through the shared request tracker (lib/service-requests): the request is recorded before the
// send, and every request id the service returns (one per email: the submitted one and each nested
// message/rfc822 one) becomes a tracked request, polled if its callback is late. The sealed raw
// email is dropped as soon as the service accepted it. If the service cannot be reached the email
// stays sealed with status "unsent" and the tracker's sweep sends it again (resend-unsent-emails.ts);
// a refusal (a 4xx, or a status other than queued) is final.
import "server-only";
import { db } from "@/lib/db";
import { env, type EmailRegion } from "@/lib/env";
import { ServiceError } from "@/lib/http/errors";
import { openSecret } from "@/lib/loyalty-accounts/seal";
import { recordUnsent } from "@/lib/service-requests/record-request";
import { sendTracked } from "@/lib/service-requests/send-tracked";
import { EmailStatus } from "@/lib/service-requests/service-states";
import { parseEmail } from "@/lib/services/email/client";
import { EmailMessageStatus } from "./email-message-status";

export const MAX_SEND_ATTEMPTS = 5;

/** The service answered, but not "queued": a refusal in its own words (spec 3: the other status is not shown). */
class NotQueued extends ServiceError {}

export async function sendStoredEmail(emailId: string): Promise<"sent" | "unsent" | "rejected" | "skipped"> {
  const email = await db.emailMessage.findUnique({
    where: { id: emailId },
    select: { id: true, userId: true, region: true, rawSealed: true, status: true, sendAttempts: true },
  });
  // "held": forwarded by a sender not approved (issue 34 item 2): it goes nowhere until Approve.
  if (
    !email?.rawSealed ||
    email.status === EmailMessageStatus.Sent ||
    email.status === EmailMessageStatus.Held
  )
    return "skipped";
  const region = email.region as EmailRegion;
  const callbackUrl = `${env().APP_URL.replace(/\/+$/, "")}/api/callbacks/email`;
  const srId = await recordUnsent({
    service: "email",
    kind: "email-parse",
    userId: email.userId,
    parentId: email.id,
  });
  const sent = await sendTracked(srId, "email", async () => {
    // userData: the email's own id, opaque to the service (no personal data).
    const response = await parseEmail(region, {
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
  });
  if (sent.ok) {
    await db.$transaction([
      db.emailParse.createMany({
        data: sent.requestIds.map((requestId) => ({ requestId, emailId: email.id, userId: email.userId })),
        skipDuplicates: true,
      }),
      // Accepted: the raw email is no longer kept.
      db.emailMessage.update({
        where: { id: email.id },
        data: {
          status: EmailMessageStatus.Sent,
          rawSealed: null,
          error: null,
          sendAttempts: { increment: 1 },
        },
      }),
    ]);
    return "sent";
  }
  const { error } = sent;
  const refused =
    error instanceof NotQueued || (error.status !== null && error.status >= 400 && error.status < 500);
  const attempts = email.sendAttempts + 1;
  const giveUp = refused || attempts >= MAX_SEND_ATTEMPTS;
  const words =
    error instanceof NotQueued
      ? error.message.replace(/^email: /, "")
      : refused
        ? `The email service refused this email (${error.message.replace(/^email: /, "")}).`
        : giveUp
          ? "The email service could not be reached; it was not parsed."
          : "The email service is not answering; Milepost will try again shortly.";
  await db.emailMessage.update({
    where: { id: email.id },
    data: {
      status: giveUp ? EmailMessageStatus.Rejected : EmailMessageStatus.Unsent,
      sendAttempts: attempts,
      error: words,
      ...(giveUp ? { rawSealed: null } : {}),
    },
  });
  return giveUp ? "rejected" : "unsent";
}
