// Email parsing on the shared request tracker (lib/service-requests): one policy, registered in
// policies.ts; the tracker's one poll job and one sweep do the rest.
// Spec 3: a result usually comes by callback within seconds; `review` has no time guarantee (hours
// or days) and ends with a later callback; the service keeps emails two weeks, then getResults
// answers 404 — the tracker then closes the request as "expired" and Milepost keeps what it stored.
// Callbacks are retried by the service for ~22 h, so polling is a safety net: after the grace
// period, then less and less often. Each request id of a submission (nested emails have their own)
// is a ServiceRequest of its own, polled from the host of the region the email was sent to.
import "server-only";
import { emailCallback } from "@/lib/callbacks/handlers/email";
import { db } from "@/lib/db";
import { type EmailRegion, env } from "@/lib/env";
import { definePolicy } from "@/lib/service-requests/policy";
import { EmailStatus, FlightState, isFinal } from "@/lib/service-requests/service-states";
import { getResults } from "@/lib/services/email/client";
import { EmailMessageStatus } from "./email-message-status";

const DAY_MS = 86_400_000;
/** Gap after poll n (n ≥ 1): 1 min, 5 min, 15 min, 1 h, then every 3 h (a review can last days). */
const BACKOFF_SECONDS = [60, 300, 900, 3600];

export const emailPolicy = definePolicy({
  service: "email",
  graceSeconds: () => env().CALLBACK_GRACE_SECONDS,
  backoffSeconds: (pollCount) => BACKOFF_SECONDS[pollCount - 1] ?? 3 * 3600,
  // The service forgets an email after two weeks (a day of slack for clocks and late reviews).
  giveUp: (request, now) => now.getTime() - request.sentAt.getTime() > 15 * DAY_MS,
  isFinal: (request) => Promise.resolve(isFinal(request.state)),
  async getResults(requestId, request) {
    const email = await db.emailMessage.findUnique({
      where: { id: request.parentId ?? "" },
      select: { region: true, parses: { where: { requestId }, select: { status: true } } },
    });
    if (!email) return null; // deleted by its owner: nothing to store it under
    const result = await getResults(email.region as EmailRegion, requestId);
    // Only a change is worth storing (queued → review, or a final status).
    return result.status === (email.parses[0]?.status ?? EmailStatus.Queued) ? null : result;
  },
  callback: emailCallback,
  closedState: { state: FlightState.ProviderError, stateText: EmailStatus.Expired },
  async onClose(request) {
    if (request.kind !== "email-parse" || !request.parentId) return;
    if (request.requestId) {
      // The parse shows "No longer at the email service"; its itineraries and statement stay.
      await db.emailParse.updateMany({
        where: { requestId: request.requestId, status: { in: [EmailStatus.Queued, EmailStatus.Review] } },
        data: { status: EmailStatus.Expired },
      });
      return;
    }
    // Never sent, and the tracker will not try again (its tries are spent, or the app stopped
    // mid-send on the last one): the email is shown failed, its raw text dropped.
    await db.emailMessage.updateMany({
      where: { id: request.parentId, status: EmailMessageStatus.Submitted },
      data: {
        status: EmailMessageStatus.Rejected,
        rawSealed: null,
        error: "The email service could not be reached; it was not parsed.",
      },
    });
  },
});
