// `npm start` / `npm run dev`: the whole app with one command.
// Embedded PostgreSQL (unless DATABASE_URL is set) → migrations → seed → simulator → worker → web.
// PGBOUNCER=on|auto puts Debian's pgbouncer (transaction pooling) between the processes and that
// PostgreSQL, as production runs (off by default; `npm test` turns it on: scripts/test.ts). Given
// DATABASE_URL and DATABASE_DIRECT_URL (a pooler of your own), migrations take the direct one.
// Ctrl-C stops every process it started; data stays in the data directory (.data/ by default).
import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import { parseEnv } from "../lib/env";
import { freePort, startAccessLogProxy } from "./launch/access-log-proxy";
import { ensureLocalSecrets } from "./launch/local-secrets";
import { buildIsStale, markBuilt } from "./launch/build-if-stale";
import { checkPorts } from "./launch/check-ports";
import { WEB_NODE_FLAGS } from "./launch/web-node-flags";
import { type Managed, prefixer, runStep, startProcess, stopAll } from "./launch/processes";
import { ensurePostgres } from "./lib/embedded-postgres";
import { pgBouncerFor, poolerMode, type RunningPgBouncer } from "./lib/pgbouncer";
import { runMigrateDeploy } from "./lib/run-migrate-deploy";
import { createLogger } from "../lib/log/logger";

const root = process.cwd();
const dev = process.argv.includes("--dev");
const log = prefixer("milepost");

if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const dataDir = path.resolve(process.env.MILEPOST_DATA_DIR ?? ".data");
const port = Number(process.env.PORT ?? 3000);
const simPort = Number(process.env.SIM_PORT ?? 4010);
const pgPort = Number(process.env.PG_PORT ?? 54329);
const node = process.execPath;
const tsx = ["--import", "tsx"];

/** Defaults that depend on the chosen ports; anything set in the environment or .env wins. */
function appEnvironment(databaseUrl: string, directUrl = databaseUrl): NodeJS.ProcessEnv {
  const sim = `http://127.0.0.1:${simPort}`;
  // Children log compact lines (lib/log/logger.ts) so each stays one readable line behind its prefix;
  // LOG_FORMAT=json in the environment gives JSON records instead.
  const defaults: Record<string, string> = {
    APP_URL: `http://127.0.0.1:${port}`,
    EMAIL_EU_API_URL: `${sim}/email-eu`,
    LOG_FORMAT: "line",
  };
  for (const s of ["flights", "hotels", "cards", "loyalty", "business", "email"])
    defaults[`${s.toUpperCase()}_API_URL`] = `${sim}/${s}`;
  const secrets = ensureLocalSecrets(dataDir);
  return {
    ...defaults,
    ...secrets,
    ...Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")),
    DATABASE_URL: databaseUrl,
    DATABASE_DIRECT_URL: directUrl,
    SIM_PORT: String(simPort),
    NEXT_TELEMETRY_DISABLED: "1",
  } as unknown as NodeJS.ProcessEnv;
}

/** Wait until a URL answers 200, so the worker's first jobs find the simulator up. */
async function waitForHttp(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`${url} did not answer within ${timeoutMs / 1000} s; continuing (jobs retry)`);
  return false;
}

