// ServiceRequest.phase: the tracker's own lifecycle (README.md in this folder), apart from the
// service's `state`. The one list of its words: code names them through this object, so a typo does
// not compile; the database refuses any other word (CHECK "ServiceRequest_phase_check", migrations
// 20261201000700_lifecycle_checks and 20261202000200_sends_on_the_tracker; lib/lifecycle-checks.test.ts
// holds the two lists together). Pure: no outside input carries a phase, so there is no zod enum for it.
export const RequestPhase = {
  Unsent: "unsent", // recorded, being sent (no requestId yet)
  SendRetry: "send-retry", // the service could not be reached; sent again at nextSendAt (send-retry.ts)
  SendFailed: "send-failed", // refused, unreachable for good, or never retried; final, with a message
  Sent: "sent", // the service has it; polled until final
  Final: "final", // the app has what it needs, or gave up
} as const;

export type RequestPhase = (typeof RequestPhase)[keyof typeof RequestPhase];
