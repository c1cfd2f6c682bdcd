// The year's stats of each user, kept by this process while the rows they were computed from are the
// same (issue 39): the stats count merged items (a flight seen in an email and in an account is one
// flight) and measure distances between airports the app knows, so they are computed from the year's
// rows by the merge itself, not by a SQL sum; what PostgreSQL answers on every view is whether those
// rows changed (timeline-window-sql.ts rowsVersionSql: a count and the newest row version). A page
// view then reads only its window's rows. Bounded: the least recently used user is dropped first.
import "server-only";
import type { YearStats } from "./year-stats";

const MAX_USERS = 500;
const kept = new Map<string, { version: string; stats: YearStats }>();

export function keptYearStats(userId: string, version: string): YearStats | null {
  const hit = kept.get(userId);
  if (!hit || hit.version !== version) return null;
  kept.delete(userId); // most recently used last
  kept.set(userId, hit);
  return hit.stats;
}

export function keepYearStats(userId: string, version: string, stats: YearStats): void {
  kept.delete(userId);
  kept.set(userId, { version, stats });
  if (kept.size > MAX_USERS) kept.delete(kept.keys().next().value!);
}
