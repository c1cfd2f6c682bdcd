// Watches' load on the services (issue 37): 1,000 watches all made in the same minute, scheduled over
// 24 hours by the real rules (lib/watches/watch-schedule.ts: each on its own phase every
// RUN_EVERY_HOURS, the scheduler taking at most PER_TICK due watches a TICK_MINUTES tick). Prints
// runs per tick at the peak vs the mean. Each run is one request per watched program.
// Run: node --import tsx bench/watch-schedule.ts [watches]
import { nextRunAt, PER_TICK, TICK_MINUTES } from "../lib/watches/watch-schedule";

const WATCHES = Number(process.argv[2] ?? 1000);
const start = new Date("2027-01-01T09:03:00Z"); // all created now
const ticks = (24 * 60) / TICK_MINUTES;
const due = Array.from({ length: WATCHES }, (_, i) => ({ id: `watch-${i}`, next: nextRunAt(`watch-${i}`, start) }));
const perTick: number[] = [];
for (let t = 1; t <= ticks; t++) {
  const now = new Date(start.getTime() + t * TICK_MINUTES * 60_000);
  const ready = due.filter((w) => w.next <= now).sort((a, b) => a.next.getTime() - b.next.getTime()).slice(0, PER_TICK);
  for (const w of ready) w.next = nextRunAt(w.id, now);
  perTick.push(ready.length);
}
const total = perTick.reduce((a, b) => a + b, 0);
const mean = total / ticks;
const peak = Math.max(...perTick);
const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });
console.log(`watches: ${fmt(WATCHES)} · runs in 24 h: ${fmt(total)} · per ${TICK_MINUTES}-minute tick: mean ${fmt(mean)}, peak ${fmt(peak)} (${fmt(peak / mean)}× the mean; cap ${PER_TICK})`);
console.log(JSON.stringify({ watchSchedule: { watches: WATCHES, runs: total, meanPerTick: +mean.toFixed(2), peakPerTick: peak, peakOverMean: +(peak / mean).toFixed(2) } }));
