// Child process of bench/run.ts (needs --conditions=react-server for lib/ modules). Measures the real
// receiver (receiveCallback: size cap, auth, JSON, the compiled schema check, the one-statement
// inbox insert, the 200) against raw JSONB inserts of the same bodies on the same database, 8 at a
// time, after the same warm-up on both sides and alternating in rounds. The normalizations the
// receiver deferred (Next's `after` in the app) are then run and timed on their own, 8 started at a
// time, through the app's normalization queue. Then end to end, measured (issue 17): deliveries 8 at
// a time, each normalized right after its 200 as in the app, the clock stopping when the last one is
// stored, alternating in rounds with raw inserts (`endToEnd.ratio`, the median round); beside it the
// rate of receiving and then normalizing one after the other (`endToEnd.sequentialRatio`).
// Prints one JSON line with the figures.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import pg from "pg";
import { CostMeter } from "./cpu-and-wal";
import { INGESTION_CASES } from "./ingestion-cases";
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

interface Sample {
  ms: number;
  count: number;
  lat: number[];
}

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

type Task = () => Promise<unknown>;

/** BENCH_PROFILE_DIR=dir: a CPU profile of each case's end-to-end rounds only (dir/<case>.cpuprofile),
 *  without the setup and the receiver-alone rounds that a whole-process --cpu-prof mixes in. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 }); // µs: the default 1 ms sees little of a round
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** Run the normalizations the receiver deferred, 8 at a time, as the app's `after` would start them
 *  (lib/callbacks/normalize-queue.ts batches the ones that wait). */
async function runDeferred(tasks: Task[]) {
  return summary(
    await timed(
      tasks.map((_, i) => i),
      async (i) => void (await tasks[i]!()),
    ),
  );
}

