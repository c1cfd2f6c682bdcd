// `npm run load`: load on loopback with autocannon against the real app built for production,
// started by the launcher exactly as `npm start` starts it (web behind its access-log front,
// simulator, worker, SMTP receiver) on a throwaway database of its own embedded PostgreSQL.
// Targets, one after the other: each service's callback receiver (valid Basic auth, the simulator's
// own bodies, every body distinct, for request rows that exist — lib/test/simulator-bodies.ts) and
// the main signed-in pages. Prints requests/s, p50/p99 latency and errors per target, then checks
// that no delivery answered 200 was lost: once the inbox sweep settles, every 200 is one inbox row,
// normalized without error. Exit 1 on any error or loss. Last line: `{"load": [...]}`.
// Settings: LOAD_CONNECTIONS (50), LOAD_SECONDS (30), LOAD_TARGETS (comma list of target names);
// ports PORT / SIM_PORT / SMTP_PORT (3170 / 4170 / 2670 here) and LOAD_PG_PORT (54396).
import { spawn } from "node:child_process";
import os from "node:os";
import { randomBytes } from "node:crypto";
import readline from "node:readline";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { prefixer } from "./launch/processes";
import { createDatabase, dropDatabase, ensurePostgres } from "./lib/embedded-postgres";
import { callbackTargets } from "./load/callback-targets";
import { signIn, startFlightSearch } from "./load/session";

const log = prefixer("load");
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const ONLY = process.env.LOAD_TARGETS?.split(",").map((s) => s.trim()).filter(Boolean);
const port = Number(process.env.PORT ?? 3170);
const base = `http://127.0.0.1:${port}`;

export interface LoadRow {
  target: string;
  kind: "callback" | "page";
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok2xx: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  /** Callbacks only: 200s whose delivery is not normalized after the sweep settled. */
  lost?: number;
  /** Pages only: one request alone (median of 3, full body), before the load: the server's own cost
   *  per page, to read the loaded figures against (50 connections ≈ 50 × this when CPU-bound). */
  soloMs?: number;
}

/** Median wall time of `n` requests one after the other, each read to its last byte. */
async function soloMs(url: string, cookie: string, n = 3): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status} alone`);
    times.push(performance.now() - t);
  }
  return Math.round(times.sort((a, b) => a - b)[Math.floor(n / 2)]!);
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(" / ");

async function waitForHealth(timeoutMs: number, exited: Promise<number>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !done) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet (the first start builds the app)
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(done ? "the launcher exited before the app was up" : `the app did not answer ${base}/api/health within ${timeoutMs / 1000} s`);
}

async function fire(opts: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 30, ...opts });
}

function row(target: string, kind: LoadRow["kind"], r: autocannon.Result): LoadRow {
  return {
    target,
    kind,
    connections: r.connections,
    seconds: r.duration,
    requests: r.requests.total,
    perSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    ok2xx: r["2xx"],
    non2xx: r.non2xx,
    socketErrors: Math.max(0, r.errors - r.timeouts),
    timeouts: r.timeouts,
  };
}

/** Wait until the callback inbox has nothing left to normalize (right after each 200, or the sweep). */
async function settle(db: pg.Client, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "CallbackInbox" WHERE "processedAt" IS NULL`);
    const pending = Number(rows[0]!.n);
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The launcher as `npm start` runs it; its per-request access lines (most of its output under
 *  load) are dropped, everything else is printed. */
