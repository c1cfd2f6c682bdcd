// Asks the service how an address connects (spec 3 detect-type) and adds the IMAP form's defaults.
import "server-only";
import { userRegion } from "@/lib/inbox/email-settings";
import { detectMailboxType } from "@/lib/services/email/mailbox-client";
import { mailboxVendor } from "@/lib/services/email/mailbox-schema";
import { imapDefaultsFor } from "./imap-defaults";

export async function detectMailbox(userId: string, email: string) {
  const { type } = await detectMailboxType(await userRegion(userId), email);
  const vendor = mailboxVendor.safeParse(type);
  if (vendor.success) return { method: "hosted" as const, type: vendor.data };
  // IMAP, and any type this client does not know yet, which IMAP can still reach.
  return { method: "imap" as const, type, defaults: imapDefaultsFor(email) };
}
