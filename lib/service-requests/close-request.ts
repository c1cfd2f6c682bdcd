// Close a request the tracker will not wait for any longer (gave up, unknown at the service, never
// sent): final phase, the policy's closed state unless the service already gave a final one, and the
// policy's own bookkeeping (e.g. the award request's parts marked timed out).
import "server-only";
import { db } from "@/lib/db";
import type { ClosingRequest, TrackedRequest } from "@/lib/service-requests/policy";
import { policyFor } from "@/lib/service-requests/policies";
import { isPendingState } from "@/lib/service-requests/service-states";
import { RequestPhase } from "./request-phase";

export const NO_ANSWER = "The service did not deliver a result in time. Try again.";
export const NEVER_SENT = "This request could not be sent. Try again.";

export async function closeRequest(
  request: ClosingRequest & Pick<TrackedRequest, "service" | "state">,
  message: string,
): Promise<void> {
  const policy = policyFor(request.service);
  const closes = isPendingState(request.state);
  // The policy's rows first, the request last: the request row's trigger tells the owner's open page
  // when that update commits, and the page must then read the award request's parts closed too.
  await policy.onClose?.(request, { state: policy.closedState.state, message });
  await db.serviceRequest.update({
    where: { id: request.id },
    data: {
      phase: RequestPhase.Final,
      nextPollAt: null,
      completedAt: new Date(),
      ...(closes
        ? { state: policy.closedState.state, stateText: policy.closedState.stateText ?? null, message }
        : {}),
    },
  });
}
