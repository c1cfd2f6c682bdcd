// What the tracker needs to know about one service, registered once (policies.ts). Everything else
// about a request's life — recording it before it is sent, the first poll after the grace period,
// backoff, giving up, the sweep that re-queues lost polls — is shared (README.md in this folder).
import type { CallbackHandler } from "@/lib/callbacks/types";

/** The tracker's view of one request (a ServiceRequest row). */
export interface TrackedRequest {
  id: string;
  service: string;
  requestId: string;
  kind: string;
  parentId: string | null;
  state: number;
  sentAt: Date;
  pollCount: number;
}

/** A request the tracker closes: requestId is null when it was never sent. */
export type ClosingRequest = Pick<TrackedRequest, "id" | "kind" | "parentId"> & { requestId?: string | null };

export interface ServicePolicy<R = unknown> {
  service: string;
  /** Seconds after sending before the first poll: the callback normally arrives within it. */
  graceSeconds(): number;
  /** Seconds before the next poll, after `pollCount` polls (≥ 1). */
  backoffSeconds(pollCount: number): number;
  /** Stop polling and close the request (timed out): nothing useful can come any more. */
  giveUp(request: TrackedRequest, now: Date): boolean;
  /** Does the app have all it waits for? (Not always the service's state: a flight request with a
   *  result but a pending calendar part is not final.) Checked before and after every poll. */
  isFinal(request: TrackedRequest): Promise<boolean>;
  /** GET the request's current result, shaped as the service's callback body; null when there is
   *  nothing worth storing yet (e.g. still pending for a service whose pending answer says nothing).
   *  `request` is the tracked row, for services that poll where it was sent (email: the region). */
  getResults(requestId: string, request: TrackedRequest): Promise<R | null>;
  /** The callback handler: a polled result is stored through the same pipeline as a callback. */
  callback: CallbackHandler<R>;
  /** The state a request closed by the tracker gets (gave up, unknown at the service, never sent). */
  closedState: { state: number; stateText?: string };
  /** Domain bookkeeping when the tracker closes a request (e.g. mark an award request timed out). */
  onClose?(request: ClosingRequest, closed: { state: number; message: string }): Promise<void>;
}

export function definePolicy<R>(policy: ServicePolicy<R>): ServicePolicy<R> {
  return policy;
}
