// Scenario 6: the worker SIGKILLed while it runs a business sync (spec 2 part B: the sync-business
// job reads the member and connected-user lists, then account/{id} for each changed account). The
// sync is slowed by two forced 503s (each waits the simulator's Retry-After, 3 s at this time
// scale) so the kill lands with part of the accounts stored and the rest still to fetch. The
// restarted worker must find the orphaned run (its advisory lock is free: lib/business/
// sync-run-lock.ts) and resume it at once, not after pg-boss's 15-minute job expiry.
// Read from the database: every account the business shares is stored by the finished run, no
// account or person row twice, one run per sync, and how long the resume took.
import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import { encryptSecret } from "@/lib/crypto/secret-box";
import type { Context, Finish, Row } from "./scenarios";

const KEY = process.env.BUSINESS_API_AUTH ?? "milepost:business-local-key";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sync {
  userId: string;
  connectionId: string;
  runId: string;
  fetchedAtKill: number;
  killedAt: number;
}

/** Account ids the business shares (the two lists' accountsIndex; pending users share nothing). */
async function sharedAccounts(simUrl: string): Promise<Set<number>> {
  const get = async (path: string) =>
    (await (
      await fetch(`${simUrl}/business/api/export/v1/${path}`, { headers: { "X-Authentication": KEY } })
    ).json()) as Record<string, { accountsIndex: { accountId: number }[]; connectionType?: string }[]>;
  const members = (await get("member")).members ?? [];
  const users = ((await get("connectedUser")).connectedUsers ?? []).filter(
    (u) => u.connectionType !== "Pending",
  );
  return new Set([...members, ...users].flatMap((p) => p.accountsIndex.map((a) => a.accountId)));
}

async function startRun(ctx: Context, boss: PgBoss): Promise<Omit<Sync, "fetchedAtKill" | "killedAt">> {
  const userId = randomUUID();
  const connectionId = randomUUID();
  const runId = randomUUID();
  await ctx.db.query(
    `INSERT INTO "User" (id, email, "passwordHash", "updatedAt") VALUES ($1, $2, 'x', now())`,
    [userId, `faults-business-${userId}@example.test`],
  );
  await ctx.db.query(
    `INSERT INTO "BusinessConnection" (id, "userId", "apiKeySealed", "apiKeyLast4", "updatedAt") VALUES ($1, $2, $3, $4, now())`,
    [connectionId, userId, encryptSecret(KEY, ctx.stack.secretsKey()), KEY.slice(-4)],
  );
  await ctx.db.query(
    `INSERT INTO "BusinessSyncRun" (id, "userId", "connectionId", reason, status) VALUES ($1, $2, $3, 'user', 'queued')`,
    [runId, userId, connectionId],
  );
  // Two account reads answered 503 with Retry-After: the run sits "running" with work left.
  await fetch(`${ctx.stack.simUrl}/_control/scenario`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ service: "business", provider: "account", outcome: "unavailable", count: 2 }),
  });
  // What startSync sends (lib/jobs/job-definitions.ts syncBusiness: retryLimit 1, 30 s).
  await boss.send("sync-business", { runId }, { retryLimit: 1, retryDelay: 30, retryBackoff: true });
  return { userId, connectionId, runId };
}

/** Poll until the run is running with at least one account stored; null when it never gets there. */
async function waitForPartialRun(
  ctx: Context,
  s: { connectionId: string; runId: string },
  timeoutMs: number,
): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const {
      rows: [r],
    } = await ctx.db.query<{ status: string; fetched: number }>(
      `SELECT r.status, (SELECT count(*)::int FROM "BusinessAccount" a WHERE a."connectionId" = r."connectionId" AND a."fetchedAt" IS NOT NULL) AS fetched
       FROM "BusinessSyncRun" r WHERE r.id = $1`,
      [s.runId],
    );
    if (r && r.status === "running" && r.fetched > 0) return r.fetched;
    if (r && (r.status === "done" || r.status === "failed")) return null;
    await sleep(20);
  }
  return null;
}

