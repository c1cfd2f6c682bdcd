// `npm run bench`: callback ingestion (receiver vs raw PostgreSQL inserts) and the results page in
// Chromium, and first-load JavaScript per route (bench/bundles.ts). Prints readable tables and, as
// its last line, one JSON object with every figure (bundles.<route>.gzipKb among them).
// Own embedded PostgreSQL (BENCH_PG_PORT, default 54398; data in .data/bench-pg) and a throwaway database.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createDatabase, dropDatabase, ensurePostgres } from "../scripts/lib/embedded-postgres";
import { runMigrateDeploy } from "../scripts/lib/run-migrate-deploy";
import { PGBOUNCER_BIN, startPgBouncer } from "../scripts/lib/pgbouncer";
import { WEB_NODE_FLAGS } from "../scripts/launch/web-node-flags";
import { BUNDLE_BUDGET_KB, measureBundles, type RouteBundle } from "./bundles";
import type { Cost } from "./cpu-and-wal";
import { benchLive } from "./live";
import { benchJourneysPage } from "./journeys-page";
import { benchResultsPage } from "./results-page";
import { benchTimelinePage } from "./timeline-page";
import { benchWatchSchedule, printWatchSchedule } from "./watch-schedule";

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => fs.existsSync(p));
}

/** The results page and the journeys in Chromium (no database): `npm run bench -- pages` runs only these. */
async function benchPages() {
  let resultsPage: Awaited<ReturnType<typeof benchResultsPage>> | { skipped: string };
  try {
    resultsPage = await benchResultsPage(chromiumPath());
    console.log(
      `\nResults page in Chromium: ${resultsPage.routes} routes + ${resultsPage.calendarDays}-day calendar on screen ${resultsPage.renderMs} ms after they arrive (page mounted, cold, in ${resultsPage.mountMs} ms; target for interactions: < 100 ms)`,
    );
    console.table(
      resultsPage.interactions.map((i) => ({
        action: i.action,
        ms: i.ms,
        target: i.ms < 100 ? "met" : "MISSED",
      })),
    );
  } catch (error) {
    resultsPage = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
    console.log(`\nResults page bench skipped: ${resultsPage.skipped}`);
  }
  // Issue 38: a round trip ±3 days on 3 programs (42 requests × 500 routes): the last answer → the
  // journeys recomputed, sorted and on screen (target ≤ 100 ms).
  let journeysPage: Awaited<ReturnType<typeof benchJourneysPage>> | { skipped: string };
  try {
    journeysPage = await benchJourneysPage(chromiumPath());
    const j = journeysPage;
    console.log(
      `\nJourneys in Chromium: a round trip ±3 days on 3 programs, ${j.requests} requests of 500 routes (${j.routes.toLocaleString("en-US")} routes): the last answer → journeys on screen in ${j.lastResultMs} ms median, ${j.lastResultP95Ms} ms p95 (${j.rounds.length} rounds: ${j.rounds.join(", ")}; the pairing alone ${j.pairingMs} ms); both legs' lists updated after ${j.listsMs} ms median, ${j.listsP95Ms} ms p95; target ≤ ${j.targetMs} ms: ${j.met ? "met" : "MISSED"}`,
    );
  } catch (error) {
    journeysPage = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
    console.log(`\nJourneys page bench skipped: ${journeysPage.skipped}`);
  }
  return { resultsPage, journeysPage };
}

// A throwaway key for what the benches seal (business API keys, raw emails): never a real secret.
const BENCH_SECRETS_KEY = process.env.SECRETS_ENCRYPTION_KEY ?? randomBytes(32).toString("base64");

