// Deterministic pseudo-random numbers seeded from request fields (house rule:
// never Math.random for simulated data). sha256 spreads similar seeds apart;
// sfc32 is small, fast and good enough for picking names and prices.
import { createHash } from "node:crypto";

export interface Rng {
  next(): number; // [0, 1)
  int(min: number, max: number): number; // inclusive bounds
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function seededRandom(...parts: Array<string | number>): Rng {
  const digest = createHash("sha256").update(parts.join("\u241f")).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("seededRandom.pick: empty list");
      return item;
    },
    chance: (p) => next() < p,
  };
}
