// How long one source must wait before trying an account again (pure). The first few mistakes cost
// nothing; after that each failure doubles the wait, up to a cap — a typo never locks anyone out, a
// guesser slows to a crawl, and nobody else's attempts count against the owner (issue 12 item 18).
export const FREE_FAILURES = 3;
export const FIRST_DELAY_SECONDS = 2;
export const MAX_DELAY_SECONDS = 15 * 60;

/** Seconds to wait after `failures` consecutive failures from one source on one account. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** Seconds still to wait now, given the failures and when the last one happened. */
export function secondsToWait(failures: number, lastFailureAt: Date | null, now: Date): number {
  if (!lastFailureAt) return 0;
  const until = lastFailureAt.getTime() + delayAfter(failures) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** "12 seconds", "3 minutes" — for the sign-in message. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
