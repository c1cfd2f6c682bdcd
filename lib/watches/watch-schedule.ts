// When watches run. Each watch runs every RUN_EVERY_HOURS at its own phase (a hash of its id over the
// period), so a thousand watches made in the same minute still spread evenly over the hours; the
// scheduler (every minute) takes due watches, oldest due first, until their requests (one per watched
// program) would pass REQUESTS_PER_TICK, which bounds the requests per minute and per day overall
// (REQUESTS_PER_TICK × 1,440) however many are due: a peak minute is at most the cap. Pure.
import { createHash } from "node:crypto";

export const RUN_EVERY_HOURS = 4;
export const TICK_MINUTES = 1;
/** Requests to the services per day overall at most (REQUESTS_PER_TICK × 1,440 ticks). */
export const MAX_REQUESTS_PER_DAY = 17_280;
export const REQUESTS_PER_TICK = Math.floor(MAX_REQUESTS_PER_DAY / ((24 * 60) / TICK_MINUTES));

/** The due watches (oldest due first) a tick runs: while their requests fit the tick's budget, and
 *  always the first (a watch of more programs than the budget still runs, alone). */
export function takeWithinBudget<T extends { requests: number }>(due: T[], budget = REQUESTS_PER_TICK): T[] {
  const out: T[] = [];
  let used = 0;
  for (const w of due) {
    if (out.length && used + w.requests > budget) break;
    out.push(w);
    used += w.requests;
  }
  return out;
}
/** The services' low priority for background runs (docs/services/flights.md: priority 1–9, a waiting
 *  user gets 9, "lower priorities may be throttled"). */
export const WATCH_PRIORITY = 1;

const PERIOD_MS = RUN_EVERY_HOURS * 3_600_000;

/** The watch's fixed offset within the period, from its id. */
export function phaseMs(id: string): number {
  return createHash("sha256").update(id).digest().readUInt32BE(0) % PERIOD_MS;
}

/** The first run time at or after `after` on the watch's own phase. */
export function nextRunAt(id: string, after: Date): Date {
  const t = after.getTime();
  const base = Math.floor(t / PERIOD_MS) * PERIOD_MS + phaseMs(id);
  return new Date(base > t ? base : base + PERIOD_MS);
}

/** The day a run searches: the window's days in turn (calendar programs answer for the days around it). */
export function runDate(window: { from: string; to: string }, runCount: number, today: string): string {
  const days: string[] = [];
  for (
    let d = new Date(`${window.from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= window.to;
    d = new Date(d.getTime() + 86_400_000)
  ) {
    const iso = d.toISOString().slice(0, 10);
    if (iso >= today) days.push(iso);
  }
  return days.length ? days[runCount % days.length]! : window.to;
}
