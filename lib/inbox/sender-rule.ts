// Whose forwarded mail is applied (issue 34 item 2): mail to a forwarding address is accepted from
// the user's own addresses only — the account email and those added in Settings — and held for
// approval otherwise. Pure: the addresses come from lib/inbox/sender-addresses.ts.
//
// What the check relies on: the envelope sender (SMTP MAIL FROM) and the From header are both
// claims of the sending server; neither is proven here. A real deployment's MX verifies SPF, DKIM
// and DMARC before mail reaches this receiver; locally (no DNS) nothing can, so a stranger who knows
// both the forwarding address AND one of the user's own addresses can still forge their way past.
// What it stops is the stranger who knows only the forwarding address — the case of the issue.
// Either claim may match: a manual forward carries the user in both; an automatic forward (a mailbox
// filter) keeps the airline in From and puts the user's mailbox in MAIL FROM, often sub-addressed
// (Gmail: user+caf_=trips+…@gmail.com), which is why "+tag" is dropped before comparing.

const ADDRESS = /^[^\s@<>()",;:\\[\]]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** The address in comparable form (lower case, "+tag" dropped), or null when it is not an address. */
export function senderKey(address: string | null | undefined): string | null {
  const a = address?.trim().toLowerCase();
  if (!a || a.length > 254 || !ADDRESS.test(a)) return null;
  const at = a.lastIndexOf("@");
  const local = a.slice(0, at).split("+")[0]!;
  return local ? `${local}${a.slice(at)}` : null;
}

export interface Claims {
  /** SMTP MAIL FROM; null for the null sender <> (bounces) or when unknown. */
  envelopeFrom: string | null;
  /** The From header's address. */
  headerFrom: string | null;
}

/** null when the mail comes from one of `own`; else the sender to show and approve. */
export function heldSender(claims: Claims, own: readonly string[]): { sender: string | null } | null {
  const mine = new Set(own.map(senderKey).filter((k): k is string => k !== null));
  const envelope = senderKey(claims.envelopeFrom);
  const header = senderKey(claims.headerFrom);
  if ((envelope && mine.has(envelope)) || (header && mine.has(header))) return null;
  // Who handed the mail over (the envelope) is what approving trusts from then on; the From header
  // only when there is no envelope sender.
  return { sender: envelope ?? header };
}
