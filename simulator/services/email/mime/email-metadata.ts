// Spec 3 Email Metadata from postal-mime's headers.
import type { Address, Email } from "postal-mime";
import type { EmailMetadata, MailAddress } from "../parse-result";

export function addressesOf(list: Address[] | Address | undefined): MailAddress[] {
  const items = Array.isArray(list) ? list : list ? [list] : [];
  return items
    .flatMap((a) => (a.group ? a.group : [a]))
    .filter((m) => m.address)
    .map((m) => ({ ...(m.name ? { name: m.name } : {}), email: m.address!.toLowerCase() }));
}

export function metadataOf(email: Email, nested: boolean): EmailMetadata {
  const from = addressesOf(email.from)[0];
  const date =
    email.date && !Number.isNaN(Date.parse(email.date))
      ? new Date(email.date).toISOString().replace(".000Z", "Z")
      : undefined;
  return {
    ...(from ? { from } : {}),
    to: addressesOf(email.to),
    cc: addressesOf(email.cc),
    ...(email.subject ? { subject: email.subject } : {}),
    ...(date ? { receivedDateTime: date } : {}),
    ...(nested ? { nested: true } : {}),
  };
}
