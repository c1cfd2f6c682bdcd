// About 20 requests per rolling 10 minutes for each user, member or account (what public clients of
// the real service document; spec 2 says "Rate limits: not shown"). Windows are scaled like all time.
export const LIMIT = 20;
export const WINDOW_MS = 10 * 60_000;

export function createRateLimiter(windowMs: () => number) {
  const calls = new Map<string, number[]>();
  return {
    /** Records a call on `subject`; returns null, or the ms to wait when the subject is over its limit. */
    take(subject: string, now: number): number | null {
      const since = now - windowMs();
      const list = (calls.get(subject) ?? []).filter((t) => t > since);
      if (list.length >= LIMIT) {
        calls.set(subject, list);
        return list[0]! - since;
      }
      list.push(now);
      calls.set(subject, list);
      return null;
    },
    reset: () => calls.clear(),
  };
}
