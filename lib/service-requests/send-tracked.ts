// Step 2: send a recorded request and move it on — "sent" with the service's requestId and the
// first poll due after the policy's grace period, or "send-failed" with words for the user.
// Package sends (several requests in one call) use markSent / markSendFailed per item.
import "server-only";
import { db } from "@/lib/db";
import { ServiceError } from "@/lib/http/errors";
import { policyFor } from "@/lib/service-requests/policies";
import { schedulePoll } from "@/lib/service-requests/schedule-poll";
import { FlightState } from "@/lib/service-requests/service-states";

export type SendOutcome = { ok: true; requestId: string } | { ok: false; error: ServiceError; message: string };

export async function markSent(id: string, service: string, requestId: string): Promise<void> {
  await markSentMany(service, [{ id, requestId }]);
}

/** Record the service's ids of many requests in ONE statement, before anything else: a callback
 *  can arrive milliseconds after the service answered, and the receiver only accepts ids it knows
 *  (a callback that wins this race anyway is picked up by the first poll). Then queue the polls. */
export async function markSentMany(service: string, sent: { id: string; requestId: string }[]): Promise<void> {
  if (!sent.length) return;
  const grace = policyFor(service).graceSeconds();
  await db.$executeRaw`
    UPDATE "ServiceRequest" AS sr SET "requestId" = s."requestId", phase = 'sent', "sentAt" = now(),
      "nextPollAt" = now() + make_interval(secs => ${grace}), "updatedAt" = now()
    FROM jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) AS s(id text, "requestId" text)
    WHERE sr.id = s.id`;
  for (const s of sent) await schedulePoll(s.id, grace);
}

/** The service refused the request or could not be reached: final, nothing to poll. */
export async function markSendFailed(id: string, message: string): Promise<void> {
  await db.serviceRequest.update({
    where: { id },
    data: { phase: "send-failed", state: FlightState.UnknownFailure, message, completedAt: new Date() },
  });
}

/** Send a request recorded with recordUnsent. Only ServiceErrors (the service's answer, a timeout,
 *  a refused connection) are outcomes; anything else is a bug and is thrown. */
export async function sendTracked(id: string, service: string, send: () => Promise<{ requestId: string }>): Promise<SendOutcome> {
  try {
    const { requestId } = await send();
    await markSent(id, service, requestId);
    return { ok: true, requestId };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const message = `The ${service} service did not accept this request (${error.message.replace(/^\w+: /, "")}). Try again.`;
    await markSendFailed(id, message);
    return { ok: false, error, message };
  }
}
