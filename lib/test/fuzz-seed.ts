// Vitest setup (vitest.config.ts): which cases the fuzz tests (fuzz-*.test.ts) draw.
// `npm test` draws the same cases on every run, so CI passes or fails the same way on every machine
// and a red run is replayed exactly; `npm run fuzz` (FUZZ_RUNS set) draws new cases each time to look
// for what nobody has seen, and fast-check prints the seed of any counterexample. FUZZ_SEED=<n>
// replays that seed in either mode.
import fc from "fast-check";
import { fuzzSeed } from "@/lib/env";

/** The seed of `npm test`; changing it is a deliberate act, like adding cases. */
export const DEFAULT_FUZZ_SEED = 20261124;

const seed = fuzzSeed(DEFAULT_FUZZ_SEED);
if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
