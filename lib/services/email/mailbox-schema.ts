// Spec 3 mailbox scanner shapes (docs/services/email.md "Mailbox scanner"). Where spec 3 says
// "not shown" the choice is written here and in the docs:
// - mailbox `type` (detect-type): imap | google | microsoft | yahoo | aol (the real scanner's client
//   code); IMAP connect is POST /mailboxes/connect/imap, answering the same Mailbox object.
// - states: connecting | scanning | listening | finished | error (lib/mailboxes/mailbox-state.ts: an
//   unknown state is refused here, the column takes no other); errorCode: authentication |
//   connection | unknown (the real scanner's client code).
// - the state-change callback object is `onProgress: { callbackUrl }`; each POST carries an array of
//   MailboxProgressEvent (a single event is accepted too).
// - start-auth answers `{ code }`; the tag-filtered list answers an array of Mailbox objects (a
//   `{ mailboxes: [...] }` wrapper is accepted too).
import { z } from "zod";
import { MailboxState } from "@/lib/mailboxes/mailbox-state";

export const MAILBOX_VENDORS = ["google", "microsoft", "yahoo", "aol"] as const;
export const mailboxVendor = z.enum(MAILBOX_VENDORS);
export type MailboxVendor = z.infer<typeof mailboxVendor>;
const mailboxStateSchema = z.enum(MailboxState);

// Spec 3: `id` is "integer in the sample, string in the field table": accept both, keep text.
const mailboxIdField = z.union([z.number().int(), z.string().min(1)]).transform(String);

export const mailboxObject = z.looseObject({
  id: mailboxIdField,
  type: z.string(),
  state: mailboxStateSchema,
  errorCode: z.string().nullish(),
  errorMessage: z.string().nullish(),
  creationDate: z.string(),
  startFrom: z.string().nullish(),
  listen: z.boolean().nullish(),
  userData: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  login: z.string(),
});
export type ServiceMailbox = z.infer<typeof mailboxObject>;

export const mailboxList = z
  .union([z.array(mailboxObject), z.looseObject({ mailboxes: z.array(mailboxObject) })])
  .transform((v) => (Array.isArray(v) ? v : v.mailboxes));

export const detectTypeResponse = z.looseObject({ type: z.string().min(1) });
export const startAuthResponse = z.looseObject({ code: z.string().min(1) });

/** What Milepost sends with every connect or start-auth (the service echoes it). */
export interface MailboxCommon {
  callbackUrl: string;
  userData: string;
  tags: string[];
  startFrom?: string; // YYYY-MM-DD; omitted = only new emails (listen must then be true)
  listen: boolean;
  onProgress: { callbackUrl: string };
  returnEmail?: "headers" | "all" | "none";
}

export const progressEvent = z.looseObject({
  mailboxId: mailboxIdField,
  state: mailboxStateSchema,
  errorCode: z.string().nullish(),
  errorMessage: z.string().nullish(),
  userData: z.string().nullish(),
  emailsRead: z.number().int().min(0).nullish(),
  date: z.string().min(1), // when the state changed (ISO, UTC): orders out-of-order deliveries
});
export const progressDelivery = z
  .union([z.array(progressEvent).min(1).max(500), progressEvent])
  .transform((v) => (Array.isArray(v) ? v : [v]));
export type ProgressEvent = z.infer<typeof progressEvent>;
