// Changes a user's Milepost password. The current password is confirmed first (confirm-password.ts),
// the new one is hashed like at sign-up, and every session signed in before now stops opening
// anything (User.sessionsValidFrom, lib/auth/session-user.ts): a browser the user forgot to sign out
// of, or one someone else holds, is signed out by the change. The caller signs this browser in again.
import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { confirmPassword, type PasswordRefusal } from "@/lib/users/confirm-password";

export async function changePassword(
  userId: string,
  current: string,
  next: string,
  ip: string,
): Promise<{ ok: true; email: string } | PasswordRefusal> {
  const confirmed = await confirmPassword(userId, current, ip);
  if (!confirmed.ok) return confirmed;
  await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(next), sessionsValidFrom: new Date() },
  });
  return confirmed;
}
