// `npm test`: every test against real parts, non-zero exit on any failure.
//   1. unit + integration (Vitest) on a throwaway database of a real PostgreSQL
//   2. end-to-end (Playwright, Chromium) against the app started by the launcher
//   3. fault injection, bounded (`npm run faults -- --bounded`: scripts/faults.ts)
// `npm test -- <file>` runs just that file (Vitest, or Playwright for files under e2e/);
// `npm test -- faults` runs only the bounded fault injection.
// The app, worker and Vitest's database connections go through PgBouncer in transaction mode, as in
// production, when Debian's pgbouncer is installed (PGBOUNCER=auto|on|off; scripts/lib/pgbouncer.ts),
// with DATABASE_DIRECT_URL beside it for LISTEN, session locks and migrations.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prefixer, startProcess } from "./launch/processes";
import { createDatabase, dropDatabase, ensurePostgres } from "./lib/embedded-postgres";
import { pgBouncerFor, poolerMode } from "./lib/pgbouncer";
import { runMigrateDeploy } from "./lib/run-migrate-deploy";

const log = prefixer("test");
const args = process.argv.slice(2);
const runFaults = args.length === 0 || args.includes("faults");
const files = args.filter((f) => f !== "faults");
const e2eFiles = files.filter((f) => f.startsWith("e2e/") || f.startsWith("./e2e/"));
const unitFiles = files.filter((f) => !e2eFiles.includes(f));
const runUnit = args.length === 0 || unitFiles.length > 0;
const runE2e = args.length === 0 || e2eFiles.length > 0;
const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);

function withDb(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// `failures` names each failed test, printed again at the very end: CI shows only the tail of the output.
type Counts = { passed?: number; failed?: number; skipped?: number; failures?: string[] };

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
  }[];
};

const firstLine = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? "";

