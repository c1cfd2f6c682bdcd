// `npm run faults`: fault injection against the real app (issue 18). Starts its own embedded
// PostgreSQL, simulator, worker and Next web server (the production build), sends real callback
// deliveries for flights, hotels, loyalty packages, email results and mailbox results, breaks one
// part per scenario, and reads the database: one table of what was sent and what is stored.
// Fails (exit 1) when any row lost or duplicated a result. The last line is one JSON object.
//   npm run faults                 full: a burst of 1,000 distinct results per service ×7
//   npm run faults -- --bounded    the `npm test` form (100 per service, smaller fault bursts)
//   npm run faults -- --only=mail  named scenarios only (names below); mail = the outbox sender
//                                  killed mid-send through a slow SMTP relay (issue 37); scale-out = two web
//                                  servers and two workers (issue 39), in both forms;
//                                  FAULTS_SCALE_OUT_SPLIT=1 = its negative control (must fail)
// Ports: FAULTS_PORT (web), FAULTS_PORT_B (second web server), FAULTS_FRONT_PORT (the scale-out
// scenario's round-robin front), FAULTS_SIM_PORT, FAULTS_PG_PORT; FAULTS_SEED repeats a shuffle.
import path from "node:path";
import pg from "pg";
import {
  burst,
  type Context,
  databaseDown,
  type Finish,
  outOfOrder,
  type Row,
  webKilled,
  workerKilled,
} from "./faults/scenarios";
import { Stack } from "./faults/stack";
import { loadTemplates } from "./faults/results";
import { selfCheck } from "./faults/self-check";
import { businessWorkerKilled } from "./faults/business-sync";
import { scaleOut } from "./faults/scale-out";
import { MAIL_DELAY_MS, mailWorkerKilled } from "./faults/mail";
import { startSmtpSink } from "@/lib/test/smtp-sink";

const bounded = process.argv.includes("--bounded");
const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const log = (line: string) => process.stdout.write(`faults   | ${line}\n`);
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

// Bounded (for `npm test`, under 3 minutes): fewer results, and the scenarios' waits overlap — each
// breaks its part and moves on, and the database is read once everything settled (the inbox sweep
// runs once a minute; waiting for it after every scenario would take minutes). The full run waits
// and reads the database after each scenario.
const SIZES = bounded
  ? {
      burst: 20,
      copies: 7,
      outOfOrder: 10,
      fault: 10,
      faultCopies: 7,
      workerKills: 1,
      sweepWaitMs: 70_000,
      overlap: true,
      businessSyncs: 1,
      scaleOut: 40,
      mail: 40,
    }
  : {
      burst: 1000,
      copies: 7,
      outOfOrder: 100,
      fault: 200,
      faultCopies: 7,
      workerKills: 3,
      sweepWaitMs: 150_000,
      overlap: false,
      businessSyncs: 3,
      scaleOut: 300,
      mail: 200,
    };
interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

