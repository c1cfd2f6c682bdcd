// Child process of bench/run.ts (needs --conditions=react-server for lib/ modules). Measures the real
// receiver (receiveCallback: size cap, auth, JSON, zod, the one-statement inbox insert, the 200)
// against raw JSONB inserts of the same bodies on the same database, 8 at a time. The normalization
// the receiver defers (Next's `after` in the app) is then run and timed on its own, 8 at a time, and
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
const iterations = (n: number) => (n >= 500 ? 60 : n >= 200 ? 120 : n >= 50 ? 300 : 1000);
const WARM_UP = 16; // untimed deliveries per path first, so neither side is measured cold (JIT, plans)

async function timed(count: number, op: (i: number) => Promise<void>) {
  const lat: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        await op(i);
        lat.push(performance.now() - t);
      }
    }),
  );
  const total = performance.now() - start;
  lat.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]! * 10) / 10;
  return { perSecond: Math.round((count / total) * 1000 * 10) / 10, p50: pct(0.5), p99: pct(0.99) };
}

/** Normalize every accepted row of this service, 8 at a time, as the sweep would. */
async function normalizePending(c: IngestionCase) {
  const rows = await db.callbackInbox.findMany({ where: { service: c.name, processedAt: null }, select: { id: true }, orderBy: { id: "asc" } });
  return timed(rows.length, async (i) => {
    if (!(await processDelivery(c.handler, rows[i]!.id.toString()))) throw new Error("inbox row was not processed");
  });
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
      const ids = Array.from({ length: n + WARM_UP }, () => randomUUID());
      const bodies = ids.map((id) => JSON.stringify(c.body(size, id)));
      for (const id of ids) await c.prepare(user.id, id);
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
      for (let i = n; i < n + WARM_UP; i++) await insertRaw(i);
      for (let i = n; i < n + WARM_UP; i++) await receive(i);
      await normalizePending(c);
      deferred = 0;

      const raw = await timed(n, insertRaw);
      const receiver = await timed(n, receive);
      if (deferred !== n) throw new Error(`expected ${n} deliveries to normalize, got ${deferred}`);
      const normalize = await normalizePending(c);
      const unprocessed = await db.callbackInbox.count({ where: { service: c.name, processedAt: null } });
      if (unprocessed) throw new Error(`${unprocessed} ${c.name} deliveries were not normalized`);
      const endToEnd = Math.round((n / (n / receiver.perSecond + n / normalize.perSecond)) * 10) / 10;
      results.push({
        service: c.name, routes: size, bodyKB: Math.round(Buffer.byteLength(bodies[0]!) / 102.4) / 10, n, receiver, raw,
        ratio: Math.round((receiver.perSecond / raw.perSecond) * 100) / 100, normalize, endToEndPerSecond: endToEnd,
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
