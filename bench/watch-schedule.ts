// Watches' load on the services (issue 37): 1,000 watches all made in the same minute, of 1 to 3
// programs each (one request per program a run), scheduled over 24 hours by the real rules
// (lib/watches/watch-schedule.ts: each on its own phase every RUN_EVERY_HOURS, the scheduler taking
// due watches every minute up to REQUESTS_PER_TICK requests). Prints requests per minute at the peak
// vs the mean (target ≤ 2×), and how late the latest run started after it was due.
// Run: node --import tsx bench/watch-schedule.ts [watches]; `npm run bench` prints it as watchSchedule.
import { createHash } from "node:crypto";
import {
  nextRunAt,
  REQUESTS_PER_TICK,
  RUN_EVERY_HOURS,
  TICK_MINUTES,
  takeWithinBudget,
} from "../lib/watches/watch-schedule";

export function benchWatchSchedule(watches = 1000) {
  const start = new Date("2027-01-01T09:03:00Z"); // all created now
  const ticks = (24 * 60) / TICK_MINUTES;
  const programs = (id: string) =>
    1 + (createHash("sha256").update(`programs:${id}`).digest().readUInt8(0) % 3);
  const due = Array.from({ length: watches }, (_, i) => ({
    id: `watch-${i}`,
    requests: programs(`watch-${i}`),
    next: nextRunAt(`watch-${i}`, start),
  }));
  const perTick: number[] = [];
  let runs = 0;
  let latestMs = 0;
  for (let t = 1; t <= ticks; t++) {
    const now = new Date(start.getTime() + t * TICK_MINUTES * 60_000);
    const ready = takeWithinBudget(
      due.filter((w) => w.next <= now).sort((a, b) => a.next.getTime() - b.next.getTime()),
    );
    for (const w of ready) {
      latestMs = Math.max(latestMs, now.getTime() - w.next.getTime());
      w.next = nextRunAt(w.id, now);
    }
    runs += ready.length;
    perTick.push(ready.reduce((n, w) => n + w.requests, 0));
  }
  const requests = perTick.reduce((a, b) => a + b, 0);
  const mean = requests / ticks;
  const peak = Math.max(...perTick);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    watches,
    runEveryHours: RUN_EVERY_HOURS,
    runs,
    requests,
    requestsPerMinuteMean: r2(mean),
    requestsPerMinutePeak: peak,
    peakOverMean: r2(peak / mean),
    capPerMinute: REQUESTS_PER_TICK,
    latestStartMinutes: Math.round(latestMs / 60_000),
    targetMet: peak / mean <= 2,
  };
}

export function printWatchSchedule(r: ReturnType<typeof benchWatchSchedule>) {
  const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });
  console.log(
    `\nWatches: ${fmt(r.watches)} made at once, each every ${r.runEveryHours} h, over 24 h: ${fmt(r.runs)} runs, ${fmt(r.requests)} requests; requests per minute mean ${fmt(r.requestsPerMinuteMean)}, peak ${fmt(r.requestsPerMinutePeak)} (${fmt(r.peakOverMean)}× the mean, target ≤ 2×: ${r.targetMet ? "met" : "MISSED"}; cap ${fmt(r.capPerMinute)}); the latest run started ${fmt(r.latestStartMinutes)} min after it was due`,
  );
}

if (process.argv[1]?.endsWith("watch-schedule.ts")) {
  const r = benchWatchSchedule(Number(process.argv[2] ?? 1000));
  printWatchSchedule(r);
  console.log(JSON.stringify({ watchSchedule: r }));
}
