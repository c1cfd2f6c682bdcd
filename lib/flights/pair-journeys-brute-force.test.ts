// The best-first walk of pair-journeys.ts against the definition it stands for: every combination of
// one route per leg built, the unbookable ones dropped, sorted by total miles, taxes, time in the air
// and then the routes' ids leg by leg, the first `limit` kept. Table cases (a leg without results,
// days around the asked one, ties on every key) and a sweep of generated legs, each given both in the
// page's order (fewest miles first) and shuffled, so both ways a leg's cheapest routes are picked run.
import { describe, expect, it } from "vitest";
import { type LegRoute, MIN_CONNECTION_MINUTES, pairJourneys } from "@/lib/flights/pair-journeys";

function bruteForce(legs: LegRoute[][], limit: number): string[][] {
  let combos: LegRoute[][] = [[]];
  for (const leg of legs) combos = combos.flatMap((c) => leg.map((r) => [...c, r]));
  if (legs.length === 0) return [];
  const lands = (r: LegRoute) => Date.parse(r.departAt) + r.durationMinutes * 60_000;
  const sum = (c: LegRoute[], k: "miles" | "taxesMinor" | "durationMinutes") =>
    c.reduce((t, r) => t + r[k], 0);
  return combos
    .filter((c) =>
      c.every(
        (r, i) => i === 0 || Date.parse(r.departAt) >= lands(c[i - 1]!) + MIN_CONNECTION_MINUTES * 60_000,
      ),
    )
    .sort((a, b) => {
      const d =
        sum(a, "miles") - sum(b, "miles") ||
        sum(a, "taxesMinor") - sum(b, "taxesMinor") ||
        sum(a, "durationMinutes") - sum(b, "durationMinutes");
      if (d) return d;
      for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id) return a[i]!.id < b[i]!.id ? -1 : 1;
      return 0;
    })
    .slice(0, limit)
    .map((c) => c.map((r) => r.id));
}

const walk = (legs: LegRoute[][], limit: number) =>
  pairJourneys(legs, limit).map((j) => j.routes.map((r) => r.id));

/** Fewest miles first, otherwise in the order given (as the page's lists are). */
const milesOrder = (leg: LegRoute[]) => [...leg].sort((a, b) => a.miles - b.miles);

/** A deterministic shuffle (no Math.random: a failure repeats). */
function shuffled<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const at = (day: number, hour = 10) =>
  new Date(Date.UTC(2027, 2, 1 + day, hour)).toISOString().replace(".000Z", "Z");
const r = (id: string, leg: number, miles: number, o: Partial<LegRoute> = {}): LegRoute => ({
  id,
  leg,
  providerCode: "p",
  miles,
  taxesMinor: 5_000,
  durationMinutes: 480,
  departAt: at(leg * 7),
  ...o,
});

describe("pairJourneys equals every combination sorted", () => {
  const cases: { name: string; legs: LegRoute[][]; limit: number }[] = [
    { name: "a leg without results", legs: [[r("a", 0, 10_000), r("b", 0, 20_000)], []], limit: 10 },
    { name: "no leg at all", legs: [], limit: 10 },
    {
      name: "days around the asked one, some returns before the outbound lands",
      legs: [
        [-3, -1, 0, 2, 3].map((d, i) => r(`o${i}`, 0, 30_000 - d * 1_000, { departAt: at(3 + d) })),
        [-3, -2, 0, 1, 3].map((d, i) => r(`b${i}`, 1, 20_000 + d * 1_000, { departAt: at(5 + d) })),
      ],
      limit: 25,
    },
    {
      name: "ties on miles, taxes and time: by id, leg by leg (r1 < r10 < r2)",
      legs: [
        ["r1", "r10", "r2", "r9"].map((id) => r(id, 0, 10_000)),
        ["r11", "r3", "r100"].map((id) => r(id, 1, 10_000)),
      ],
      limit: 12,
    },
    {
      name: "equal sums from different legs' prices",
      legs: [
        [r("x1", 0, 10_000), r("x2", 0, 20_000), r("x3", 0, 30_000)],
        [r("y1", 1, 30_000), r("y2", 1, 20_000), r("y3", 1, 10_000)],
      ],
      limit: 9,
    },
    {
      name: "three legs, taxes and time deciding",
      legs: [0, 1, 2].map((leg) =>
        [0, 1, 2, 3].map((i) =>
          r(`l${leg}r${i}`, leg, 10_000 * (i % 2), {
            taxesMinor: 1_000 * ((i + leg) % 3),
            durationMinutes: 300 + 60 * i,
            departAt: at(leg * 4),
          }),
        ),
      ),
      limit: 64,
    },
  ];
  it.each(cases)("$name", ({ legs, limit }) => {
    const want = bruteForce(legs, limit);
    expect(walk(legs.map(milesOrder), limit)).toEqual(want);
    expect(
      walk(
        legs.map((l, i) => shuffled(l, i + 1)),
        limit,
      ),
    ).toEqual(want);
  });

  it("on 200 generated trips, with few journeys asked (the walk starts again with more of a leg)", () => {
    let s = 7;
    const next = (n: number) => ((s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff), s % n);
    for (let trip = 0; trip < 200; trip++) {
      const legCount = 2 + next(2);
      let id = 0;
      const legs = Array.from({ length: legCount }, (_, leg) =>
        Array.from({ length: next(14) }, () =>
          r(`r${id++}`, leg, 10_000 + 5_000 * next(4), {
            taxesMinor: 1_000 * next(3),
            durationMinutes: 240 + 120 * next(3),
            // Days −3…+3 around each leg's day, 3 days apart: later legs often leave too early.
            departAt: at(leg * 3 + next(7) - 3, 6 + next(12)),
          }),
        ),
      );
      const limit = 1 + next(12);
      const want = bruteForce(legs, limit);
      expect(walk(legs.map(milesOrder), limit), `trip ${trip}`).toEqual(want);
      expect(
        walk(
          legs.map((l) => shuffled(l, trip + 1)),
          limit,
        ),
        `trip ${trip}`,
      ).toEqual(want);
    }
  });
});
