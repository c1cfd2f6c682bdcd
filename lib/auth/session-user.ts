// The user behind this request's session, or null. Sessions are signed tokens (JWT), valid until
// they expire wherever they were copied; a token whose user has since been deleted (the account was
// deleted in another browser), or that signed in before the password was changed, must open
// nothing, so the user row is looked up (by primary key) on every request that asks. Cached per request (React `cache`): the layout and the page both ask,
// and each `auth()` decrypts the token again (an HKDF derivation and a JWE decryption, a measurable
// share of a page's CPU under load, bench/README.md "Fuzzing and load"); outside a render it calls through.
import "server-only";
import { cache } from "react";
import { auth } from "@/lib/auth/auth";
import { db } from "@/lib/db";

export type SessionUser = { id: string; email: string; name: string | null };

export const sessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  const user = await db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, sessionsValidFrom: true } });
  if (!user || (user.sessionsValidFrom && session.signedInAt < user.sessionsValidFrom.getTime())) return null;
  return { id: user.id, email: user.email, name: user.name };
});
