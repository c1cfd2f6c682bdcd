// What the tracker does when a send does not go through, for every service: a refusal (the service
// answered no: a 4xx, an answer that says it did not take the request) is final; a service that could
// not be reached (no answer, a timeout, its own 5xx or 429) is tried again ON THE SAME REQUEST ROW —
// when the sender asked for re-sends (`retry`): phase "send-retry", `sendAttempts` counted,
// `nextSendAt` after a growing delay — by the one sweep (resend-due.ts), up to SEND_ATTEMPTS in all.
// A send that may not be repeated behind the user's back (a search the user waits on) is not retried:
// it is "send-failed" at once with words that say to try again.
import "server-only";
import { db } from "@/lib/db";
import type { ServiceError } from "@/lib/http/errors";
import { FlightState } from "@/lib/service-requests/service-states";
import { RequestPhase } from "./request-phase";

/** Tries in all, the first included. */
export const SEND_ATTEMPTS = 5;
/** Seconds before try n + 1 after n tries: 1, 2, 4, 8 minutes (the sweep looks every minute). */
const RETRY_BASE_SECONDS = 60;

/** Worth another try: the service did not answer or had trouble of its own. */
export const isTransient = (error: ServiceError) =>
  error.status === null || error.status >= 500 || error.status === 429;

export interface FailedSend {
  /** Words for a send that will not be tried again (a refusal, or a try that cannot be repeated). */
  final: string;
  /** Re-send when the failure is transient and tries are left. */
  retry: boolean;
  service: string;
}

/** Record a send that did not go through for each of `ids`: "send-retry" (due after the backoff) or
 *  "send-failed" with words; one statement. Returns each request's outcome and the words it shows. */
export async function markSendFailed(
  ids: string[],
  failed: FailedSend,
): Promise<Map<string, { retrying: boolean; message: string }>> {
  if (!ids.length) return new Map();
  const again = `The ${failed.service} service is not answering; Milepost will try again shortly.`;
  const givenUp = `The ${failed.service} service could not be reached (${SEND_ATTEMPTS} tries); it was not sent.`;
  const rows = await db.$queryRaw<{ id: string; phase: string; message: string }[]>`
    UPDATE "ServiceRequest" SET
      "sendAttempts" = "sendAttempts" + 1,
      phase = CASE WHEN ${failed.retry} AND "sendAttempts" + 1 < ${SEND_ATTEMPTS}
        THEN ${RequestPhase.SendRetry}::text ELSE ${RequestPhase.SendFailed}::text END,
      "nextSendAt" = CASE WHEN ${failed.retry} AND "sendAttempts" + 1 < ${SEND_ATTEMPTS}
        THEN now() + make_interval(secs => ${RETRY_BASE_SECONDS} * power(2, "sendAttempts")) END,
      state = CASE WHEN ${failed.retry} AND "sendAttempts" + 1 < ${SEND_ATTEMPTS}
        THEN state ELSE ${FlightState.UnknownFailure} END,
      message = CASE WHEN NOT ${failed.retry} THEN ${failed.final}::text
        WHEN "sendAttempts" + 1 < ${SEND_ATTEMPTS} THEN ${again}::text ELSE ${givenUp}::text END,
      "completedAt" = CASE WHEN ${failed.retry} AND "sendAttempts" + 1 < ${SEND_ATTEMPTS} THEN NULL ELSE now() END,
      "updatedAt" = now()
    WHERE id = ANY(${ids}::text[])
    RETURNING id, phase, message`;
  return new Map(
    rows.map((r) => [r.id, { retrying: r.phase === RequestPhase.SendRetry, message: r.message }]),
  );
}
