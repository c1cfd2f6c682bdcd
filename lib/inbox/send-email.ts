// Sends one stored email to the parsing service (spec 3 parseEmail) on the user's region host and
// records every request id it returns (one per email: the submitted one and each nested
// message/rfc822 one). The sealed raw email is dropped as soon as the service accepted it.
// If the service cannot be reached the email stays sealed with status "unsent" and the sweep
// (email-parse-policy.ts) tries again; a refusal (status other than queued) is final.
import "server-only";
import { db } from "@/lib/db";
import { env, type EmailRegion } from "@/lib/env";
import { ServiceError } from "@/lib/http/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { openSecret } from "@/lib/loyalty-accounts/seal";
import { parseEmail } from "@/lib/services/email/client";

export const MAX_SEND_ATTEMPTS = 5;

export async function sendStoredEmail(emailId: string): Promise<"sent" | "unsent" | "rejected" | "skipped"> {
  const email = await db.emailMessage.findUnique({ where: { id: emailId }, select: { id: true, userId: true, region: true, rawSealed: true, status: true, sendAttempts: true } });
  if (!email?.rawSealed || email.status === "sent") return "skipped";
  const callbackUrl = `${env().APP_URL.replace(/\/+$/, "")}/api/callbacks/email`;
  let response;
  try {
    // userData: the email's own id, opaque to the service (no personal data).
    response = await parseEmail(email.region as EmailRegion, { email: openSecret(email.rawSealed), callbackUrl, userData: email.id });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const refused = error.status !== null && error.status >= 400 && error.status < 500;
    const attempts = email.sendAttempts + 1;
    const giveUp = refused || attempts >= MAX_SEND_ATTEMPTS;
    await db.emailMessage.update({
      where: { id: email.id },
      data: {
        status: giveUp ? "rejected" : "unsent",
        sendAttempts: attempts,
        error: refused ? `The email service refused this email (${error.message.replace(/^email: /, "")}).` : giveUp ? "The email service could not be reached; it was not parsed." : "The email service is not answering; Milepost will try again shortly.",
        ...(giveUp ? { rawSealed: null } : {}),
      },
    });
    return giveUp ? "rejected" : "unsent";
  }
  if (response.status !== "queued" || response.requestIds.length === 0) {
    await db.emailMessage.update({
      where: { id: email.id },
      data: { status: "rejected", rawSealed: null, sendAttempts: { increment: 1 }, error: `The email service did not accept this email${response.errorMessage ? `: ${response.errorMessage}` : "."}` },
    });
    return "rejected";
  }
  await db.$transaction([
    ...response.requestIds.map((requestId) =>
      db.serviceRequest.upsert({
        where: { service_requestId: { service: "email", requestId } },
        create: { service: "email", requestId, userId: email.userId, kind: "email-parse", parentId: email.id, stateText: "queued" },
        update: {},
      }),
    ),
    ...response.requestIds.map((requestId) =>
      db.emailParse.upsert({ where: { requestId }, create: { requestId, emailId: email.id, userId: email.userId }, update: {} }),
    ),
    // Accepted: the raw email is no longer kept.
    db.emailMessage.update({ where: { id: email.id }, data: { status: "sent", rawSealed: null, error: null, sendAttempts: { increment: 1 } } }),
  ]);
  // First poll right after the callback grace period; the sweep takes over from there.
  for (const requestId of response.requestIds) {
    await enqueueJob("pollEmailParse", { requestId }, { startAfterSeconds: env().CALLBACK_GRACE_SECONDS, singletonKey: requestId }).catch((e: Error) =>
      console.warn(`[email] could not queue the first poll of ${requestId}: ${e.message}`),
    );
  }
  return "sent";
}