export async function businessWorkerKilled(ctx: Context, syncs: number): Promise<Finish> {
  const boss = new PgBoss({
    connectionString: ctx.stack.databaseUrl,
    supervise: false,
    schedule: false,
    max: 1,
  });
  boss.on("error", () => {});
  await boss.start();
  const killed: Sync[] = [];
  const missed: string[] = [];
  try {
    for (let i = 0; i < syncs; i++) {
      const s = await startRun(ctx, boss);
      const fetched = await waitForPartialRun(ctx, s, 60_000);
      if (fetched === null) {
        missed.push(s.runId);
        killed.push({ ...s, fetchedAtKill: -1, killedAt: Date.now() });
        continue;
      }
      await ctx.stack.kill("worker");
      ctx.log(`  worker killed during a business sync (${fetched} accounts stored, the run still "running")`);
      killed.push({ ...s, fetchedAtKill: fetched, killedAt: Date.now() });
      ctx.stack.startWorker();
    }
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
  }
  return async () => [await measureSyncs(ctx, killed, missed)];
}

async function measureSyncs(ctx: Context, syncs: Sync[], missed: string[]): Promise<Row> {
  const shared = await sharedAccounts(ctx.stack.simUrl);
  const runIds = syncs.map((s) => s.runId);
  // A run that is not finished after the wait stored nothing yet, whatever rows it wrote.
  const deadline = Date.now() + Math.max(ctx.sweepWaitMs, 60_000);
  let runs: { id: string; status: string; attempt: number; finishedAt: Date | null }[] = [];
  for (;;) {
    ({ rows: runs } = await ctx.db.query(
      `SELECT id, status, attempt, "finishedAt" FROM "BusinessSyncRun" WHERE id = ANY($1::text[])`,
      [runIds],
    ));
    if (runs.every((r) => r.status === "done" || r.status === "failed") || Date.now() > deadline) break;
    await sleep(500);
  }
  let stored = 0;
  let duplicates = 0;
  const statuses: Record<string, number> = {};
  const resumeSeconds: string[] = [];
  const examples: string[] = [];
  for (const s of syncs) {
    const run = runs.find((r) => r.id === s.runId)!;
    statuses[run.status] = (statuses[run.status] ?? 0) + 1;
    if (run.finishedAt) resumeSeconds.push(((run.finishedAt.getTime() - s.killedAt) / 1000).toFixed(1));
    const {
      rows: [f],
    } = await ctx.db.query<{
      good: number;
      rows: number;
      distinct: number;
      people: number;
      distinctPeople: number;
      runs: number;
    }>(
      `SELECT (SELECT count(*)::int FROM "BusinessAccount" WHERE "connectionId" = $1 AND "fetchedAt" IS NOT NULL AND "lastError" IS NULL AND "removedAt" IS NULL AND "remoteId" = ANY($2::int[])) AS good,
              (SELECT count(*)::int FROM "BusinessAccount" WHERE "connectionId" = $1) AS rows,
              (SELECT count(DISTINCT "remoteId")::int FROM "BusinessAccount" WHERE "connectionId" = $1) AS distinct,
              (SELECT count(*)::int FROM "BusinessPerson" WHERE "connectionId" = $1) AS people,
              (SELECT count(DISTINCT (kind, "remoteId"))::int FROM "BusinessPerson" WHERE "connectionId" = $1) AS "distinctPeople",
              (SELECT count(*)::int FROM "BusinessSyncRun" WHERE "connectionId" = $1) AS runs`,
      [s.connectionId, [...shared]],
    );
    const good = run.status === "done" ? f!.good : 0;
    stored += good;
    const twice = f!.rows - f!.distinct + (f!.people - f!.distinctPeople) + (f!.runs - 1);
    duplicates += twice;
    if (good < shared.size || twice)
      examples.push(
        `run ${s.runId}: ${run.status}, attempt ${run.attempt}, ${good} of ${shared.size} accounts stored, ${twice} rows twice`,
      );
  }
  const distinct = shared.size * syncs.length;
  const kills = syncs.filter((s) => s.fetchedAtKill >= 0);
  return {
    scenario: "worker SIGKILL mid-sync",
    service: "business",
    sent: distinct,
    distinct,
    stored,
    duplicates,
    lost: distinct - stored,
    statuses,
    note: [
      `worker killed during ${kills.length} of ${syncs.length} syncs (${kills.map((k) => k.fetchedAtKill).join(", ")} of ${shared.size} accounts stored at the kill)`,
      resumeSeconds.length ? `finished ${resumeSeconds.join(", ")} s after the kill` : "",
      missed.length ? `${missed.length} run(s) finished or failed before the kill could land` : "",
    ]
      .filter(Boolean)
      .join("; "),
    ...(examples.length ? { examples } : {}),
  };
}
