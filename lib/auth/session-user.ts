// The user behind this request's session, or null. Sessions are signed tokens (JWT), valid until
// they expire wherever they were copied; a token whose user has since been deleted (the account was
// deleted in another browser), or that signed in before the password was changed, must open
// nothing, so the user row is looked up (by primary key) on every request that asks. Cached per request (React `cache`): the layout and the page both ask.
// The token is read as proxy.ts reads it (lib/auth/session-token.ts: decrypted once per token and
// process), not with `auth()`: in a server component `auth()` runs Auth.js's whole session action —
// a Request built from the headers, the token decrypted, then re-encrypted for a rolling cookie that
// a render cannot set anyway, and a JSON Response parsed back — on every request (bench/README.md
// "The shared shell"). Only the session cookie is read, as `auth()` reads it (no `Authorization: Bearer`).
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { appUsesHttps } from "@/lib/auth/auth-config";
import { readSessionToken } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export type SessionUser = { id: string; email: string; name: string | null };

export const sessionUser = cache(async (): Promise<SessionUser | null> => {
  // Auth.js names the cookie __Secure-… whenever APP_URL is https (lib/auth/auth.ts useSecureCookies).
  const token = await readSessionToken(
    (await headers()).get("cookie"),
    env().AUTH_SECRET ?? "",
    appUsesHttps(),
  );
  const id = token?.sub;
  if (!id) return null;
  const signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : 0;
  const user = await db.user.findUnique({
    where: { id },
    select: { id: true, email: true, name: true, sessionsValidFrom: true },
  });
  if (!user || (user.sessionsValidFrom && signedInAt < user.sessionsValidFrom.getTime())) return null;
  return { id: user.id, email: user.email, name: user.name };
});
