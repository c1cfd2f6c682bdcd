// Child process of bench/run.ts (needs --conditions=react-server for lib/ modules). Measures the real
// receiver (receiveCallback: auth, JSON, zod, one transaction) against raw JSONB inserts of the
// same bodies on the same database, 8 at a time. Prints one JSON line with the figures.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { INGESTION_CASES } from "./ingestion-cases";
import { receiveCallback } from "@/lib/callbacks/receive-callback";
import { db } from "@/lib/db";
import { serviceConfig } from "@/lib/env";

const CONCURRENCY = 8;
const iterations = (n: number) => (n >= 500 ? 40 : n >= 50 ? 120 : 300);

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
      const ids = Array.from({ length: n }, () => randomUUID());
      const bodies = ids.map((id) => JSON.stringify(c.body(size, id)));
      for (const id of ids) await c.prepare(user.id, id);
      const raw = await timed(n, async (i) => void (await pool.query("INSERT INTO bench_raw (body) VALUES ($1)", [bodies[i]])));
      const receiver = await timed(n, async (i) => {
        const res = await receiveCallback(c.handler, new Request(`http://127.0.0.1/api/callbacks/${c.name}`, { method: "POST", body: bodies[i], headers: { authorization: auth, "content-type": "application/json" } }));
        if (res.status !== 200) throw new Error(`receiver answered ${res.status}: ${await res.text()}`);
      });
      results.push({ service: c.name, routes: size, bodyKB: Math.round(Buffer.byteLength(bodies[0]!) / 102.4) / 10, n, receiver, raw, ratio: Math.round((receiver.perSecond / raw.perSecond) * 100) / 100 });
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
