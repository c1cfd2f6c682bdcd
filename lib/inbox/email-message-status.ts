// EmailMessage.status: where a booking email is on its way to the email service (the parse results'
// own statuses are EmailStatus in lib/service-requests/service-states.ts). The one list of its words:
// code names them through this object, so a typo does not compile; the database refuses any other
// word (CHECK "EmailMessage_status_check", migration 20261201000700_lifecycle_checks).
export const EmailMessageStatus = {
  Sending: "sending", // stored, being sent
  Sent: "sent", // the service accepted it (per-request states live in EmailParse)
  Unsent: "unsent", // the service did not accept it yet: kept sealed for a retry
  Rejected: "rejected", // the service refused it
  Held: "held", // forwarded by a sender the user has not approved: sent nowhere until Approve
} as const;

export type EmailMessageStatus = (typeof EmailMessageStatus)[keyof typeof EmailMessageStatus];
