// Deterministic pseudo-randomness: every choice is seeded from request data
// (provider, login, week index...) so the same account always looks the same.
import { createHash } from "node:crypto";

export function hashHex(...parts: Array<string | number>): string {
  return createHash("sha256").update(parts.join("\u241f")).digest("hex");
}

export function hash32(...parts: Array<string | number>): number {
  return Number.parseInt(hashHex(...parts).slice(0, 8), 16);
}

export interface Random {
  next(): number; // [0, 1)
  int(min: number, max: number): number; // inclusive
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32 seeded from a hash of the parts. */
export function seeded(...parts: Array<string | number>): Random {
  let state = hash32(...parts) || 1;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() from an empty list");
      return item;
    },
  };
}
