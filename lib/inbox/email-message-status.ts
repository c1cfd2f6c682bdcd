// EmailMessage.status: where a booking email is on its way to the email service (the parse results'
// own statuses are EmailStatus in lib/service-requests/service-states.ts). The one list of its words:
// code names them through this object, so a typo does not compile; the database refuses any other
// word (CHECK "EmailMessage_status_check", migration 20261202000200_sends_on_the_tracker). The send
// itself — being sent, waiting for a re-send, attempts — is the request tracker's (the email's
// ServiceRequest of kind "email-parse", its phase): the email keeps no send lifecycle of its own.
export const EmailMessageStatus = {
  Submitted: "submitted", // handed to the request tracker, kept sealed until the service accepts it
  Sent: "sent", // the service accepted it (per-request states live in EmailParse)
  Rejected: "rejected", // the service refused it, or the tracker gave up sending it
  Held: "held", // forwarded by a sender the user has not approved: sent nowhere until Approve
} as const;

export type EmailMessageStatus = (typeof EmailMessageStatus)[keyof typeof EmailMessageStatus];
