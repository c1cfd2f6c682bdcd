import { describe, expect, it } from "vitest";
import { createRng, hashString } from "./random";

describe("seeded random", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createRng("JFK-LHR");
    const b = createRng("JFK-LHR");
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });
  it("differs between seeds and stays in range", () => {
    expect(hashString("a")).not.toBe(hashString("b"));
    const r = createRng("x");
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
  });
  it("forks independently of the parent's position", () => {
    const a = createRng("s");
    a.next();
    expect(a.fork("k").next()).toBe(createRng("s").fork("k").next());
  });
});
