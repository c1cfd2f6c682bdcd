// Child process of bench/run.ts (needs --conditions=react-server for lib/ modules). Measures the real
// receiver (receiveCallback: size cap, auth, JSON, the compiled schema check, the one-statement
// inbox insert, the 200) against raw JSONB inserts of the same bodies on the same database, 8 at a
// time, after the same warm-up on both sides and alternating in rounds. The normalization the
// receiver defers (Next's `after` in the app) is then run and timed on its own, 8 at a time, and
// the end-to-end rate (receive + normalize) is printed beside it so nothing is hidden. Prints one
// JSON line with the figures.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { INGESTION_CASES, type IngestionCase } from "./ingestion-cases";
import { processDelivery } from "@/lib/callbacks/process-delivery";
import { receiveCallback } from "@/lib/callbacks/receive-callback";
import { db } from "@/lib/db";
import { serviceConfig } from "@/lib/env";

const CONCURRENCY = 8;
const iterations = (n: number) => (n >= 500 ? 60 : n >= 200 ? 120 : n >= 50 ? 500 : 2000);
// Untimed deliveries per path first, the same number on both sides, so neither is measured cold.
// The receiver's code (undici Request bodies, the compiled schema checks) takes thousands of calls
// before V8 has optimized it (measured: 1-route deliveries get ~2× faster over the first ~4,000),
// a bare insert far fewer; a server taking callbacks all day is warm. About 8 MB of bodies per side.
const warmUp = (bodyBytes: number) => Math.min(4000, Math.max(16, Math.ceil((8 * 1024 * 1024) / bodyBytes)));
// Raw and receiver alternate in rounds over the same kind of bodies, so a slower minute of the
// machine or a growing table does not fall on one side only. The ratio is the median of the
// per-round ratios: one hiccup (a checkpoint, another process) moves it less than a ratio of sums.
const ROUNDS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Sample { ms: number; count: number; lat: number[] }

async function timed(indices: number[], op: (i: number) => Promise<void>, into?: Sample): Promise<Sample> {
  const sample = into ?? { ms: 0, count: 0, lat: [] };
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < indices.length) {
        const i = indices[next++]!;
        const t = performance.now();
        await op(i);
        sample.lat.push(performance.now() - t);
      }
    }),
  );
  sample.ms += performance.now() - start;
  sample.count += indices.length;
  return sample;
}

function summary({ ms, count, lat }: Sample) {
  lat.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]! * 10) / 10;
  return { perSecond: Math.round((count / ms) * 1000 * 10) / 10, p50: pct(0.5), p99: pct(0.99) };
}

/** Normalize every accepted row of this service, 8 at a time, as the sweep would. */
async function normalizePending(c: IngestionCase) {
  const rows = await db.callbackInbox.findMany({ where: { service: c.name, processedAt: null }, select: { id: true }, orderBy: { id: "asc" } });
  return summary(await timed(rows.map((_, i) => i), async (i) => {
    if (!(await processDelivery(c.handler, rows[i]!.id.toString()))) throw new Error("inbox row was not processed");
  }));
}

async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: CONCURRENCY });
  await pool.query("CREATE TABLE IF NOT EXISTS bench_raw (id bigserial primary key, body jsonb not null)");
  const user = await db.user.create({ data: { email: `bench-${randomUUID()}@example.test`, passwordHash: "x" }, select: { id: true } });
  const results = [];
  for (const c of INGESTION_CASES) {
    const { callbackUser, callbackPassword } = serviceConfig(c.handler.credentials);
    const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
    for (const size of c.sizes) {
      const n = iterations(size);
      const warm = warmUp(Buffer.byteLength(JSON.stringify(c.body(size, randomUUID()))));
      const ids = Array.from({ length: n + warm }, () => randomUUID());
      const bodies = ids.map((id) => JSON.stringify(c.body(size, id)));
      await c.prepare(user.id, ids);
      const insertRaw = async (i: number) => void (await pool.query("INSERT INTO bench_raw (body) VALUES ($1)", [bodies[i]]));
      // The app runs each deferred normalization right after its response; here they are dropped and
      // the accepted rows normalized afterwards from the inbox (the sweep's path: the stored body is
      // validated again), so the receiver is timed alone and the parsed bodies do not pile up in memory.
      let deferred = 0;
      // The requests are built before the clock starts, as the raw side's bodies are: parsing HTTP
      // into a Request is the server's work, not the receiver's. Headers as a real delivery has them.
      const requests = bodies.map((body) => new Request(`http://127.0.0.1/api/callbacks/${c.name}`, {
        method: "POST", body, headers: { authorization: auth, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
      }));
      const receive = async (i: number) => {
        const res = await receiveCallback(c.handler, requests[i]!, () => void deferred++);
        if (res.status !== 200) throw new Error(`receiver answered ${res.status}: ${await res.text()}`);
      };
      const warmIds = Array.from({ length: warm }, (_, k) => n + k);
      await timed(warmIds, insertRaw);
      await timed(warmIds, receive);
      await normalizePending(c);
      deferred = 0;

      const rawSample: Sample = { ms: 0, count: 0, lat: [] };
      const receiverSample: Sample = { ms: 0, count: 0, lat: [] };
      const roundRatios: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const round = Array.from({ length: n }, (_, i) => i).filter((i) => i % ROUNDS === r);
        const rawMs = rawSample.ms;
        const receiverMs = receiverSample.ms;
        await timed(round, insertRaw, rawSample);
        await timed(round, receive, receiverSample);
        roundRatios.push((rawSample.ms - rawMs) / (receiverSample.ms - receiverMs));
      }
      const raw = summary(rawSample);
      const receiver = summary(receiverSample);
      if (deferred !== n) throw new Error(`expected ${n} deliveries to normalize, got ${deferred}`);
      const normalize = await normalizePending(c);
      const unprocessed = await db.callbackInbox.count({ where: { service: c.name, processedAt: null } });
      if (unprocessed) throw new Error(`${unprocessed} ${c.name} deliveries were not normalized`);
      const endToEnd = Math.round((n / (n / receiver.perSecond + n / normalize.perSecond)) * 10) / 10;
      results.push({
        service: c.name, routes: size, bodyKB: Math.round(Buffer.byteLength(bodies[0]!) / 102.4) / 10, n, receiver, raw,
        ratio: Math.round(median(roundRatios) * 100) / 100, roundRatios: roundRatios.map((x) => Math.round(x * 100) / 100),
        normalize, endToEndPerSecond: endToEnd,
      });
    }
  }
  await pool.end();
  await db.$disconnect();
  console.log(JSON.stringify({ ingestion: results }));
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
