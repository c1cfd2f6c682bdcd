// `npm run load`: load on loopback with autocannon against the real app built for production,
// started by the launcher exactly as `npm start` starts it (web behind its access-log front,
// simulator, worker, SMTP receiver) on a throwaway database of its own embedded PostgreSQL.
// Targets, one after the other: each service's callback receiver (valid Basic auth, the simulator's
// own bodies, every body distinct, for request rows that exist — lib/test/simulator-bodies.ts — of a
// user of their own), then the minimal signed-in route (the session check alone), then every main
// signed-in page and each JSON route that page's client calls, for a small user (the demo) and a
// large one (scripts/load/seed-users.ts). Per target: requests/s, p50/p99 latency, errors, bytes, and
// from the web process itself (GET /api/load-probe, LOAD_PROBE=on) its CPU time and database
// statements per request. Checks that no callback answered 200 was lost and counts PostgreSQL's
// deadlocks. Exit 1 on any error or loss. Last line: `{"load": {...}}` (keys in bench/README.md).
// Settings: LOAD_CONNECTIONS (50), LOAD_SECONDS (5, per target, after LOAD_WARM_UP_SECONDS (2) unmeasured), LOAD_TARGETS (comma list of target
// names: a service, a page path, "minimal"), LOAD_SIZES (small,large), LOAD_PROFILE (a directory:
// a CPU profile per target, scripts/load/profile-summary.ts reads it); ports PORT / SIM_PORT /
// SMTP_PORT (3170 / 4170 / 2670 here), LOAD_PG_PORT (54396) and LOAD_PG_DATA (.data/load-pg); its own
// build folder (.next-load, NEXT_DIST_DIR).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { randomBytes } from "node:crypto";
import readline from "node:readline";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { prefixer } from "./launch/processes";
import { createDatabase, dropDatabase, ensurePostgres } from "./lib/embedded-postgres";
import { callbackTargets } from "./load/callback-targets";
import { MINIMAL, PAGES } from "./load/pages";
import { perRequest, readProbe, type PerRequest } from "./load/probe";
import {
  createUser,
  LARGE,
  seedBusiness,
  seedLargeUser,
  SMALL_BUSINESS,
  waitForDemoData,
} from "./load/seed-users";
import { signIn, startFlightSearch } from "./load/session";

const log = prefixer("load");
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.LOAD_WARM_UP_SECONDS ?? 2);
const ONLY = process.env.LOAD_TARGETS?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const SIZES = (process.env.LOAD_SIZES ?? "small,large")
  .split(",")
  .map((s) => s.trim())
  .filter((s): s is Size => s === "small" || s === "large");
// A directory: each page and route target also writes a V8 CPU profile of the web process there
// (sampling slows the process a little: read the figures of such a run as relative).
const PROFILE_DIR = process.env.LOAD_PROFILE ? path.resolve(process.env.LOAD_PROFILE) : undefined;
const port = Number(process.env.PORT ?? 3170);
const base = `http://127.0.0.1:${port}`;
type Size = "small" | "large";

