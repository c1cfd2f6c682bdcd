// `npm run bench`: callback ingestion (receiver vs raw PostgreSQL inserts) and the results page in
// Chromium, and first-load JavaScript per route (bench/bundles.ts). Prints readable tables and, as
// its last line, one JSON object with every figure (bundles.<route>.gzipKb among them).
// Own embedded PostgreSQL (BENCH_PG_PORT, default 54398; data in .data/bench-pg) and a throwaway database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createDatabase, dropDatabase, ensurePostgres } from "../scripts/lib/embedded-postgres";
import { runMigrateDeploy } from "../scripts/lib/run-migrate-deploy";
import { BUNDLE_BUDGET_KB, measureBundles, type RouteBundle } from "./bundles";
import { benchResultsPage } from "./results-page";

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => fs.existsSync(p));
}

/** lib/ modules need the react-server condition ("server-only"), so ingestion runs in a child. */
function runIngestion(databaseUrl: string): Promise<{ ingestion: IngestionRow[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "bench/ingestion.ts"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code === 0) resolve(JSON.parse(last) as { ingestion: IngestionRow[] });
      else reject(new Error(`ingestion bench failed (exit ${code})\n${out}`));
    });
  });
}

interface Rate { perSecond: number; p50: number; p99: number }
interface IngestionRow { service: string; routes: number; bodyKB: number; n: number; receiver: Rate; raw: Rate; ratio: number; roundRatios: number[]; normalize: Rate; endToEndPerSecond: number }

async function main() {
  let bundles: Record<string, RouteBundle> | { skipped: string };
  try {
    bundles = measureBundles(process.cwd());
    console.log(`First-load JavaScript per route, gzipped, from the build's route-bundle-stats.json (budget ${BUNDLE_BUDGET_KB} kB)`);
    console.table(Object.entries(bundles).map(([route, b]) => ({ route, "gzip kB": b.gzipKb, "raw kB": b.rawKb, chunks: b.chunks, budget: b.gzipKb <= BUNDLE_BUDGET_KB ? "met" : "MISSED" })));
  } catch (error) {
    bundles = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
    console.log(`Bundle sizes skipped: ${bundles.skipped}`);
  }
  const pg = await ensurePostgres({ dataDir: path.resolve(".data/bench-pg"), port: Number(process.env.BENCH_PG_PORT ?? 54398) });
  const name = `milepost_bench_${process.pid}`;
  const url = new URL(pg.url);
  url.pathname = `/${name}`;
  try {
    await createDatabase(pg.url, name);
    await runMigrateDeploy(url.toString());
    const { ingestion } = await runIngestion(url.toString());
    console.log("\nCallback ingestion (8 concurrent deliveries, raw and receiver alternating in 5 rounds; ratio = median round; target: receiver ≥ 0.5 × raw insert rate)");
    console.table(ingestion.map((r) => ({
      service: r.service, routes: r.routes, "body KB": r.bodyKB, deliveries: r.n,
      "receiver /s": r.receiver.perSecond, "receiver p50 ms": r.receiver.p50, "receiver p99 ms": r.receiver.p99,
      "raw /s": r.raw.perSecond, "raw p50 ms": r.raw.p50, "raw p99 ms": r.raw.p99, ratio: r.ratio, "round ratios": r.roundRatios.join(" "), target: r.ratio >= 0.5 ? "met" : "MISSED",
    })));
    console.log("Normalization after the 200 (deferred by the receiver, 8 at a time) and end to end (receive + normalize)");
    console.table(ingestion.map((r) => ({
      service: r.service, routes: r.routes, "normalize /s": r.normalize.perSecond, "normalize p50 ms": r.normalize.p50,
      "normalize p99 ms": r.normalize.p99, "end to end /s": r.endToEndPerSecond, "end to end ÷ raw": Math.round((r.endToEndPerSecond / r.raw.perSecond) * 100) / 100,
    })));
    let page: Awaited<ReturnType<typeof benchResultsPage>> | { skipped: string };
    try {
      page = await benchResultsPage(chromiumPath());
      console.log(`\nResults page in Chromium: ${page.routes} routes + ${page.calendarDays}-day calendar on screen ${page.renderMs} ms after they arrive (page mounted, cold, in ${page.mountMs} ms; target for interactions: < 100 ms)`);
      console.table(page.interactions.map((i) => ({ action: i.action, ms: i.ms, target: i.ms < 100 ? "met" : "MISSED" })));
    } catch (error) {
      page = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
      console.log(`\nResults page bench skipped: ${page.skipped}`);
    }
    console.log(JSON.stringify({ ingestion, resultsPage: page, bundles }));
  } finally {
    await dropDatabase(pg.url, name).catch(() => {});
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
