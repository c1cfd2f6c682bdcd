// The mailbox scanner parses each email with the email service's own parser (the same one behind
// parseEmail), so a booking reads the same whether it was forwarded or found in a mailbox.
export interface MailboxParse {
  /** The parse status it ends with (spec 3): success, invalid, review, restricted… */
  status: string;
  /** The spec 3 parse result fields, without requestId, userData and the mailbox metadata. */
  result: Record<string, unknown>;
}

export type MailboxParser = (raw: Uint8Array, now: Date) => Promise<MailboxParse[]>;

/** Placeholder until the email service's parser is wired in: reads nothing, finds nothing. */
export const noParser: MailboxParser = async () => [];
