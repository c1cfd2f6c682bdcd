// Loyalty checks on the shared request tracker (lib/service-requests). Spec 2: the service keeps a
// result for up to two hours, so polling stops there. A pending answer (state 0) carries nothing to
// store. Background package checks may sit in the service queue for an hour (their timeout), so the
// backoff grows to 15 minutes instead of polling every minute.
import "server-only";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { env } from "@/lib/env";
import { definePolicy } from "@/lib/service-requests/policy";
import { isFinal, isPendingState, LoyaltyState } from "@/lib/service-requests/service-states";
import { getAccountCheck } from "@/lib/services/loyalty/client";
import { RESULT_CACHE_MS } from "./check-settings";

const grace = () => env().CALLBACK_GRACE_SECONDS;

export const loyaltyPolicy = definePolicy({
  service: "loyalty",
  graceSeconds: grace,
  backoffSeconds: (pollCount) => Math.min(15 * 60, grace() * 2 ** (pollCount - 1)),
  giveUp: (request, now) => now.getTime() - request.sentAt.getTime() > RESULT_CACHE_MS,
  isFinal: (request) => Promise.resolve(isFinal(request.state)),
  async getResults(requestId) {
    const result = await getAccountCheck(requestId);
    return isPendingState(result.state) ? null : { results: [result] };
  },
  callback: loyaltyCallback,
  closedState: { state: LoyaltyState.Timeout },
});