function startLauncher(env: NodeJS.ProcessEnv) {
  const out = prefixer("app");
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/launch.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on("line", (line) => {
    if (!/^\S*access\s*\|/.test(line.replace(/\x1b\[[0-9;]*m/g, ""))) out(line);
  });
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  return { child, exited };
}

async function main() {
  const pgPort = Number(process.env.LOAD_PG_PORT ?? 54396);
  const pgServer = await ensurePostgres({ dataDir: path.resolve(".data/load-pg"), port: pgPort, log: prefixer("postgres") });
  const name = `milepost_load_${process.pid}_${randomBytes(3).toString("hex")}`;
  await createDatabase(pgServer.url, name);
  const url = new URL(pgServer.url);
  url.pathname = `/${name}`;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(port),
    SIM_PORT: process.env.SIM_PORT ?? "4170",
    SMTP_PORT: process.env.SMTP_PORT ?? "2670",
    MILEPOST_DATA_DIR: process.env.LOAD_DATA_DIR ?? ".data/load",
    DEMO_SEED: "off",
    SIM_TIME_SCALE: "0.05", // the flight search behind the results page finishes in seconds
  } as unknown as NodeJS.ProcessEnv;
  const launcher = startLauncher(env);
  let failed = false;
  const rows: LoadRow[] = [];
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    log(`starting the app (first start or changed sources: a production build first)…`);
    await waitForHealth(20 * 60_000, launcher.exited);
    await db.connect();
    const session = await signIn(base, "demo@milepost.test", "milepost-demo");
    const { rows: users } = await db.query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'demo@milepost.test'`);
    const userId = users[0]!.id;
    const searchId = await startFlightSearch(base, session);
    log(`signed in; flight search ${searchId} finished; ${CONNECTIONS} connections × ${SECONDS} s per target; load average ${loadAverage()} (1 / 5 / 15 min, ${os.cpus().length} CPUs)`);

    const callbacks = await callbackTargets(db, userId);
    const pages = ["/dashboard", `/flights?search=${searchId}`, "/hotels", "/accounts", "/timeline", "/inbox"];
    const want = (t: string) => !ONLY || ONLY.includes(t);

    const accepted = new Map<string, { service: string; keyField: string; keys: string[] }>();
    for (const t of callbacks) {
      const target = `POST /api/callbacks/${t.service}`;
      if (!want(t.service) && !want(target)) continue;
      // Which bodies were answered 200: a connection sends one request at a time, so the key set up
      // for a request is the one its response answers.
      const answered: string[] = [];
      const r = await fire({
        url: `${base}/api/callbacks/${t.service}`,
        requests: [{
          method: "POST",
          headers: { "content-type": "application/json", authorization: t.credentials },
          setupRequest: (req, context) => {
            const { body, key } = t.next();
            context.key = key;
            return { ...req, body };
          },
          onResponse: (status, _body, context) => {
            if (status === 200) answered.push(context.key as string);
          },
        }],
      });
      rows.push(row(target, "callback", r));
      // The normalizations the 200s deferred run on after the clock stops: let them finish, so the
      // next target is measured on its own (and a backlog that never drains shows as "lost").
      await settle(db, 120_000);
      accepted.set(target, { service: t.service, keyField: t.keyField, keys: answered });
      log(`${target}: ${Math.round(r.requests.average)}/s, p99 ${r.latency.p99} ms, ${r.non2xx + r.errors} errors`);
    }
    for (const p of pages) {
      const target = `GET ${p.replace(/\?search=.*/, "?search=<id>")}`;
      if (!want(p.split("?")[0]!) && !want(target)) continue;
      const solo = await soloMs(`${base}${p}`, session);
      const r = await fire({ url: `${base}${p}`, headers: { cookie: session } });
      rows.push({ ...row(target, "page", r), soloMs: solo });
      log(`${target}: ${Math.round(r.requests.average)}/s, p99 ${r.latency.p99} ms, ${r.non2xx + r.errors} errors`);
    }

    // Nothing lost: every body answered 200 is in the inbox and normalized without error (processedAt
    // set, no lastError) once the receiver's after-response work and the sweep are done.
    const pending = await settle(db, 180_000);
    if (pending) log(`${pending} deliveries still not normalized after 3 minutes`);
    for (const r of rows.filter((x) => x.kind === "callback")) {
      const a = accepted.get(r.target)!;
      const { rows: c } = await db.query<{ n: string }>(
        `SELECT count(DISTINCT body->>'${a.keyField}') AS n FROM "CallbackInbox"
         WHERE service = $1 AND body->>'${a.keyField}' = ANY($2::text[]) AND "processedAt" IS NOT NULL AND "lastError" IS NULL`,
        [a.service, a.keys],
      );
      r.lost = a.keys.length - Number(c[0]!.n);
    }
  } catch (error) {
    failed = true;
    log(`load run failed: ${(error as Error).stack ?? error}`);
  } finally {
    await db.end().catch(() => {});
    launcher.child.kill("SIGTERM");
    await launcher.exited;
    await dropDatabase(pgServer.url, name).catch(() => {});
    await pgServer.stop();
  }

  console.log(`\nLoad on loopback (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target; production build, launcher as npm start)`);
  console.table(rows.map((r) => ({ target: r.target, "req/s": r.perSecond, requests: r.requests, "p50 ms": r.p50Ms, "p99 ms": r.p99Ms, "alone ms": r.soloMs ?? "", "non-2xx": r.non2xx, "socket errors": r.socketErrors, timeouts: r.timeouts, lost: r.lost ?? "" })));
  log(`load average at the end ${loadAverage()} (1 / 5 / 15 min, ${os.cpus().length} CPUs)`);
  const bad = rows.filter((r) => r.non2xx || r.socketErrors || r.timeouts || r.lost);
  for (const r of bad) log(`MISSED: ${r.target} — ${r.non2xx} non-2xx, ${r.socketErrors} socket errors, ${r.timeouts} timeouts, ${r.lost ?? 0} lost`);
  console.log(JSON.stringify({ load: rows }));
  process.exit(failed || bad.length || rows.length === 0 ? 1 : 0);
}

void main();
