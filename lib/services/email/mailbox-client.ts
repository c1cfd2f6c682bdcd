// Typed client for the email service's mailbox scanner (spec 3, "Connect by IMAP", "Begin
// authentication", the tag-filtered list and disconnect). Passwords and OAuth tokens
// travel only in request bodies; the base client never logs bodies, and errors carry only service,
// status and path. Paths hang off EMAIL_API_URL or EMAIL_EU_API_URL (the region: the user's
// Processing region, kept with each mailbox), which stand for spec 3's `{email_base_url}/email`.
import "server-only";
import { type EmailRegion, emailApiUrl } from "@/lib/env";
import { createServiceClient } from "@/lib/http/base-client";
import { ServiceError } from "@/lib/http/errors";
import {
  detectTypeResponse,
  mailboxList,
  mailboxObject,
  type MailboxCommon,
  type MailboxVendor,
  startAuthResponse,
} from "./mailbox-schema";

const http = createServiceClient("email");
const BASE = "/json/v2/mailboxes"; // EMAIL_API_URL already ends in the service's /email prefix
const seg = encodeURIComponent;

/** GET /email/json/v2/mailboxes/detect-type/{email} — how this address should be connected. */
export function detectMailboxType(region: EmailRegion, email: string) {
  return http.request({
    baseUrl: emailApiUrl(region),
    path: `${BASE}/detect-type/${seg(email)}`,
    schema: detectTypeResponse,
  });
}

export interface ImapConnectInput extends MailboxCommon {
  login: string;
  password: string;
  host: string;
  port: number;
  secure: boolean;
}

/** POST /email/json/v2/mailboxes/connect/imap — path and response "not shown" in spec 3: Milepost
 *  uses the vendor path with `imap` and expects the same Mailbox object (the simulator does the same). */
export function connectImapMailbox(region: EmailRegion, input: ImapConnectInput) {
  return http.request({
    baseUrl: emailApiUrl(region),
    method: "POST",
    path: `${BASE}/connect/imap`,
    body: input,
    schema: mailboxObject,
    timeoutMs: 30_000,
  });
}

/** POST /email/json/v2/mailboxes/start-auth — a code valid one hour for the hosted sign-in. */
export function startMailboxAuth(
  region: EmailRegion,
  input: MailboxCommon & { provider: MailboxVendor; redirectUrl: string },
) {
  return http.request({
    baseUrl: emailApiUrl(region),
    method: "POST",
    path: `${BASE}/start-auth`,
    body: input,
    schema: startAuthResponse,
  });
}

/** Where the browser goes with a start-auth code: `{email_base_url}/email/v2/mailboxes/auth/{code}`. */
export function hostedAuthUrl(region: EmailRegion, code: string): string {
  return `${emailApiUrl(region)}/v2/mailboxes/auth/${seg(code)}`;
}

/** GET /email/json/v2/mailboxes/?tags=a,b — every mailbox carrying all the tags. */
export function listMailboxesByTags(region: EmailRegion, tags: string[]) {
  return http.request({
    baseUrl: emailApiUrl(region),
    path: `${BASE}/`,
    query: { tags: tags.join(",") },
    schema: mailboxList,
  });
}

/** POST /email/json/v2/mailboxes/disconnect/{mailboxId} — true when the service deleted it, false
 *  when it no longer knew it (404): either way the mailbox is gone at the service. */
export async function disconnectMailbox(region: EmailRegion, mailboxId: string): Promise<boolean> {
  let res;
  try {
    res = await http.raw({
      baseUrl: emailApiUrl(region),
      method: "POST",
      path: `${BASE}/disconnect/${seg(mailboxId)}`,
    });
  } catch (error) {
    // A 2xx whose body is not JSON still confirms the deletion; anything else is a real failure.
    if (error instanceof ServiceError && error.status !== null && error.status >= 200 && error.status < 300)
      return true;
    throw error;
  }
  if (res.status === 404) return false;
  if (res.status < 200 || res.status >= 300) {
    throw new ServiceError("email", res.status, `${BASE}/disconnect`, `HTTP ${res.status}`);
  }
  return true; // the body is "a JSON string confirming deletion": its words are not needed
}