async function main() {
  try {
    checkPorts({ PORT: port, ...(process.env.SIMULATOR !== "off" ? { SIM_PORT: simPort } : {}) });
    // The configuration every process will read, checked before anything starts so a bad value (a
    // public default callback password with a real service, say) stops start-up naming the variable.
    parseEnv(appEnvironment(process.env.DATABASE_URL || `postgresql://127.0.0.1:${pgPort}/milepost`));
    poolerMode(process.env.PGBOUNCER, "off");
  } catch (error) {
    log((error as Error).message);
    log("stopped (nothing was started)");
    process.exit(1);
  }
  const children: Managed[] = [];
  let pg: Awaited<ReturnType<typeof ensurePostgres>> | undefined;
  let bouncer: RunningPgBouncer | undefined;
  let front: Server | undefined;
  let stopping = false;
  // Always ends with a "stopped" line, whatever failed on the way (issue 12 item 21); a second
  // Ctrl-C while stopping forces the exit, and says so.
  const shutdown = async (code: number) => {
    if (stopping) {
      log("stopped (forced: second signal while stopping)");
      process.exit(code || 130);
    }
    stopping = true;
    log("stopping…");
    try {
      front?.close();
      await stopAll(children);
      await bouncer?.stop();
      await pg?.stop();
    } catch (error) {
      log(`while stopping: ${(error as Error).message}`);
    } finally {
      log(code === 0 ? "stopped" : `stopped (exit code ${code})`);
      process.exit(code);
    }
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  try {
    pg = await ensurePostgres({
      databaseUrl: process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL || undefined,
      dataDir: path.join(dataDir, "pg"),
      port: pgPort,
      log: prefixer("postgres"),
    });
  } catch (error) {
    log(`database not available: ${(error as Error).message}`);
    return shutdown(1);
  }

  try {
    // A pooler of the operator's (both URLs given) is used as is; else ours when PGBOUNCER asks.
    const ownPooler = !(process.env.DATABASE_DIRECT_URL && process.env.DATABASE_URL);
    if (ownPooler)
      bouncer = await pgBouncerFor(poolerMode(process.env.PGBOUNCER, "off"), pg.url, prefixer("pgbouncer"));
    const pooledUrl = bouncer ? bouncer.pooledUrl(pg.url) : ownPooler ? pg.url : process.env.DATABASE_URL!;
    const env = appEnvironment(pooledUrl, pg.url);
    log("applying database migrations…");
    try {
      const applied = await runMigrateDeploy(pg.url);
      log(applied.length ? `applied ${applied.join(", ")}` : "database is up to date");
    } catch (error) {
      log(
        `migration failed — start-up stopped. Fix the migration and start again.\n${(error as Error).message}`,
      );
      return shutdown(1);
    }
    await runStep("seed", node, ["--conditions=react-server", ...tsx, "prisma/seed.ts"], env);

    if (process.env.SIMULATOR !== "off") {
      children.push(startProcess("simulator", node, [...tsx, "simulator/main.ts"], env));
      await waitForHttp(`http://127.0.0.1:${simPort}/_control/health`, 20_000);
    }
    children.push(
      startProcess("worker", node, ["--conditions=react-server", ...tsx, "lib/jobs/worker-main.ts"], env),
    );
    // The forwarding-address receiver (issue 13): SMTP on SMTP_HOST:SMTP_PORT (127.0.0.1:2525).
    children.push(
      startProcess("smtp", node, ["--conditions=react-server", ...tsx, "lib/inbox/smtp/smtp-main.ts"], env),
    );
    // Demo inbox (issue 13): the sample emails, once, for the demo user — separate from the general
    // first-run demo seeding (issue 12) so the two can be wired side by side. Not awaited: it
    // submits through the simulator and must not delay the web app.
    if (process.env.SIMULATOR !== "off")
      void runStep(
        "demo-inbox",
        node,
        ["--conditions=react-server", ...tsx, "scripts/seed-demo-inbox.ts"],
        env,
      ).catch(() => {});

    const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
    // The web app listens on a private port behind the access-log front on PORT (one line per request).
    const webPort = await freePort();
    if (dev) {
      children.push(startProcess("web", node, [next, "dev", "-H", "127.0.0.1", "-p", String(webPort)], env));
    } else {
      if (buildIsStale(root)) {
        log("building the web app (first start or sources changed)…");
        await runStep("build", node, [next, "build"], {
          ...env,
          NODE_ENV: "production",
        } as unknown as NodeJS.ProcessEnv);
        markBuilt(root);
      }
      children.push(
        startProcess(
          "web",
          node,
          [...WEB_NODE_FLAGS, next, "start", "-H", "127.0.0.1", "-p", String(webPort)],
          { ...env, NODE_ENV: "production" } as unknown as NodeJS.ProcessEnv,
        ),
      );
    }
    // The access log goes through the one logger too (redaction, LOG_FORMAT), behind its "access" prefix.
    const access = prefixer("access");
    const accessLog = createLogger({
      format: process.env.LOG_FORMAT === "json" ? "json" : "line",
      write: (line) => access(line),
    });
    front = await startAccessLogProxy({
      host: "127.0.0.1",
      port,
      targetPort: webPort,
      log: (line) => accessLog.info(line),
    });
    // The front answers a "Starting…" page until the app is up; the address is printed once it is
    // (issue 34 item 12), so the first click does not land on a half-started app.
    log("web app starting…");
    const webUp = waitForHttp(`http://127.0.0.1:${webPort}/api/health`, 180_000).then((up) =>
      up ? ("ready" as const) : ("slow" as const),
    );
    const web = await Promise.race([webUp, children.at(-1)!.exited.then(() => "exited" as const)]);
    if (web === "ready") {
      log(`Milepost is ready on http://127.0.0.1:${port}`);
      log(`demo sign-in: demo@milepost.test / milepost-demo   (Ctrl-C stops everything)`);
    } else if (web === "slow")
      log(`the web app is slow to start; it will answer on http://127.0.0.1:${port} when ready`);

    // One process dying takes the others down, so nothing half-runs.
    const first = await Promise.race(children.map((c) => c.exited.then((code) => ({ c, code }))));
    if (!stopping) {
      log(`${first.c.name} exited with code ${first.code}; stopping the rest`);
      await shutdown(first.code || 1);
    }
  } catch (error) {
    log(`start-up failed: ${(error as Error).message}`);
    await shutdown(1);
  }
}

main().catch((error) => {
  console.error(error);
  log("stopped (exit code 1)");
  process.exit(1);
});
