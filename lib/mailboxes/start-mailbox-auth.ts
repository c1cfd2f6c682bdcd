// Starts the hosted sign-in (spec 3 "Begin authentication") like an OAuth authorization request:
// a one-time nonce goes into redirectUrl and into an httpOnly cookie (set by the route), and only its
// hash is stored with the user and a one-hour expiry. Returns where to send the browser.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { userRegion } from "@/lib/inbox/email-settings";
import { hostedAuthUrl, startMailboxAuth as startAtService } from "@/lib/services/email/mailbox-client";
import type { MailboxVendor } from "@/lib/services/email/mailbox-schema";
import { AUTH_NONCE_TTL_MS, hashNonce, newNonce } from "./auth-nonce";
import { mailboxCommon, type ScanSettings } from "./mailbox-settings";
import { mailboxTagFor } from "./mailbox-tag";

export async function startMailboxAuth(
  userId: string,
  provider: MailboxVendor,
  settings: ScanSettings,
  now = new Date(),
) {
  const nonce = newNonce();
  const region = await userRegion(userId);
  const redirectUrl = `${env().APP_URL.replace(/\/+$/, "")}/api/mailboxes/auth/return?nonce=${nonce}`;
  await db.mailboxAuthAttempt.create({
    data: {
      userId,
      provider,
      nonceHash: hashNonce(nonce),
      expiresAt: new Date(now.getTime() + AUTH_NONCE_TTL_MS),
    },
  });
  const { code } = await startAtService(region, {
    ...mailboxCommon(mailboxTagFor(userId), settings),
    provider,
    redirectUrl,
  });
  return { url: hostedAuthUrl(region, code), nonce };
}
