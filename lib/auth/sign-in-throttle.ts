// Rate limit for failed sign-ins, per account and per IP, counted in Postgres so every
// web server behind a load balancer sees the same numbers.
import "server-only";
import { db } from "@/lib/db";

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

export async function isSignInThrottled(email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byAccount, byIp] = await Promise.all([
    db.signInAttempt.count({ where: { email, createdAt: { gte: since } } }),
    db.signInAttempt.count({ where: { ip, createdAt: { gte: since } } }),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP;
}

export async function recordFailedSignIn(email: string, ip: string): Promise<void> {
  await db.signInAttempt.create({ data: { email, ip } });
}

/** A successful sign-in clears the account's failures (not the IP's). */
export async function clearFailedSignIns(email: string): Promise<void> {
  await db.signInAttempt.deleteMany({ where: { email } });
}
