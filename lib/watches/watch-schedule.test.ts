import { describe, expect, it } from "vitest";
import {
  nextRunAt,
  phaseMs,
  REQUESTS_PER_TICK,
  RUN_EVERY_HOURS,
  runDate,
  TICK_MINUTES,
  takeWithinBudget,
} from "@/lib/watches/watch-schedule";

describe("watch schedule", () => {
  it("spreads 1,000 watches made at once over the period (every quarter hour holds about a sixteenth)", () => {
    const quarters = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const q = Math.floor(phaseMs(`watch-${i}`) / (15 * 60_000));
      quarters.set(q, (quarters.get(q) ?? 0) + 1);
    }
    const mean = 1000 / ((RUN_EVERY_HOURS * 60) / 15);
    expect(quarters.size).toBe(16);
    expect(Math.max(...quarters.values())).toBeLessThanOrEqual(1.5 * mean);
    // The scheduler keeps up with 1,000 watches of 2 programs each (requests a minute on average).
    expect(REQUESTS_PER_TICK).toBeGreaterThan(
      (1000 * 2 * (24 / RUN_EVERY_HOURS)) / ((24 * 60) / TICK_MINUTES),
    );
  });

  it("a tick takes due watches while their requests fit the budget, and always the first", () => {
    const w = (requests: number) => ({ requests });
    const cases: [number[], number, number][] = [
      [[3, 3, 3, 3, 3], 12, 4],
      [[3, 3, 3, 3, 3], 10, 3],
      [[20, 1], 12, 1],
      [[1, 20, 1], 12, 1],
      [[], 12, 0],
    ];
    for (const [due, budget, taken] of cases)
      expect(takeWithinBudget(due.map(w), budget)).toHaveLength(taken);
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
    expect([0, 1, 2, 3].map((n) => runDate(w, n, "2027-01-01"))).toEqual([
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
      "2027-03-10",
    ]);
    expect([0, 1].map((n) => runDate(w, n, "2027-03-11"))).toEqual(["2027-03-11", "2027-03-12"]);
  });
});