async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: CONCURRENCY });
  await pool.query("CREATE TABLE IF NOT EXISTS bench_raw (id bigserial primary key, body jsonb not null)");
  const user = await db.user.create({
    data: { email: `bench-${randomUUID()}@example.test`, passwordHash: "x" },
    select: { id: true },
  });
  const results = [];
  for (const c of INGESTION_CASES) {
    const { callbackUser, callbackPassword } = serviceConfig(c.handler.credentials);
    const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
    for (const size of c.sizes) {
      // BENCH_INGESTION=loyalty20,flights50 runs only those cases (profiling one case at a time).
      if (process.env.BENCH_INGESTION && !process.env.BENCH_INGESTION.split(",").includes(`${c.key}${size}`))
        continue;
      const n = iterations(size);
      const warm = warmUp(Buffer.byteLength(JSON.stringify(c.body(size, randomUUID()))));
      // Deliveries 0…n-1: the receiver alone; n…2n-1: end to end; then the warm-up.
      const ids = Array.from({ length: 2 * n + warm }, () => randomUUID());
      const bodies = ids.map((id) => JSON.stringify(c.body(size, id)));
      await c.prepare(user.id, ids, size);
      const insertRaw = async (i: number) =>
        void (await pool.query("INSERT INTO bench_raw (body) VALUES ($1)", [bodies[i % n]]));
      // The app runs each deferred normalization right after its response. For the receiver's own
      // figures they are kept and run afterwards (the receiver is timed alone); end to end they
      // start right after each response, as in the app, and the clock stops when the last is stored.
      let deferred: Task[] = [];
      // The requests are built before the clock starts, as the raw side's bodies are: parsing HTTP
      // into a Request is the server's work, not the receiver's. Headers as a real delivery has them.
      // Only the next stretch's: a server holds the requests it is answering, not thousands more
      // (built all at once, a run's ~4,500 Requests with their bodies and streams stayed alive
      // through every round, for Node's garbage collector to trace on the receiver's side only).
      let requests = new Map<number, Request>();
      const buildRequests = (indices: number[]) => {
        requests = new Map(
          indices.map((i) => [
            i,
            new Request(`http://127.0.0.1/api/callbacks/${c.name}`, {
              method: "POST",
              body: bodies[i],
              headers: {
                authorization: auth,
                "content-type": "application/json",
                "content-length": String(Buffer.byteLength(bodies[i]!)),
              },
            }),
          ]),
        );
      };
      const receiveWith = (defer: (task: Task) => void) => async (i: number) => {
        const res = await receiveCallback(c.handler, requests.get(i)!, defer);
        if (res.status !== 200) throw new Error(`receiver answered ${res.status}: ${await res.text()}`);
      };
      const receive = receiveWith((task) => void deferred.push(task));
      const warmIds = Array.from({ length: warm }, (_, k) => 2 * n + k);
      await timed(warmIds, insertRaw);
      buildRequests(warmIds);
      await timed(warmIds, receive);
      await runDeferred(deferred);
      deferred = [];

      const rawSample: Sample = { ms: 0, count: 0, lat: [] };
      const receiverSample: Sample = { ms: 0, count: 0, lat: [] };
      const roundRatios: number[] = [];
      const rcvRawCost = new CostMeter(pool);
      const rcvCost = new CostMeter(pool);
      for (let r = 0; r < ROUNDS; r++) {
        const round = Array.from({ length: n }, (_, i) => i).filter((i) => i % ROUNDS === r);
        const rawMs = rawSample.ms;
        const receiverMs = receiverSample.ms;
        buildRequests(round);
        await rcvRawCost.measure(round.length, () => timed(round, insertRaw, rawSample));
        await rcvCost.measure(round.length, () => timed(round, receive, receiverSample));
        roundRatios.push((rawSample.ms - rawMs) / (receiverSample.ms - receiverMs));
      }
      const raw = summary(rawSample);
      const receiver = summary(receiverSample);
      if (deferred.length !== n)
        throw new Error(`expected ${n} deliveries to normalize, got ${deferred.length}`);
      const normalize = await runDeferred(deferred);
      deferred = [];
      const unprocessed = await db.callbackInbox.count({ where: { service: c.name, processedAt: null } });
      if (unprocessed) throw new Error(`${unprocessed} ${c.name} deliveries were not normalized`);
      // Receive and normalize one after the other: what the two rates above add up to.
      const sequential = Math.round((n / (n / receiver.perSecond + n / normalize.perSecond)) * 10) / 10;

      // End to end, measured: 8 deliveries at a time to the receiver, each normalized right after
      // its 200 (as Next's `after` does), alternating in rounds with raw inserts of the same bodies.
      const e2eRaw: Sample = { ms: 0, count: 0, lat: [] };
      const e2e: Sample = { ms: 0, count: 0, lat: [] };
      const e2eRatios: number[] = [];
      const rawCost = new CostMeter(pool);
      const e2eCost = new CostMeter(pool);
      await profiled(`${c.key}${size}`, async () => {
        for (let r = 0; r < ROUNDS; r++) {
          const round = Array.from({ length: n }, (_, i) => n + i).filter((i) => i % ROUNDS === r);
          const rawMs = e2eRaw.ms;
          buildRequests(round);
          await rawCost.measure(round.length, () => timed(round, insertRaw, e2eRaw));
          const running: Promise<unknown>[] = [];
          const ms = await e2eCost.measure(round.length, async () => {
            const start = performance.now();
            await timed(
              round,
              receiveWith((task) => void running.push(task())),
            );
            await Promise.all(running);
            return performance.now() - start;
          });
          e2e.ms += ms;
          e2e.count += round.length;
          e2eRatios.push((e2eRaw.ms - rawMs) / ms);
        }
      });
      const stillUnprocessed = await db.callbackInbox.count({
        where: { service: c.name, processedAt: null },
      });
      if (stillUnprocessed)
        throw new Error(`${stillUnprocessed} ${c.name} deliveries were not normalized end to end`);
      results.push({
        service: c.name,
        key: `${c.key}${size}`,
        unit: c.unit,
        routes: size,
        bodyKB: Math.round(Buffer.byteLength(bodies[0]!) / 102.4) / 10,
        n,
        receiver,
        raw,
        ratio: Math.round(median(roundRatios) * 100) / 100,
        roundRatios: roundRatios.map((x) => Math.round(x * 100) / 100),
        // The receiver alone, per delivery, beside the raw inserts of its rounds (as endToEnd.cost).
        receiverCost: rcvCost.perItem(),
        receiverRawCost: rcvRawCost.perItem(),
        normalize,
        sequentialPerSecond: sequential,
        endToEndPerSecond: sequential,
        endToEnd: {
          perSecond: Math.round((e2e.count / e2e.ms) * 1000 * 10) / 10,
          rawPerSecond: summary(e2eRaw).perSecond,
          ratio: Math.round(median(e2eRatios) * 100) / 100,
          roundRatios: e2eRatios.map((x) => Math.round(x * 100) / 100),
          sequentialRatio: Math.round((sequential / raw.perSecond) * 100) / 100,
          // Per delivery: Node and PostgreSQL CPU, the cores busy, the WAL written; the raw inserts'
          // beside it. The ratio is about rawCost's CPU ÷ cost's CPU × their cores busy.
          cost: e2eCost.perItem(),
          rawCost: rawCost.perItem(),
        },
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