/** lib/ modules need the react-server condition ("server-only"), so server benches run in a child. */
function runChild<T>(script: string, databaseUrl: string, directUrl = databaseUrl): Promise<T> {
  return new Promise((resolve, reject) => {
    // BENCH_NODE_FLAGS: extra flags for the children, to see where Node's time goes, e.g.
    // "--cpu-prof --cpu-prof-dir=/tmp/prof" (NODE_OPTIONS refuses --cpu-prof).
    const flags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
    // The web server's own V8 flags: these children run its code (the callback receiver).
    const child = spawn(
      process.execPath,
      [...WEB_NODE_FLAGS, ...flags, "--conditions=react-server", "--import", "tsx", script],
      {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATABASE_DIRECT_URL: directUrl,
          NODE_ENV: "production",
          SECRETS_ENCRYPTION_KEY: BENCH_SECRETS_KEY,
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code === 0) resolve(JSON.parse(last) as T);
      else reject(new Error(`${script} failed (exit ${code})\n${out}`));
    });
  });
}

interface BusinessSyncResult {
  people: number;
  accounts: number;
  changed: number;
  incremental: { ms: number; accountCalls: number; callsEqualChanged: boolean };
  fullRefetch: { ms: number; accountCalls: number };
  timeRatio: number;
  callRatio: number;
}
interface EmailBench {
  emails: number;
  parseRequests: number;
  itinerariesFound: number;
  itineraryRows: number;
  pipelinePerSecond: number;
  rawInsertEmailsPerSecond: number;
  rawInsertItinerariesPerSecond: number;
  ratio: number;
  simulatorParserPerSecond: number;
}
interface Rate {
  perSecond: number;
  p50: number;
  p99: number;
}
interface EndToEnd {
  perSecond: number;
  rawPerSecond: number;
  ratio: number;
  roundRatios: number[];
  sequentialRatio: number;
  cost: Cost;
  rawCost: Cost;
}
interface IngestionRow {
  service: string;
  key: string;
  unit: string;
  routes: number;
  bodyKB: number;
  n: number;
  receiver: Rate;
  raw: Rate;
  ratio: number;
  roundRatios: number[];
  normalize: Rate;
  endToEndPerSecond: number;
  endToEnd: EndToEnd;
}

interface TimelineServer {
  rows: number;
  items: number;
  trips: number;
  loadAverage: number;
  selectMs: number;
  mergeAndGroupMs: number;
  mergeAndGroupCpuMs: number;
  timelineReadMs: number;
  timelineReadNodeCpuMs: number;
  timelineReadRatioToSelect: number;
  icsFeedMs: number;
  icsFeedNodeCpuMs: number;
  icsFeedRatioToSelect: number;
}

/** The same ingestion bench through PgBouncer in transaction mode (as production runs, issue 39
 *  item 4), on the same database: the receiver's statements go unnamed there (lib/sql/transaction.ts). Skipped
 *  without Debian's pgbouncer, or with BENCH_PGBOUNCER=off. */
async function benchIngestionPooled(
  databaseUrl: string,
  direct: IngestionRow[],
): Promise<IngestionRow[] | { skipped: string }> {
  if (process.env.BENCH_PGBOUNCER === "off") return { skipped: "BENCH_PGBOUNCER=off" };
  if (!PGBOUNCER_BIN) return { skipped: "pgbouncer is not installed (apt-get install -y pgbouncer)" };
  let pooled: IngestionRow[];
  try {
    const bouncer = await startPgBouncer({ serverUrl: databaseUrl });
    try {
      ({ ingestion: pooled } = await runChild<{ ingestion: IngestionRow[] }>(
        "bench/ingestion.ts",
        bouncer.pooledUrl(databaseUrl),
        databaseUrl,
      ));
    } finally {
      await bouncer.stop();
    }
  } catch (error) {
    const skipped = (error as Error).message.split("\n")[0] ?? "failed";
    console.log(`\nCallback ingestion through PgBouncer failed: ${skipped}`);
    return { skipped };
  }
  console.log(
    "\nCallback ingestion through PgBouncer (transaction pooling, loopback) beside the direct connection above: deliveries per second, the raw inserts through the same connection (pgbouncer's own CPU is not in the cost figures)",
  );
  console.table(
    pooled.map((p) => {
      const d = direct.find((r) => r.key === p.key);
      return {
        service: p.service,
        size: `${p.routes} ${p.unit}`,
        "receiver /s direct": d?.receiver.perSecond,
        "receiver /s pgbouncer": p.receiver.perSecond,
        "raw /s direct": d?.raw.perSecond,
        "raw /s pgbouncer": p.raw.perSecond,
        "end to end /s direct": d?.endToEnd.perSecond,
        "end to end /s pgbouncer": p.endToEnd.perSecond,
        "end to end pgbouncer ÷ direct": d
          ? Math.round((p.endToEnd.perSecond / d.endToEnd.perSecond) * 100) / 100
          : "",
        "end to end ÷ raw (pgbouncer)": p.endToEnd.ratio,
      };
    }),
  );
  return pooled;
}

