// Rate limit for failed sign-ins, counted in Postgres so every web server behind a load balancer
// sees the same numbers. Two rules:
// - per account AND source (email + IP): growing delays after a few failures (throttle-delay.ts),
//   never a lock for everyone — another source (the owner at home) is not slowed by a guesser;
// - per source (IP) across all accounts: a hard cap, so one address cannot sweep many accounts.
// The source is the client IP as the web server sees it (lib/auth/client-ip.ts).
import "server-only";
import { db } from "@/lib/db";
import { secondsToWait } from "./throttle-delay";

const WINDOW_MS = 24 * 3600 * 1000; // failures older than a day are forgotten
const IP_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_IP = 30;

/** Seconds this source must wait before trying this account (0 = go ahead). */
export async function signInWaitSeconds(email: string, ip: string, now = new Date()): Promise<number> {
  const [pair, byIp] = await Promise.all([
    db.signInAttempt.aggregate({
      where: { email, ip, createdAt: { gte: new Date(now.getTime() - WINDOW_MS) } },
      _count: true,
      _max: { createdAt: true },
    }),
    db.signInAttempt.aggregate({
      where: { ip, createdAt: { gte: new Date(now.getTime() - IP_WINDOW_MS) } },
      _count: true,
      _min: { createdAt: true },
    }),
  ]);
  const perPair = secondsToWait(pair._count, pair._max.createdAt, now);
  const perIp =
    byIp._count >= MAX_FAILURES_PER_IP && byIp._min.createdAt
      ? Math.ceil((byIp._min.createdAt.getTime() + IP_WINDOW_MS - now.getTime()) / 1000)
      : 0;
  return Math.max(perPair, perIp, 0);
}

export async function recordFailedSignIn(email: string, ip: string): Promise<void> {
  await db.signInAttempt.create({ data: { email, ip } });
}

/** A successful sign-in clears this source's failures on the account (not other sources', not the IP's count elsewhere). */
export async function clearFailedSignIns(email: string, ip: string): Promise<void> {
  await db.signInAttempt.deleteMany({ where: { email, ip } });
}
