// Changes a user's Milepost password. The current password is checked through the sign-in's own
// check and throttle (a session left open is not enough, and the form cannot be used to guess), the
// new one is hashed like at sign-up, and every session signed in before now stops opening anything
// (User.sessionsValidFrom, lib/auth/session-user.ts): a browser the user forgot to sign out of, or
// one someone else holds, is signed out by the change. The caller signs this browser in again.
import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { verifyCredentials } from "@/lib/users/verify-credentials";

export type ChangePasswordResult =
  | { ok: true; email: string }
  | { ok: false; reason: "wrong-password" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export async function changePassword(userId: string, current: string, next: string, ip: string): Promise<ChangePasswordResult> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) return { ok: false, reason: "wrong-password" };
  const check = await verifyCredentials(user.email, current, ip);
  if (!check.ok) return check.reason === "throttled" ? check : { ok: false, reason: "wrong-password" };
  if (check.user.id !== userId) return { ok: false, reason: "wrong-password" };
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(next), sessionsValidFrom: new Date() } });
  return { ok: true, email: user.email };
}