/** Timeline with 5,000 itineraries: server figures (vs a plain SELECT) and the page in Chromium. */
async function benchTimeline(databaseUrl: string) {
  const server = await runChild<TimelineServer>("bench/timeline-server.ts", databaseUrl);
  console.log(
    `\nTimeline, ${server.rows.toLocaleString("en-US")} itineraries → ${server.items.toLocaleString("en-US")} items in ${server.trips.toLocaleString("en-US")} trips (median of 7 runs; machine load average ${server.loadAverage.toFixed(1)} — wall times include waiting for a core, the CPU column is Node's own time)`,
  );
  console.table([
    { step: "plain SELECT of the rows", ms: server.selectMs, "Node CPU ms": "", "÷ SELECT": 1, target: "" },
    {
      step: "merge + trip grouping (in memory)",
      ms: server.mergeAndGroupMs,
      "Node CPU ms": server.mergeAndGroupCpuMs,
      "÷ SELECT": Math.round((server.mergeAndGroupMs / server.selectMs) * 10) / 10,
      target: server.mergeAndGroupMs < 200 ? "met (< 200 ms)" : "MISSED (< 200 ms)",
    },
    {
      step: "timeline read (SELECT + merge + grouping)",
      ms: server.timelineReadMs,
      "Node CPU ms": server.timelineReadNodeCpuMs,
      "÷ SELECT": server.timelineReadRatioToSelect,
      target: "",
    },
    {
      step: "ICS feed of every item",
      ms: server.icsFeedMs,
      "Node CPU ms": server.icsFeedNodeCpuMs,
      "÷ SELECT": server.icsFeedRatioToSelect,
      target: server.icsFeedMs < 500 ? "met (< 500 ms)" : "MISSED (< 500 ms)",
    },
  ]);
  let page: Awaited<ReturnType<typeof benchTimelinePage>> | { skipped: string };
  try {
    page = await benchTimelinePage(chromiumPath());
    console.log(
      `Timeline page in Chromium: first contentful paint ${page.fcpMs} ms, interactive ${page.ttiMs} ms; scroll through ${page.items.toLocaleString("en-US")} items: ${page.scrollLongTasks} long tasks, longest ${page.scrollLongestTaskMs} ms (target ≤ 50 ms: ${page.scrollTargetMet ? "met" : "MISSED"}), renderer CPU ${page.scrollRendererCpuMsPerStep} ms per 1,800 px step over ${page.scrollSteps} steps, ${page.itemsInDomAtOnce} items in the DOM at once`,
    );
  } catch (error) {
    page = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
    console.log(`Timeline page bench skipped: ${page.skipped}`);
  }
  return { server, page };
}

