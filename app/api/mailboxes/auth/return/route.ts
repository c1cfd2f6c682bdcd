// GET /api/mailboxes/auth/return — the hosted sign-in's redirectUrl: checks the one-time nonce, stores the mailbox, shows the outcome.
import { cookies } from "next/headers";
import { sessionUser } from "@/lib/auth/session-user";
import { env } from "@/lib/env";
import { AUTH_NONCE_COOKIE } from "@/lib/mailboxes/auth-nonce";
import { finishMailboxAuth } from "@/lib/mailboxes/finish-mailbox-auth";

export async function GET(request: Request): Promise<Response> {
  const app = env().APP_URL.replace(/\/+$/, "");
  const user = await sessionUser();
  if (!user) return Response.redirect(`${app}/sign-in`, 303);
  const jar = await cookies();
  let outcome;
  try {
    outcome = await finishMailboxAuth(
      user.id,
      new URL(request.url).searchParams,
      jar.get(AUTH_NONCE_COOKIE)?.value,
    );
  } catch {
    outcome = { ok: false as const, reason: "service-error" as const };
  }
  jar.delete({ name: AUTH_NONCE_COOKIE, path: "/api/mailboxes/auth" });
  const to = new URL(`${app}/inbox/mailboxes/signed-in`);
  if (outcome.ok)
    to.searchParams.set("connected", "1"); // no address in URLs (they end up in logs)
  else to.searchParams.set("refused", outcome.reason);
  return Response.redirect(to, 303);
}
