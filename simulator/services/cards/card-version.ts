// Data version of the simulated card listing. Starts at SIM_CARDS_VERSION
// (integer, default 1) and can be bumped in memory — by publishNewCardVersion()
// or the simulator-only route POST /cards/v1/_sim/publish — so clients can be
// tested against a changed payload (new data_hash / ETag) without a restart.
// Process-wide on purpose: the simulator runs one card service per process.

let bump = 0;
let publishedAt: Date | undefined;

// The simulator is its own process (not the Next app), so it reads its own
// knobs here rather than through lib/env.ts.
function baseVersion(): number {
  const raw = process.env.SIM_CARDS_VERSION;
  if (raw === undefined || raw === "") return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`SIM_CARDS_VERSION must be a positive integer, got "${raw}"`);
  }
  return value;
}

export function currentCardVersion(): number {
  return baseVersion() + bump;
}

/** When the in-memory version was last published (undefined when never). */
export function cardVersionPublishedAt(): Date | undefined {
  return publishedAt;
}

/** Publish a new data version in memory; returns the new version number. */
export function publishNewCardVersion(at: Date = new Date()): number {
  bump += 1;
  publishedAt = at;
  return currentCardVersion();
}

/** Test helper: forget in-memory publications. */
export function resetCardVersion(): void {
  bump = 0;
  publishedAt = undefined;
}
