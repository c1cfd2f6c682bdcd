// OutboxEmail.state: one email on its way out (lib/notifications/send-due-emails.ts claims, sends and
// marks it). The one list of its words: code names them through this object, so a typo does not
// compile; the database refuses any other word (CHECK "OutboxEmail_state_check", migration
// 20261201000700_lifecycle_checks).
export const OutboxState = {
  Pending: "pending", // waits for sendAfter and a relay
  Sending: "sending", // claimed by a sender until leaseUntil
  Sent: "sent",
  Failed: "failed", // out of attempts
  Skipped: "skipped", // unsubscribed before it left
} as const;

export type OutboxState = (typeof OutboxState)[keyof typeof OutboxState];
