// The five fault scenarios of issue 18. Each sends real deliveries to the running app, breaks one
// part on the way, waits until the app has had every chance to finish (retries answered, the inbox
// swept), then reads the database: one row per service.
import type pg from "pg";
import { measure } from "./measure";
import {
  ALL_SERVICES,
  type Batch,
  type Body,
  batchFor,
  emailBatch,
  flightBatch,
  hotelBatch,
  loyaltyBatch,
  mailboxBatch,
  type Service,
} from "./results";
import { type Post, Sender, shuffle } from "./send";
import type { Stack } from "./stack";

export interface Row {
  scenario: string;
  service: Service | "business" | "mail";
  sent: number;
  distinct: number;
  stored: number;
  duplicates: number;
  lost: number;
  statuses: Record<string, number>;
  /** What happened on the way (how many deliveries waited in the inbox when the fault hit…). */
  note?: string;
  examples?: string[];
}

/** A scenario's second half: wait until the app finished what it can, then read the database. */
export type Finish = () => Promise<Row[]>;

export interface Context {
  stack: Stack;
  db: pg.Pool;
  timeScale: number;
  seed: number;
  concurrency: number;
  log: (line: string) => void;
  /** How many times scenario 5 kills the worker during a running sweep (at most). */
  workerKills: number;
  /** How long to wait for the inbox sweep (the worker's job runs every minute). */
  sweepWaitMs: number;
  /** Records a named pass/fail check (the scale-out scenario's), printed at once and at the end. */
  check: (name: string, ok: boolean, detail: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const toPost = (b: Body): Post => ({
  service: b.service,
  path: b.path,
  credentials: b.credentials,
  body: JSON.stringify(b.json),
});

export async function unprocessed(db: pg.Pool): Promise<number> {
  const {
    rows: [r],
  } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "CallbackInbox" WHERE "processedAt" IS NULL`,
  );
  return r!.n;
}

/** Wait until no batch has a delivery left in the inbox and every result is stored (or time is up). */
async function settle(ctx: Context, sender: Sender, batches: Batch[], timeoutMs: number) {
  const unanswered = await sender.settle(timeoutMs);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const figures = await Promise.all(batches.map((b) => measure(ctx.db, b)));
    const done = figures.every((f) => f.pending === 0 && f.stored === f.distinct);
    if (done || Date.now() > deadline) return { figures, unanswered };
    await sleep(1000);
  }
}

export async function rowsOf(
  ctx: Context,
  scenario: string,
  sender: Sender,
  batches: Batch[],
  timeoutMs: number,
): Promise<Row[]> {
  const { figures, unanswered } = await settle(ctx, sender, batches, timeoutMs);
  sender.close();
  const rows = batches.map((b, i): Row => {
    const f = figures[i]!;
    return {
      scenario,
      service: b.service,
      sent: sender.sent.get(b.service) ?? 0,
      distinct: f.distinct,
      stored: f.stored,
      duplicates: f.duplicates,
      lost: f.lost,
      statuses: sender.statuses.get(b.service) ?? {},
      ...(f.pending ? { note: `${f.pending} deliveries still unprocessed in the inbox` } : {}),
      ...(f.lost || f.duplicates ? { examples: f.examples } : {}),
    };
  });
  // Copies still without a 200 when the database was read (given up, or waiting for a later retry):
  // their results are stored through other copies or not, and the figures above say which.
  if (unanswered)
    rows[0]!.note = `${rows[0]!.note ? `${rows[0]!.note}; ` : ""}${unanswered} deliveries had no 200 yet when measured (the sender gave up or was still retrying)`;
  return rows;
}

async function batches(ctx: Context, n: number): Promise<Batch[]> {
  return Promise.all(ALL_SERVICES.map((s) => batchFor(ctx.db, s, n)));
}

/** Every distinct body `copies` times, shuffled, as single-post sequences. */
export function burstOf(ctx: Context, all: Batch[], copies: number): Post[][] {
  const posts = all.flatMap((b) =>
    b.bodies.flatMap((body) => Array.from({ length: copies }, () => toPost(body))),
  );
  return shuffle(posts, ctx.seed).map((p) => [p]);
}

/** 1. A burst: n distinct results per service, each delivered `copies` times, shuffled. */
export async function burst(ctx: Context, n: number, copies: number): Promise<Finish> {
  const all = await batches(ctx, n);
  const sender = new Sender(ctx.stack.appUrl, ctx.timeScale);
  const t = Date.now();
  const posts = burstOf(ctx, all, copies);
  await sender.burst(posts, ctx.concurrency);
  ctx.log(`  ${posts.length} deliveries answered in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return () => rowsOf(ctx, `burst ${n}×${copies}`, sender, all, ctx.sweepWaitMs);
}

/** 2. Out of order: the final result, then older ones for the same request; flights' calendar
 *  callback before its routes. Each result's deliveries in that order; results side by side. */
export async function outOfOrder(ctx: Context, n: number): Promise<Finish> {
  const olderCheck = new Date(Date.now() - 3_600_000).toISOString();
  const flights = await flightBatch(ctx.db, n, { calendarEvery: 1 });
  const hotels = await hotelBatch(ctx.db, n);
  const loyalty = await loyaltyBatch(ctx.db, n);
  const email = await emailBatch(ctx.db, n);
  const mailboxes = await mailboxBatch(ctx.db, n);
  const sequences: Post[][] = [];
  // Flights: [calendar], final main, then the same search "still running" twice.
  const byId = new Map<string, Body[]>();
  for (const b of flights.bodies)
    byId.set(b.json.requestId as string, [...(byId.get(b.json.requestId as string) ?? []), b]);
  for (const list of byId.values()) {
    const main = list.find((b) => !("calendar" in b.json))!;
    const pending = {
      ...main.json,
      state: 0,
      message: "",
      progress: { singleDate: { state: 0, message: "" } },
    };
    delete (pending as { routes?: unknown }).routes;
    sequences.push([
      ...list.map(toPost),
      toPost({ ...main, json: pending }),
      toPost({ ...main, json: { ...pending, message: "Searching" } }),
    ]);
  }
  for (const b of hotels.bodies) {
    sequences.push([
      toPost(b),
      toPost({ ...b, json: { ...b.json, state: "queued", hotels: [] } }),
      toPost({ ...b, json: { ...b.json, state: "running", hotels: [] } }),
    ]);
  }
  // Loyalty: the package, then the same accounts checked an hour earlier (another balance), then pending.
  for (const b of loyalty.bodies) {
    const results = b.json.response as Record<string, unknown>[];
    const older = results.map((r) => ({ ...r, checkDate: olderCheck, balance: 1, history: undefined }));
    const pending = results.map((r) => ({ requestId: r.requestId, state: 0, checkDate: olderCheck }));
    sequences.push([
      toPost(b),
      toPost({ ...b, json: { method: "account", response: older } }),
      toPost({ ...b, json: { method: "account", response: pending } }),
    ]);
  }
  for (const b of [...email.bodies, ...mailboxes.bodies]) {
    const queued = { ...b.json, status: "queued" };
    delete (queued as { itineraries?: unknown }).itineraries;
    sequences.push([toPost(b), toPost({ ...b, json: queued })]);
  }
  const sender = new Sender(ctx.stack.appUrl, ctx.timeScale);
  await sender.burst(shuffle(sequences, ctx.seed), ctx.concurrency);
  return () =>
    rowsOf(ctx, "out of order", sender, [flights, hotels, loyalty, email, mailboxes], ctx.sweepWaitMs);
}

/** 3. PostgreSQL stopped in the middle of a burst, started again 10 s later. */
export async function databaseDown(
  ctx: Context,
  n: number,
  copies: number,
  downMs = 10_000,
): Promise<Finish> {
  const all = await batches(ctx, n);
  const sequences = burstOf(ctx, all, copies);
  const sender = new Sender(ctx.stack.appUrl, ctx.timeScale);
  let fault: Promise<void> | undefined;
  let backlog = 0;
  await sender.burst(sequences, ctx.concurrency, (answered) => {
    if (fault || answered < sequences.length * 0.4) return;
    fault = (async () => {
      backlog = await unprocessed(ctx.db);
      ctx.log(
        `  stopping PostgreSQL (${answered} of ${sequences.length} answered, ${backlog} accepted deliveries not yet normalized)`,
      );
      await ctx.stack.stopPostgres();
      await sleep(downMs);
      await ctx.stack.startPostgres();
      ctx.log("  PostgreSQL started again");
    })();
  });
  await fault;
  const died = await restartDead(ctx);
  return async () =>
    withNote(
      await rowsOf(ctx, "postgres down 10 s", sender, all, ctx.sweepWaitMs),
      `${backlog} accepted deliveries were not normalized when PostgreSQL stopped`,
      died,
    );
}

/** 4. The web server killed (SIGKILL) in the middle of a burst, while accepted deliveries wait for
 *  their normalization, then started again: the senders retry, the inbox sweep finishes the rest. */
export async function webKilled(ctx: Context, n: number, copies: number): Promise<Finish> {
  const all = await batches(ctx, n);
  const sequences = burstOf(ctx, all, copies);
  const sender = new Sender(ctx.stack.appUrl, ctx.timeScale);
  const backlog = await killWebMidBurst(ctx, sender, sequences);
  const died = await restartDead(ctx);
  return async () =>
    withNote(
      await rowsOf(ctx, "web server SIGKILL", sender, all, ctx.sweepWaitMs),
      `${backlog} accepted deliveries were not normalized when the web server died`,
      died,
    );
}

/** Sends the burst; at 40 % and as soon as the inbox holds accepted-but-not-normalized deliveries,
 *  SIGKILLs the web server and starts it again. Resolves with that backlog once the burst is sent. */
async function killWebMidBurst(ctx: Context, sender: Sender, sequences: Post[][]): Promise<number> {
  let fault: Promise<void> | undefined;
  let backlog = 0;
  let watching = false;
  const sending = sender.burst(sequences, ctx.concurrency, (answered) => {
    if (watching || answered < sequences.length * 0.4) return;
    watching = true;
    fault = (async () => {
      // Poll the inbox for deliveries answered 200 whose normalization has not run yet: kill then.
      for (let i = 0; i < 200 && (backlog = await unprocessed(ctx.db)) === 0; i++) await sleep(5);
      await ctx.stack.kill("web");
      backlog = await unprocessed(ctx.db);
      ctx.log(
        `  web server killed (${answered}+ of ${sequences.length} answered, ${backlog} accepted deliveries not normalized)`,
      );
      await ctx.stack.startWeb();
      ctx.log("  web server started again");
    })();
  });
  await sending;
  await fault;
  return backlog;
}

/** 5. The worker killed while its jobs run: the inbox sweep (the job that finishes deliveries the
 *  web server accepted but did not normalize) is SIGKILLed mid-run, then the worker is started
 *  again. The backlog is made by killing the web server during a burst while the worker is down. */
export async function workerKilled(ctx: Context, n: number, copies: number): Promise<Finish> {
  const all = await batches(ctx, n);
  const sequences = burstOf(ctx, all, copies);
  await ctx.stack.kill("worker");
  const sender = new Sender(ctx.stack.appUrl, ctx.timeScale);
  const backlog = await killWebMidBurst(ctx, sender, sequences);
  await sender.settle(ctx.sweepWaitMs);
  // The sweep leaves deliveries younger than its grace (10 s) to the web server.
  await sleep(11_000);
  let since = await dbNow(ctx);
  ctx.stack.startWorker();
  let interrupted = 0;
  let kills = 0;
  for (let attempt = 0; attempt < ctx.workerKills; attempt++) {
    const running = await waitForActiveSweep(ctx, since, 60_000);
    if (!running) break;
    const before = await unprocessed(ctx.db);
    await ctx.stack.kill("worker");
    kills++;
    const after = await unprocessed(ctx.db);
    if (after > 0) interrupted++;
    ctx.log(
      `  worker killed while the inbox sweep ran (${before} deliveries waiting before, ${after} after)`,
    );
    since = await dbNow(ctx);
    ctx.stack.startWorker();
    if (after === 0) break;
  }
  const died = await restartDead(ctx);
  const note = `${backlog} deliveries waited for the sweep; worker killed ${kills}× during a running sweep (${interrupted}× with work left)`;
  return async () => withNote(await rowsOf(ctx, "worker SIGKILL", sender, all, ctx.sweepWaitMs), note, died);
}

const dbNow = async (ctx: Context): Promise<Date> =>
  (await ctx.db.query<{ t: Date }>("SELECT now() AS t")).rows[0]!.t;

/** A sweep job started by the worker started at `since` (a killed worker's job stays "active"). */
async function waitForActiveSweep(ctx: Context, since: Date, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await ctx.db
      .query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'sweep-callback-inbox' AND state = 'active' AND started_on >= $1`,
        [since],
      )
      .catch(() => ({ rows: [{ n: 0 }] }));
    if (rows[0]!.n > 0) return true;
    await sleep(5);
  }
  return false;
}

/** A process that died on its own during the fault (not killed by us) is a finding too: say so,
 *  and start it again so the next scenario runs on a whole app. */
async function restartDead(ctx: Context): Promise<string[]> {
  const died: string[] = [];
  for (const name of ["web", "worker"] as const) {
    if (ctx.stack.isRunning(name)) continue;
    ctx.log(`  ${name} is no longer running: started again`);
    died.push(name);
    if (name === "web") await ctx.stack.startWeb();
    else ctx.stack.startWorker();
  }
  return died;
}

function withNote(rows: Row[], note: string, died: string[]): Row[] {
  const first = rows[0]!;
  first.note = [first.note, note, ...died.map((d) => `${d} died on its own`)].filter(Boolean).join("; ");
  return rows;
}
