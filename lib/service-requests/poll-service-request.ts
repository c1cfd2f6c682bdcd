// The one polling fallback (job "pollServiceRequest"), for every service: when a request's callback
// is late, ask the service for the result and store it through the same idempotent pipeline as a
// callback; then poll again after the policy's backoff, until the policy calls the request final or
// gives up. Safe to run twice: storing is idempotent, a final request is skipped, and the queue keeps
// one waiting poll per request.
import "server-only";
import { storeDelivery } from "@/lib/callbacks/process-delivery";
import { db } from "@/lib/db";
import { ServiceError } from "@/lib/http/errors";
import { closeRequest, NO_ANSWER } from "@/lib/service-requests/close-request";
import type { TrackedRequest } from "@/lib/service-requests/policy";
import { policyFor } from "@/lib/service-requests/policies";
import { schedulePoll } from "@/lib/service-requests/schedule-poll";
import { logger } from "@/lib/log/logger";
import { RequestPhase } from "./request-phase";

const log = logger("service-requests");

export type PollOutcome = "skipped" | "done" | "stored" | "still-pending" | "gave-up" | "unknown-at-service";

const select = {
  id: true,
  service: true,
  requestId: true,
  phase: true,
  kind: true,
  parentId: true,
  state: true,
  sentAt: true,
  pollCount: true,
} as const;

async function load(id: string): Promise<(TrackedRequest & { phase: string }) | null> {
  const row = await db.serviceRequest.findUnique({ where: { id }, select });
  if (!row?.requestId) return null;
  return { ...row, requestId: row.requestId };
}

const markFinal = (id: string) =>
  db.serviceRequest.update({ where: { id }, data: { phase: RequestPhase.Final, nextPollAt: null } });

export async function pollServiceRequest(
  serviceRequestId: string,
  now = new Date(),
): Promise<{ outcome: PollOutcome }> {
  const request = await load(serviceRequestId);
  if (!request || request.phase !== RequestPhase.Sent) return { outcome: "skipped" };
  const policy = policyFor(request.service);
  if (await policy.isFinal(request)) {
    await markFinal(request.id);
    return { outcome: "done" };
  }
  if (policy.giveUp(request, now)) {
    await closeRequest(request, NO_ANSWER);
    return { outcome: "gave-up" };
  }

  try {
    const body = await policy.getResults(request.requestId, request);
    if (body !== null) await storeDelivery(policy.callback, body);
  } catch (error) {
    // 404: the service forgot the request (a restart, or past its result cache) — nothing will come.
    if (error instanceof ServiceError && error.status === 404) {
      await closeRequest(await reload(request), NO_ANSWER);
      return { outcome: "unknown-at-service" };
    }
    if (!(error instanceof ServiceError)) throw error;
    log.error(`poll of ${request.service} request ${request.id} failed: ${error.message}`);
  }

  const pollCount = request.pollCount + 1;
  const after = await reload(request);
  if (await policy.isFinal(after)) {
    await db.serviceRequest.update({
      where: { id: request.id },
      data: { phase: RequestPhase.Final, nextPollAt: null, pollCount, lastPolledAt: new Date() },
    });
    return { outcome: "stored" };
  }
  const delay = policy.backoffSeconds(pollCount);
  await db.serviceRequest.update({
    where: { id: request.id },
    data: { pollCount, lastPolledAt: new Date(), nextPollAt: new Date(Date.now() + delay * 1000) },
  });
  await schedulePoll(request.id, delay);
  return { outcome: "still-pending" };
}

/** The request as stored now (a poll or a callback may have moved its state). */
async function reload(request: TrackedRequest): Promise<TrackedRequest> {
  const row = await db.serviceRequest.findUnique({ where: { id: request.id }, select: { state: true } });
  return { ...request, state: row?.state ?? request.state };
}