function table(rows: Row[]): string {
  const head = [
    "scenario",
    "service",
    "sent",
    "distinct",
    "stored",
    "duplicates",
    "lost",
    "answers by status",
  ];
  const body = rows.map((r) => [
    r.scenario,
    r.service,
    r.sent.toLocaleString("en-US"),
    r.distinct.toLocaleString("en-US"),
    r.stored.toLocaleString("en-US"),
    String(r.duplicates),
    String(r.lost),
    Object.entries(r.statuses)
      .sort()
      .map(([k, v]) => `${k}: ${v.toLocaleString("en-US")}`)
      .join(", "),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

async function main() {
  const started = Date.now();
  const stack = new Stack({
    dataDir: path.resolve(process.env.FAULTS_DATA_DIR ?? ".data/faults"),
    pgPort: port("FAULTS_PG_PORT", 54359),
    webPort: port("FAULTS_PORT", 3150),
    simPort: port("FAULTS_SIM_PORT", 4150),
    timeScale: 0.05,
    log,
  });
  const seed = Number(process.env.FAULTS_SEED ?? Date.now() % 1_000_000);
  log(`${bounded ? "bounded" : "full"} run, shuffle seed ${seed} (FAULTS_SEED=${seed} repeats it)`);
  let db: pg.Pool | undefined;
  const rows: Row[] = [];
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    log(`check ${name}: ${ok ? "PASS" : "FAIL"} — ${detail}`);
  };
  let failed = false;
  // The outbox sender's relay (issue 37): a real SMTP server on loopback, slow so a kill lands mid-send.
  const sink = await startSmtpSink(0, { delayMs: MAIL_DELAY_MS });
  process.env.SMTP_OUT_URL = sink.url;
  try {
    await loadTemplates();
    log("starting PostgreSQL, migrations, simulator, worker, web server…");
    await stack.start();
    // Reconnects by itself after PostgreSQL restarts (idle clients dropped, errors on them logged).
    db = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
    db.on("error", () => {});
    await selfCheck(stack, db);
    log("self-check passed: undelivered results count as lost, a row stored twice as a duplicate");
    const ctx: Context = {
      stack,
      db,
      timeScale: 0.05,
      seed,
      concurrency: 16,
      log,
      workerKills: SIZES.workerKills,
      sweepWaitMs: SIZES.sweepWaitMs,
      check,
    };
    const webPort = port("FAULTS_PORT", 3150);
    const scaleOutPorts = {
      webA: webPort,
      webB: port("FAULTS_PORT_B", webPort + 1),
      front: port("FAULTS_FRONT_PORT", webPort + 2),
    };
    const scenarios: [string, () => Promise<Finish>][] = [
      // First: its wait (the killed sender's lease) overlaps the others' in the bounded run.
      ["mail", () => mailWorkerKilled(ctx, sink, SIZES.mail)],
      ["burst", () => burst(ctx, SIZES.burst, SIZES.copies)],
      ["order", () => outOfOrder(ctx, SIZES.outOfOrder)],
      ["postgres", () => databaseDown(ctx, SIZES.fault, SIZES.faultCopies)],
      ["web", () => webKilled(ctx, SIZES.fault, SIZES.faultCopies)],
      ["worker", () => workerKilled(ctx, SIZES.fault, SIZES.faultCopies)],
      ["business", () => businessWorkerKilled(ctx, SIZES.businessSyncs)],
      // Last: it adds a second web server and worker that the scenarios above must not see.
      ["scale-out", () => scaleOut(ctx, scaleOutPorts, SIZES.scaleOut)],
    ];
    const pending: Finish[] = [];
    for (const [name, run] of scenarios) {
      if (only && !only.includes(name)) continue;
      const t = Date.now();
      log(`scenario ${name}…`);
      const finish = await run();
      if (SIZES.overlap) pending.push(finish);
      else rows.push(...(await finish()));
      log(`scenario ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    for (const finish of pending) rows.push(...(await finish()));
  } catch (error) {
    failed = true;
    log(`fault run failed: ${(error as Error).stack ?? error}`);
    log(`last process output:\n${stack.logTail()}`);
  } finally {
    await db?.end().catch(() => {});
    await stack.stop().catch(() => {});
    await sink.close().catch(() => {});
  }
  console.log(`\n${table(rows)}\n`);
  for (const r of rows) {
    if (r.note) log(`${r.scenario} / ${r.service}: ${r.note}`);
    if (r.examples?.length) log(`${r.scenario} / ${r.service}: e.g. ${r.examples.join("; ")}`);
  }
  for (const c of checks) log(`${c.ok ? "PASS" : "FAIL"}  ${c.name} — ${c.detail}`);
  const missed = rows.filter((r) => r.lost !== 0 || r.duplicates !== 0);
  const failedChecks = checks.filter((c) => !c.ok);
  if (missed.length) log(`FAILED: ${missed.length} row(s) lost or duplicated results`);
  if (failedChecks.length)
    log(`FAILED: ${failedChecks.length} check(s): ${failedChecks.map((c) => c.name).join("; ")}`);
  log(`${rows.length} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    JSON.stringify({
      faults: rows.map(({ scenario, service, sent, distinct, stored, duplicates, lost, statuses }) => ({
        scenario,
        service,
        sent,
        distinct,
        stored,
        duplicates,
        lost,
        statuses,
      })),
      checks: checks.map(({ name, ok }) => ({ name, ok })),
    }),
  );
  process.exit(failed || missed.length || failedChecks.length || rows.length === 0 ? 1 : 0);
}

void main();