export interface LoadRow {
  target: string;
  kind: "callback" | "page" | "api" | "minimal";
  size?: Size;
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
  /** Pages and routes: one request alone (median of 3, full body), before the load: the server's
   *  own cost per request, to read the loaded figures against (50 connections ≈ 50 × this when CPU-bound). */
  soloMs?: number;
  /** Pages: the HTML of a full load, and the RSC payload of a client navigation (bytes); routes: the JSON. */
  htmlBytes?: number;
  rscBytes?: number;
  jsonBytes?: number;
  /** From the web process during the target (GET /api/load-probe). */
  cost?: PerRequest;
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

/** Bytes of one response body (as sent: no compression is asked for). */
async function bodyBytes(url: string, headers: Record<string, string>): Promise<number> {
  // A client navigation's request carries `_rsc`, a hash of its router headers: Next redirects a
  // request without it to the address that has it, so the RSC fetch follows; a page must not redirect.
  const res = await fetch(url, { headers, redirect: headers.rsc ? "follow" : "manual" });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok)
    throw new Error(
      `${url}${headers.rsc ? " (RSC)" : ""} answered ${res.status}${res.headers.get("location") ? ` → ${res.headers.get("location")}` : ""}`,
    );
  return bytes;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

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
  throw new Error(
    done
      ? "the launcher exited before the app was up"
      : `the app did not answer ${base}/api/health within ${timeoutMs / 1000} s`,
  );
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
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM "CallbackInbox" WHERE "processedAt" IS NULL`,
    );
    const pending = Number(rows[0]!.n);
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Runs of the worker's trip-change check that looked at someone (counted from its log lines). */
let tripChecks = 0;

/** The worker compares a user's whole timeline once after their itineraries were written (the trip
 *  change notice: ~12 s of CPU for the large user's 5,000 on this machine): wait for that run, so it
 *  is not measured as part of the first targets. */
async function waitForTripCheck(after: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (tripChecks <= after && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
  return tripChecks > after;
}

/** The launcher as `npm start` runs it; its per-request access lines (most of its output under
 *  load) are dropped, everything else is printed. */
function startLauncher(env: NodeJS.ProcessEnv) {
  const out = prefixer("app");
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/launch.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on("line", (line) => {
      const plain = line.replace(/\x1b\[[0-9;]*m/g, "");
      if (/notice-trip-changes done .*"users":[1-9]/.test(plain)) tripChecks += 1;
      if (!/^\S*access\s*\|/.test(plain)) out(line);
    });
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  return { child, exited };
}

/** One GET target under load, with the web process's CPU and statements per request around it. */
async function measureGet(
  target: string,
  kind: LoadRow["kind"],
  size: Size | undefined,
  url: string,
  cookie: string,
): Promise<LoadRow> {
  // An unmeasured burst first: a page's first renders compile its code, and the first size measured
  // of each page would carry that cost alone (the small user's /accounts read 1/s against 6/s large).
  await autocannon({ url, headers: { cookie }, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const solo = await soloMs(url, cookie);
  if (PROFILE_DIR) await fetch(`${base}/api/load-probe?profile=start`);
  const before = await readProbe(base);
  const r = await fire({ url, headers: { cookie } });
  const after = await readProbe(base);
  if (PROFILE_DIR) {
    const file = path.join(
      PROFILE_DIR,
      `${
        target
          .replace(/^GET /, "")
          .replace(/[^a-z0-9]+/gi, "_")
          .replace(/^_|_$/g, "") || "root"
      }${size ? `.${size}` : ""}.cpuprofile`,
    );
    fs.mkdirSync(PROFILE_DIR, { recursive: true });
    fs.writeFileSync(file, await (await fetch(`${base}/api/load-probe?profile=stop`)).text());
    log(`CPU profile: ${file} (node --import tsx scripts/load/profile-summary.ts ${file})`);
  }
  const out: LoadRow = {
    ...row(target, kind, r),
    size,
    soloMs: solo,
    cost: perRequest(before, after, r.requests.total),
  };
  if (kind === "page") {
    out.htmlBytes = await bodyBytes(url, { cookie });
    // What a client-side navigation to the page fetches (the RSC flight payload).
    out.rscBytes = await bodyBytes(url, { cookie, rsc: "1" });
  } else out.jsonBytes = await bodyBytes(url, { cookie });
  log(
    `${target}${size ? ` (${size})` : ""}: ${out.perSecond}/s, p50 ${out.p50Ms} ms, p99 ${out.p99Ms} ms, CPU ${out.cost!.cpuMsPerView} ms and ${out.cost!.queriesPerView} statements a request, ${out.non2xx + out.socketErrors + out.timeouts} errors`,
  );
  return out;
}

const deadlocks = async (db: pg.Client) =>
  Number(
    (
      await db.query<{ n: string }>(
        `SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`,
      )
    ).rows[0]!.n,
  );

async function main() {
  const pgPort = Number(process.env.LOAD_PG_PORT ?? 54396);
  const pgServer = await ensurePostgres({
    // Two runs at once (different ports) need a data directory each: one cluster cannot serve two ports.
    dataDir: path.resolve(process.env.LOAD_PG_DATA ?? ".data/load-pg"),
    port: pgPort,
    log: prefixer("postgres"),
  });
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
    // A build folder of its own: e2e runs rebuild .next while this one serves.
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-load",
    // The small user is the demo as `npm start` makes it: its first-run content is seeded (waited for below).
    DEMO_SEED: "on",
    LOAD_PROBE: "on",
    SIM_TIME_SCALE: "0.05", // the flight search behind the results page finishes in seconds
  } as unknown as NodeJS.ProcessEnv;
  const launcher = startLauncher(env);
  let failed = false;
  const rows: LoadRow[] = [];
  let deadlocksDuringRun = 0;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    log(`starting the app (first start or changed sources: a production build first)…`);
    await waitForHealth(20 * 60_000, launcher.exited);
    await db.connect();
    const deadlocksAtStart = await deadlocks(db);
    const sessions = new Map<Size, { cookie: string; searchId: string }>();
    const { rows: demo } = await db.query<{ id: string }>(
      `SELECT id FROM "User" WHERE email = 'demo@milepost.test'`,
    );
    const large = SIZES.includes("large")
      ? await createUser(db, "large@load.milepost.test", "load-large-user", "Jordan Avery")
      : null;
    const t0 = performance.now();
    const demoData = await waitForDemoData(db, demo[0]!.id, 180_000);
    await seedBusiness(db, demo[0]!.id, SMALL_BUSINESS.people, SMALL_BUSINESS.accounts);
    const checksBefore = tripChecks;
    if (large) await seedLargeUser(db, large.id);
    log(
      `seeded in ${Math.round(performance.now() - t0).toLocaleString("en-US")} ms: the demo user (small: ${demoData.accounts} linked accounts, ${demoData.emails} emails, ${demoData.searches} searches) plus a business of ${SMALL_BUSINESS.people} people and ${SMALL_BUSINESS.accounts} accounts${large ? `; the large user: ${LARGE.accounts} accounts with ${LARGE.historyYears} years of weekly history, ${LARGE.itineraries.toLocaleString("en-US")} itineraries, ${LARGE.emails.toLocaleString("en-US")} emails, ${LARGE.searches} searches, a business of ${LARGE.people.toLocaleString("en-US")} people and ${LARGE.businessAccounts.toLocaleString("en-US")} accounts` : ""}`,
    );
    if (large && !(await waitForTripCheck(checksBefore, 150_000)))
      log("the worker's trip-change check of the large user was not seen within 150 s: measuring anyway");
    await Promise.all(
      SIZES.map(async (size) => {
        const cookie =
          size === "small"
            ? await signIn(base, "demo@milepost.test", "milepost-demo")
            : await signIn(base, large!.email, large!.password);
        sessions.set(size, { cookie, searchId: await startFlightSearch(base, cookie) });
      }),
    );
    log(
      `signed in (${SIZES.join(", ")}); flight searches finished; ${CONNECTIONS} connections × ${SECONDS} s per target; load average ${loadAverage()} (1 / 5 / 15 min, ${os.cpus().length} CPUs)`,
    );
    const want = (t: string) => !ONLY || ONLY.includes(t);

    // Callbacks go to a user of their own, so the pages' users stay the size they were made.
    const callbackUser = await createUser(
      db,
      "callbacks@load.milepost.test",
      randomBytes(12).toString("hex"),
      "Callback Load",
    );
    const callbacks = await callbackTargets(db, callbackUser.id);
    const accepted = new Map<string, { service: string; keyField: string; keys: string[] }>();
    for (const t of callbacks) {
      const target = `POST /api/callbacks/${t.service}`;
      if (!want(t.service) && !want(target)) continue;
      // Which bodies were answered 200: a connection sends one request at a time, so the key set up
      // for a request is the one its response answers.
      const answered: string[] = [];
      const r = await fire({
        url: `${base}/api/callbacks/${t.service}`,
        requests: [
          {
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
          },
        ],
      });
      rows.push(row(target, "callback", r));
      // The normalizations the 200s deferred run on after the clock stops: let them finish, so the
      // next target is measured on its own (and a backlog that never drains shows as "lost").
      await settle(db, 120_000);
      accepted.set(target, { service: t.service, keyField: t.keyField, keys: answered });
      log(
        `${target}: ${Math.round(r.requests.average)}/s, p99 ${r.latency.p99} ms, ${r.non2xx + r.errors} errors`,
      );
    }

    const first = sessions.get(SIZES[0]!)!;
    if (want("minimal")) {
      // Measured first, so the process is still warming up (code compiled on first use): a short
      // unmeasured burst first, or the floor every page is read against reads too high.
      await autocannon({
        url: `${base}${MINIMAL}`,
        headers: { cookie: first.cookie },
        connections: CONNECTIONS,
        duration: 2,
      });
      rows.push(await measureGet(`GET ${MINIMAL}`, "minimal", undefined, `${base}${MINIMAL}`, first.cookie));
    }
    for (const p of PAGES) {
      if (!want(p.name)) continue;
      for (const size of SIZES) {
        const { cookie, searchId } = sessions.get(size)!;
        const pagePath = p.path(searchId);
        rows.push(await measureGet(`GET ${p.name}`, "page", size, `${base}${pagePath}`, cookie));
        for (const api of p.apis) {
          const apiPath = api(searchId);
          rows.push(
            await measureGet(
              `GET ${apiPath.replace(searchId, "<id>")}`,
              "api",
              size,
              `${base}${apiPath}`,
              cookie,
            ),
          );
        }
      }
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
    deadlocksDuringRun = (await deadlocks(db)) - deadlocksAtStart;
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

  const kb = (n?: number) =>
    n === undefined ? "" : `${(n / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} kB`;
  console.log(
    `\nLoad on loopback (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target; production build, launcher as npm start)`,
  );
  console.table(
    rows.map((r) => ({
      target: r.target,
      size: r.size ?? "",
      "req/s": r.perSecond,
      "p50 ms": r.p50Ms,
      "p99 ms": r.p99Ms,
      "alone ms": r.soloMs ?? "",
      "CPU ms/req": r.cost?.cpuMsPerView ?? "",
      "SQL/req": r.cost?.queriesPerView ?? "",
      "SQL ms/req": r.cost?.queryMsPerView ?? "",
      HTML: kb(r.htmlBytes),
      RSC: kb(r.rscBytes),
      JSON: kb(r.jsonBytes),
      errors: r.non2xx + r.socketErrors + r.timeouts,
      lost: r.lost ?? "",
    })),
  );
  const summary = summarize(rows, deadlocksDuringRun);
  for (const line of summary.lines) log(line);
  log(
    `load average at the end ${loadAverage()} (1 / 5 / 15 min, ${os.cpus().length} CPUs); PostgreSQL deadlocks during the run: ${deadlocksDuringRun}`,
  );
  // A target none of whose requests finished within LOAD_SECONDS measured nothing: a miss, not a zero.
  const bad = rows.filter((r) => r.non2xx || r.socketErrors || r.timeouts || r.lost || r.requests === 0);
  for (const r of bad)
    log(
      `MISSED: ${r.target}${r.size ? ` (${r.size})` : ""} — ${r.requests === 0 ? `no request finished within ${SECONDS} s, ` : ""}${r.non2xx} non-2xx, ${r.socketErrors} socket errors, ${r.timeouts} timeouts, ${r.lost ?? 0} lost`,
    );
  console.log(JSON.stringify({ load: summary.json }));
  process.exit(failed || bad.length || rows.length === 0 ? 1 : 0);
}

// Issue 40: ≤ 20 ms of CPU per view at demo size and ≥ 0.3 × the minimal route's requests/s.
// Issue 39: large ÷ small requests/s ≥ 0.8, large HTML ≤ 1.5 × small, no page over 200 kB of HTML.
const TARGET = {
  cpuMsPerView: 20,
  ofMinimal: 0.3,
  largeOverSmall: 0.8,
  htmlGrowth: 1.5,
  htmlMaxBytes: 200 * 1024,
};

function figures(r: LoadRow) {
  return {
    perSecond: r.perSecond,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    soloMs: r.soloMs,
    htmlBytes: r.htmlBytes,
    rscBytes: r.rscBytes,
    jsonBytes: r.jsonBytes,
    cpuMsPerView: r.cost?.cpuMsPerView,
    queriesPerView: r.cost?.queriesPerView,
    queryMsPerView: r.cost?.queryMsPerView,
    errors: r.non2xx + r.socketErrors + r.timeouts,
  };
}

/** The JSON line's `load` object — `load.<page>.{cpuMsPerView, queriesPerView, small, large, ratios}`,
 *  `load.<api>.{small, large}`, `load.minimal`, `load.callbacks.<service>`, `load.deadlocks` — and the
 *  target lines printed above it. */
function summarize(rows: LoadRow[], deadlockCount: number) {
  const json: Record<string, unknown> = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    deadlocks: deadlockCount,
    targets: TARGET,
  };
  const lines: string[] = [];
  const minimal = rows.find((r) => r.kind === "minimal");
  if (minimal) json.minimal = figures(minimal);
  const callbacks: Record<string, unknown> = {};
  for (const r of rows.filter((x) => x.kind === "callback"))
    callbacks[r.target.replace("POST /api/callbacks/", "")] = { ...figures(r), lost: r.lost };
  if (Object.keys(callbacks).length) json.callbacks = callbacks;
  const names = [
    ...new Set(
      rows.filter((r) => r.kind === "page" || r.kind === "api").map((r) => r.target.replace(/^GET /, "")),
    ),
  ];
  for (const name of names) {
    const of = (size: Size) => rows.find((r) => r.target === `GET ${name}` && r.size === size);
    const small = of("small");
    const large = of("large");
    const entry: Record<string, unknown> = {};
    if (small)
      Object.assign(entry, {
        cpuMsPerView: small.cost?.cpuMsPerView,
        queriesPerView: small.cost?.queriesPerView,
        queryMsPerView: small.cost?.queryMsPerView,
        small: figures(small),
      });
    if (large) entry.large = figures(large);
    const ratios: Record<string, number> = {};
    const round = (x: number) => Math.round(x * 100) / 100;
    if (small && large && small.perSecond)
      ratios.largeOverSmallPerSecond = round(large.perSecond / small.perSecond);
    if (small?.htmlBytes && large?.htmlBytes)
      ratios.largeOverSmallHtml = round(large.htmlBytes / small.htmlBytes);
    if (small && minimal?.perSecond)
      ratios.smallOverMinimalPerSecond = round(small.perSecond / minimal.perSecond);
    entry.ratios = ratios;
    json[name] = entry;
    if (small?.kind !== "page" && large?.kind !== "page") continue;
    const misses: string[] = [];
    if (small?.cost && small.cost.cpuMsPerView > TARGET.cpuMsPerView)
      misses.push(`CPU ${small.cost.cpuMsPerView} ms a view (target ≤ ${TARGET.cpuMsPerView})`);
    if (ratios.smallOverMinimalPerSecond !== undefined && ratios.smallOverMinimalPerSecond < TARGET.ofMinimal)
      misses.push(
        `${ratios.smallOverMinimalPerSecond} × the minimal route's requests/s (target ≥ ${TARGET.ofMinimal})`,
      );
    if (
      ratios.largeOverSmallPerSecond !== undefined &&
      ratios.largeOverSmallPerSecond < TARGET.largeOverSmall
    )
      misses.push(
        `large ÷ small requests/s ${ratios.largeOverSmallPerSecond} (target ≥ ${TARGET.largeOverSmall})`,
      );
    if (ratios.largeOverSmallHtml !== undefined && ratios.largeOverSmallHtml > TARGET.htmlGrowth)
      misses.push(`large HTML ${ratios.largeOverSmallHtml} × small (target ≤ ${TARGET.htmlGrowth})`);
    for (const r of [small, large])
      if (r?.htmlBytes && r.htmlBytes > TARGET.htmlMaxBytes)
        misses.push(`${r.size} HTML ${(r.htmlBytes / 1024).toFixed(0)} kB (target ≤ 200 kB)`);
    lines.push(`${name}: ${misses.length ? `misses — ${misses.join("; ")}` : "within the targets measured"}`);
  }
  return { json, lines };
}

void main();
