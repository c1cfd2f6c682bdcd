import { describe, expect, it } from "vitest";
import { nextRunAt, PER_TICK, phaseMs, RUN_EVERY_HOURS, runDate, TICK_MINUTES } from "@/lib/watches/watch-schedule";

describe("watch schedule", () => {
  it("spreads 1,000 watches made at once evenly over the period (peak tick ≤ 2 × mean)", () => {
    const ticks = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const tick = Math.floor(phaseMs(`watch-${i}`) / (TICK_MINUTES * 60_000));
      ticks.set(tick, (ticks.get(tick) ?? 0) + 1);
    }
    const slots = (RUN_EVERY_HOURS * 60) / TICK_MINUTES;
    const mean = 1000 / slots;
    expect(Math.max(...ticks.values())).toBeLessThanOrEqual(2 * mean + 3); // hash noise on ~21 per slot
    expect(PER_TICK).toBeGreaterThan(mean); // the scheduler keeps up with 1,000 watches
  });

  it("runs on the watch's own phase, never in the past, every period", () => {
    const now = new Date("2027-01-01T10:00:00Z");
    const a = nextRunAt("w1", now);
    expect(a.getTime()).toBeGreaterThan(now.getTime());
    expect(a.getTime() - now.getTime()).toBeLessThanOrEqual(RUN_EVERY_HOURS * 3_600_000);
    expect(nextRunAt("w1", a).getTime() - a.getTime()).toBe(RUN_EVERY_HOURS * 3_600_000);
  });

  it("searches the window's remaining days in turn", () => {
    const w = { from: "2027-03-10", to: "2027-03-12" };
    expect([0, 1, 2, 3].map((n) => runDate(w, n, "2027-01-01"))).toEqual(["2027-03-10", "2027-03-11", "2027-03-12", "2027-03-10"]);
    expect([0, 1].map((n) => runDate(w, n, "2027-03-11"))).toEqual(["2027-03-11", "2027-03-12"]);
  });
});
