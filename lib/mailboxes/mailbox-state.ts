// Mailbox.state: the mailbox scanner's states (spec 3 "Mailbox scanner"; the list is the real
// scanner's client code, docs/services/email.md). The one list of its words (pure, safe in client
// components): the service's schemas read its word through z.enum(MailboxState)
// (lib/services/email/mailbox-schema.ts: an unknown word is refused at the edge, naming the field);
// code names the words through this object, so a typo does not compile; the database refuses any
// other word (CHECK "Mailbox_state_check", migration 20261201000700_lifecycle_checks).
export const MailboxState = {
  Connecting: "connecting",
  Scanning: "scanning",
  Listening: "listening", // scanned; waiting for new emails
  Finished: "finished", // scanned once (or disconnected here)
  Error: "error", // with errorCode authentication | connection | unknown
} as const;

export type MailboxState = (typeof MailboxState)[keyof typeof MailboxState];
