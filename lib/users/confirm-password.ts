// The signed-in user's password asked again before something that cannot be undone (changing it,
// deleting the account). Through the sign-in's own check and throttle: a session left open is not
// enough, and such a form cannot be used to guess passwords either.
import "server-only";
import { db } from "@/lib/db";
import { verifyCredentials } from "@/lib/users/verify-credentials";

export type PasswordRefusal =
  { ok: false; reason: "wrong-password" } | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export async function confirmPassword(
  userId: string,
  password: string,
  ip: string,
): Promise<{ ok: true; email: string } | PasswordRefusal> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) return { ok: false, reason: "wrong-password" };
  const check = await verifyCredentials(user.email, password, ip);
  if (!check.ok) return check.reason === "throttled" ? check : { ok: false, reason: "wrong-password" };
  return check.user.id === userId ? { ok: true, email: user.email } : { ok: false, reason: "wrong-password" };
}