async function main() {
  // `npm run bench -- pages` runs only the results page and the journeys in Chromium (no database).
  if (process.argv.includes("pages")) return console.log(JSON.stringify(await benchPages()));
  let bundles: Record<string, RouteBundle> | { skipped: string };
  try {
    bundles = measureBundles(process.cwd());
    console.log(
      `First-load JavaScript per route, gzipped, from the build's route-bundle-stats.json (budget ${BUNDLE_BUDGET_KB} kB)`,
    );
    console.table(
      Object.entries(bundles).map(([route, b]) => ({
        route,
        "gzip kB": b.gzipKb,
        "raw kB": b.rawKb,
        chunks: b.chunks,
        budget: b.gzipKb <= BUNDLE_BUDGET_KB ? "met" : "MISSED",
      })),
    );
  } catch (error) {
    bundles = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
    console.log(`Bundle sizes skipped: ${bundles.skipped}`);
  }
  const pg = await ensurePostgres({
    dataDir: path.resolve(".data/bench-pg"),
    port: Number(process.env.BENCH_PG_PORT ?? 54398),
  });
  const name = `milepost_bench_${process.pid}`;
  const url = new URL(pg.url);
  url.pathname = `/${name}`;
  try {
    await createDatabase(pg.url, name);
    await runMigrateDeploy(url.toString());
    // `npm run bench -- live` runs only the live-update benches (bench/live.ts).
    if (process.argv.includes("live"))
      return console.log(JSON.stringify({ live: await benchLive(url.toString(), chromiumPath()) }));
    // `npm run bench -- watches` runs only the watch schedule (issue 37; the notice latency is under live).
    if (process.argv.includes("watches")) {
      const watchSchedule = benchWatchSchedule(1000);
      printWatchSchedule(watchSchedule);
      return console.log(JSON.stringify({ watchSchedule }));
    }
    // `npm run bench -- ingestion` runs only callback ingestion and end to end (bench/ingestion.ts).
    if (process.argv.includes("ingestion")) {
      const { ingestion } = await runChild<{ ingestion: IngestionRow[] }>(
        "bench/ingestion.ts",
        url.toString(),
      );
      const ingestionPgBouncer = await benchIngestionPooled(url.toString(), ingestion);
      return console.log(
        JSON.stringify({
          ingestion,
          endToEnd: Object.fromEntries(ingestion.map((r) => [r.key, r.endToEnd])),
          ingestionPgBouncer,
        }),
      );
    }
    // `npm run bench -- timeline` runs only the timeline benches.
    const onlyTimeline = process.argv.includes("timeline");
    const timeline = await benchTimeline(url.toString());
    if (onlyTimeline) {
      console.log(JSON.stringify({ timeline }));
      return;
    }
    const { ingestion } = await runChild<{ ingestion: IngestionRow[] }>("bench/ingestion.ts", url.toString());
    console.log(
      "\nCallback ingestion (8 concurrent deliveries, raw and receiver alternating in 5 rounds; ratio = median round; target: receiver ≥ 0.5 × raw insert rate)",
    );
    console.table(
      ingestion.map((r) => ({
        service: r.service,
        size: `${r.routes} ${r.unit}`,
        "body KB": r.bodyKB,
        deliveries: r.n,
        "receiver /s": r.receiver.perSecond,
        "receiver p50 ms": r.receiver.p50,
        "receiver p99 ms": r.receiver.p99,
        "raw /s": r.raw.perSecond,
        "raw p50 ms": r.raw.p50,
        "raw p99 ms": r.raw.p99,
        ratio: r.ratio,
        "round ratios": r.roundRatios.join(" "),
        target: r.ratio >= 0.5 ? "met" : "MISSED",
      })),
    );
    console.log(
      "Normalization after the 200 (the deferred normalizations, 8 started at a time; waiting ones share a transaction) and end to end (issue 17 targets: ≥ 0.5 × raw from 50 routes / 10 hotels, ≥ 0.3 for 1 route)",
    );
    console.table(
      ingestion.map((r) => ({
        service: r.service,
        size: `${r.routes} ${r.unit}`,
        "normalize /s": r.normalize.perSecond,
        "normalize p50 ms": r.normalize.p50,
        "end to end /s (measured)": r.endToEnd.perSecond,
        "raw /s (same rounds)": r.endToEnd.rawPerSecond,
        "end to end ÷ raw": r.endToEnd.ratio,
        "round ratios": r.endToEnd.roundRatios.join(" "),
        "receive then normalize ÷ raw": r.endToEnd.sequentialRatio,
        target: r.endToEnd.ratio >= (r.routes <= 1 ? 0.3 : 0.5) ? "met" : "MISSED",
      })),
    );
    console.log(
      "What a delivery costs end to end, beside a raw insert of its body (CPU µs per delivery, Node + PostgreSQL; cores busy of this machine's two; WAL per delivery)",
    );
    console.table(
      ingestion.map(({ service, routes, unit, endToEnd: { cost, rawCost } }) => ({
        service,
        size: `${routes} ${unit}`,
        "CPU µs Node + PG": `${cost.nodeUs} + ${cost.postgresUs}`,
        "raw CPU µs": `${rawCost.nodeUs} + ${rawCost.postgresUs}`,
        "CPU ÷ raw":
          Math.round(
            ((cost.nodeUs + cost.postgresUs) / Math.max(1, rawCost.nodeUs + rawCost.postgresUs)) * 10,
          ) / 10,
        "cores busy (raw)": `${cost.coresBusy} (${rawCost.coresBusy})`,
        "WAL KB (raw)": `${cost.walKb} (${rawCost.walKb})`,
      })),
    );
    const ingestionPgBouncer = await benchIngestionPooled(url.toString(), ingestion);
    // Inbox (issue 13): upload → itineraries stored for 200 sample emails, vs raw inserts; simulator parser.
    let email: EmailBench | { skipped: string };
    try {
      email = await runChild<EmailBench>("bench/email-pipeline.ts", url.toString());
      console.log(
        `\nInbox pipeline: ${email.emails} sample emails (${email.parseRequests} parse requests, ${email.itinerariesFound} itineraries → ${email.itineraryRows} rows: re-uploads update one row), 8 uploads at a time`,
      );
      console.table([
        {
          "upload → stored /s": email.pipelinePerSecond,
          "raw insert of the same itineraries (emails /s)": email.rawInsertEmailsPerSecond,
          ratio: email.ratio,
          "simulator parser /s": email.simulatorParserPerSecond,
        },
      ]);
    } catch (error) {
      email = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
      console.log(`\nInbox pipeline bench skipped: ${email.skipped}`);
    }
    const { resultsPage: page, journeysPage } = await benchPages();
    const businessSync = await runChild<BusinessSyncResult>("bench/business-sync.ts", url.toString());
    console.log(
      `\nBusiness sync, ${businessSync.people.toLocaleString("en-US")} people and ${businessSync.accounts.toLocaleString("en-US")} accounts, ${businessSync.changed} changed (1 %)`,
    );
    console.table([
      {
        sync: "incremental (accountsIndex diff)",
        "account calls": businessSync.incremental.accountCalls,
        ms: businessSync.incremental.ms,
        "calls = changed": businessSync.incremental.callsEqualChanged ? "yes" : "NO",
      },
      {
        sync: "full re-fetch",
        "account calls": businessSync.fullRefetch.accountCalls,
        ms: businessSync.fullRefetch.ms,
        "calls = changed": "",
      },
    ]);
    console.log(
      `time ratio incremental ÷ full: ${businessSync.timeRatio}; call ratio: ${businessSync.callRatio}`,
    );
    const endToEnd = Object.fromEntries(ingestion.map((r) => [r.key, r.endToEnd])); // endToEnd.<case>.ratio (issue 17)
    const live = await benchLive(url.toString(), chromiumPath());
    // Issue 37: 1,000 watches scheduled over 24 h (the real scheduling rules; no database needed).
    const watchSchedule = benchWatchSchedule(1000);
    printWatchSchedule(watchSchedule);
    console.log(
      JSON.stringify({
        ingestion,
        endToEnd,
        ingestionPgBouncer,
        email,
        resultsPage: page,
        journeysPage,
        timeline,
        businessSync,
        bundles,
        live,
        watchSchedule,
      }),
    );
  } finally {
    await dropDatabase(pg.url, name).catch(() => {});
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