function countVitest(file: string): Counts {
  const r = readJson(file) as VitestReport | undefined;
  if (!r) return {};
  const failures = (r.testResults ?? []).flatMap((f) => {
    const where = path.relative(process.cwd(), f.name ?? "");
    const tests = (f.assertionResults ?? [])
      .filter((a) => a.status === "failed")
      .map((a) => `${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that fails to load or in a hook has no failed test of its own.
    return tests.length || f.status !== "failed" ? tests : [`${where}: ${firstLine(f.message)}`];
  });
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    failures,
  };
}

type PlaywrightError = { message?: string; location?: { line?: number } };
type PlaywrightResult = { status?: string; error?: PlaywrightError; errors?: PlaywrightError[] };
type PlaywrightSpec = {
  title?: string;
  ok?: boolean;
  file?: string;
  line?: number;
  tests?: { results?: PlaywrightResult[] }[];
};
type PlaywrightSuite = {
  file?: string;
  title?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
};

// What broke, not only where: the failure's first line, its locator and the line of the spec it
// stopped on (ANSI colours stripped), so CI's printed tail is enough to start from.
const playwrightError = (spec: PlaywrightSpec) => {
  const failed = (spec.tests ?? [])
    .flatMap((t) => t.results ?? [])
    .find((r) => r.status !== "passed" && r.status !== "skipped");
  const error = failed?.error ?? failed?.errors?.[0];
  if (!error?.message) return "";
  const text = error.message.replace(/\u001b\[[0-9;]*m/g, "");
  const parts = [
    firstLine(text),
    ...text
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => /^(Locator|Expected|Received)\b/.test(l)),
  ];
  if (error.location?.line) parts.push(`at line ${error.location.line}`);
  return parts.join(" | ").slice(0, 600);
};

function playwrightFailures(suites: PlaywrightSuite[] = [], out: string[] = []): string[] {
  for (const s of suites) {
    for (const spec of s.specs ?? []) {
      if (spec.ok !== false) continue;
      const error = playwrightError(spec);
      out.push(`${spec.file ?? s.file}:${spec.line ?? ""} › ${spec.title}${error ? `: ${error}` : ""}`);
    }
    playwrightFailures(s.suites, out);
  }
  return out;
}

function countPlaywright(file: string): Counts {
  const r = readJson(file) as
    | {
        stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
        suites?: PlaywrightSuite[];
      }
    | undefined;
  if (!r?.stats) return {};
  return {
    passed: (r.stats.expected ?? 0) + (r.stats.flaky ?? 0),
    failed: r.stats.unexpected ?? 0,
    skipped: r.stats.skipped,
    failures: playwrightFailures(r.suites),
  };
}

async function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return startProcess(name, cmd, args, env).exited;
}

async function main() {
  const pg = await ensurePostgres({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.TEST_DATA_DIR ?? ".data/test-pg"),
    port: Number(process.env.TEST_PG_PORT ?? 54339),
    log: prefixer("postgres"),
  });
  const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const results: ({ name: string; code: number } & Counts)[] = [];
  const pooler = poolerMode(process.env.PGBOUNCER, "auto");
  let bouncer: Awaited<ReturnType<typeof pgBouncerFor>>;
  try {
    if (runUnit) {
      const name = `milepost_test_${suffix}`;
      const url = withDb(pg.url, name);
      await createDatabase(pg.url, name);
      await runMigrateDeploy(url);
      bouncer = await pgBouncerFor(pooler, pg.url, prefixer("pgbouncer"));
      log(
        `unit + integration tests on database ${name}${bouncer ? " through pgbouncer (transaction pooling)" : ""}`,
      );
      const database = { DATABASE_URL: bouncer ? bouncer.pooledUrl(url) : url, DATABASE_DIRECT_URL: url };
      const env = {
        ...process.env,
        ...database,
        SECRETS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
        NODE_ENV: "test",
      } as unknown as NodeJS.ProcessEnv;
      const report = path.join(os.tmpdir(), `milepost-vitest-${suffix}.json`);
      const args = [
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
        ...unitFiles,
      ];
      results.push({
        name: "vitest",
        code: await run("vitest", bin("vitest"), args, env),
        ...countVitest(report),
      });
      await bouncer?.stop();
      bouncer = undefined;
      await dropDatabase(pg.url, name).catch(() => {});
    }
    if (runE2e) {
      const name = `milepost_e2e_${suffix}`;
      await createDatabase(pg.url, name);
      fs.rmSync(path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e"), { recursive: true, force: true });
      log(`end-to-end tests (Chromium) on database ${name}`);
      const report = path.join(os.tmpdir(), `milepost-playwright-${suffix}.json`);
      // The launcher starts its own pgbouncer in front of this database (PGBOUNCER, as above).
      const env = {
        ...process.env,
        PGBOUNCER: pooler,
        E2E_DATABASE_URL: withDb(pg.url, name),
        CI: process.env.CI ?? "true",
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      } as unknown as NodeJS.ProcessEnv;
      const code = await run("e2e", bin("playwright"), ["test", "--reporter=list,json", ...e2eFiles], env);
      results.push({ name: "playwright", code, ...countPlaywright(report) });
      await dropDatabase(pg.url, name).catch(() => {});
    }
    if (runFaults) {
      // Its own embedded PostgreSQL (it stops and starts it), simulator, worker and web server.
      log("fault injection (bounded)");
      const code = await run(
        "faults",
        process.execPath,
        ["--import", "tsx", "scripts/faults.ts", "--bounded"],
        process.env,
      );
      results.push({ name: "faults", code, ...(code === 0 ? { passed: 1, failed: 0 } : { failed: 1 }) });
    }
  } finally {
    await bouncer?.stop();
    await pg.stop();
  }
  const failed = results.filter((r) => r.code !== 0);
  log(results.map((r) => `${r.name}: ${r.code === 0 ? "passed" : `FAILED (exit ${r.code})`}`).join(", "));
  const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
  const failedTests = results.reduce((n, r) => n + (r.failed ?? (r.code === 0 ? 0 : 1)), 0);
  const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
  for (const r of results) for (const f of r.failures ?? []) console.log(`FAILED ${r.name}: ${f}`);
  console.log(`tests: ${passed} passed, ${failedTests} failed, ${skipped} skipped`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  log(`test run failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
