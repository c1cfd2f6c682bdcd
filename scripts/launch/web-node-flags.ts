// V8 flags of the web server process (`next start`, scripts/launch.ts), and of the benches that
// measure its code in a process of their own (bench/run.ts), so both run the same configuration.
//
// A young generation of 64 MB a semi-space instead of V8's default 16: the callback receiver and
// the normalization after it make short-lived objects at a high rate (each body parsed, checked,
// normalized and written), and deliveries waiting their turn in a burst outlived the small
// scavenges and were copied into the old generation. Four alternating pairs of `npm run bench --
// ingestion` (2026-11-25): Node's CPU per 20-account loyalty package 905 → 626 µs and per 10-hotel
// delivery 527 → 466 µs on average (50 flight routes: no change); the young generation may grow to
// about 3 × 64 MB under such load.
export const WEB_NODE_FLAGS = ["--max-semi-space-size=64"];
