import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import { clearFailedSignIns, recordFailedSignIn, signInWaitSeconds } from "@/lib/auth/sign-in-throttle";
import { db } from "@/lib/db";

// Compared against when the email is unknown, so both paths take one bcrypt comparison at the same
// cost (11) and do the same database writes: the answer's timing and words never tell whether an
// account exists (issue 12 item 19).
const DUMMY_HASH = "$2b$11$CwTycUXWue0Thq9StjUM0uJ8c0Xnpb1uQb7cQ1xI6XH5vNQd2JHQe";

export type VerifyResult =
  | { ok: true; user: { id: string; email: string; name: string | null } }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export async function verifyCredentials(email: string, password: string, ip: string): Promise<VerifyResult> {
  const wait = await signInWaitSeconds(email, ip);
  if (wait > 0) return { ok: false, reason: "throttled", retryAfterSeconds: wait };
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) {
    await recordFailedSignIn(email, ip);
    return { ok: false, reason: "invalid" };
  }
  await clearFailedSignIns(email, ip);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}
