// The mailbox scanner parses each email with the email service's own parser (the same one behind
// parseEmail), so a booking reads the same whether it was forwarded or found in a mailbox.
import { parseRawEmail } from "../parse-email";

export interface MailboxParse {
  /** The parse status it ends with (spec 3): success, invalid, review, restricted… */
  status: string;
  /** The spec 3 parse result fields, without requestId, userData and the mailbox metadata. */
  result: Record<string, unknown>;
}

export type MailboxParser = (raw: Uint8Array, now: Date) => Promise<MailboxParse[]>;

/** parseRawEmail, one entry per email (a forwarded booking inside a mailbox email counts too).
 *  An email the parser sends to manual review is reported as what the review decides. */
export const emailServiceParser: MailboxParser = async (raw, now) => {
  const parsed = await parseRawEmail(raw, { now });
  return parsed.map((p) => {
    const { outcome, review, ...fields } = p;
    if (outcome === "review" && review) return { status: review.final.status, result: { ...review.final } };
    return { status: outcome, result: { ...fields } };
  });
};
