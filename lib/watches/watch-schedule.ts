// When watches run. Each watch runs every RUN_EVERY_HOURS at its own phase (a hash of its id over the
// period), so a thousand watches made in the same minute still spread evenly over the hours; the
// scheduler takes at most PER_TICK due watches per tick, which bounds the runs per day overall
// (PER_TICK × ticks a day) however many are due. Pure.
import { createHash } from "node:crypto";

export const RUN_EVERY_HOURS = 4;
export const TICK_MINUTES = 5;
/** Runs per day overall at most: PER_TICK × 288 ticks. */
export const MAX_RUNS_PER_DAY = 8_640;
export const PER_TICK = Math.floor(MAX_RUNS_PER_DAY / ((24 * 60) / TICK_MINUTES));
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
  for (let d = new Date(`${window.from}T00:00:00Z`); d.toISOString().slice(0, 10) <= window.to; d = new Date(d.getTime() + 86_400_000)) {
    const iso = d.toISOString().slice(0, 10);
    if (iso >= today) days.push(iso);
  }
  return days.length ? days[runCount % days.length]! : window.to;
}
