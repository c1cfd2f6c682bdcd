// POST /api/mailboxes/start-auth — begin a vendor's hosted sign-in; answers the URL to send the browser to and sets the nonce cookie.
import { cookies } from "next/headers";
import { userRoute } from "@/lib/http/route";
import { AUTH_NONCE_COOKIE, AUTH_NONCE_TTL_MS } from "@/lib/mailboxes/auth-nonce";
import { scanSettingsSchema } from "@/lib/mailboxes/mailbox-settings";
import { startMailboxAuth } from "@/lib/mailboxes/start-mailbox-auth";
import { mailboxVendor } from "@/lib/services/email/mailbox-schema";

export const POST = userRoute({
  body: scanSettingsSchema.extend({ provider: mailboxVendor }),
  handler: async ({ userId, body }) => {
    const { provider, ...settings } = body;
    const { url, nonce } = await startMailboxAuth(userId, provider, settings);
    (await cookies()).set(AUTH_NONCE_COOKIE, nonce, {
      httpOnly: true,
      sameSite: "lax",
      path: "/api/mailboxes/auth",
      maxAge: AUTH_NONCE_TTL_MS / 1000,
      secure: new URL(url).protocol === "https:",
    });
    return { url };
  },
});
