// Integration: a business sync whose process dies mid-run (its PostgreSQL session ends: what a
// SIGKILL does) is found by its free advisory lock, queued again with words for the user, and the
// next attempt finishes it without fetching twice what the dead one stored and without any row twice;
// the dead attempt's late writes are refused. A run whose process is alive is left alone. Real
// simulator (in-process, clock held still) and real PostgreSQL (scripts/test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BUSINESS_KEY, startBusinessSimulator } from "@/lib/test/business-simulator";
import type { RunningSimulator } from "@/simulator/server";

const KEY = BUSINESS_KEY;
let sim: RunningSimulator;
let accountCalls: number[];
let userId = "";
let connectionId = "";
type Mods = {
  db: typeof import("@/lib/test/test-db").db;
  pool: typeof import("@/lib/sql/pool").sharedPool;
  syncBusiness: typeof import("./sync-business").syncBusiness;
  recover: typeof import("./recover-interrupted-syncs").recoverInterruptedSyncs;
  startSync: typeof import("./start-sync").startSync;
  tryLockRun: typeof import("./sync-run-lock").tryLockRun;
  businessClient: typeof import("@/lib/services/business/client").businessClient;
  words: string;
};
let m: Mods;

const touch = (accountIds: number[]) =>
  fetch(`${sim.url}/business/api/export/v1/_sim/touch`, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Authentication": KEY },
    body: JSON.stringify({ accountIds }),
  });
const newRun = async () =>
  (
    await m.db.businessSyncRun.create({
      data: { userId, connectionId, reason: "user", status: "queued" },
      select: { id: true },
    })
  ).id;
const runOf = (id: string) => m.db.businessSyncRun.findUniqueOrThrow({ where: { id } });
const noResume = { resumeLater: async () => undefined };

/** End the PostgreSQL session holding the run's lock, as a killed process's sessions end. */
async function killLockHolder(runId: string) {
  // With a timeout, pg_terminate_backend waits until the backend has exited (and so released its
  // locks); without one it only sends the signal, and the next query could still find the lock held.
  const { rows } = await m
    .pool()
    .query<{ n: number; gone: boolean }>(
      `SELECT count(*)::int AS n, bool_and(pg_terminate_backend(pid, 10000)) AS gone FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid::int = hashtext($2)`,
      [0x4d50, runId],
    );
  expect(rows[0]).toEqual({ n: 1, gone: true });
}

beforeAll(async () => {
  ({ sim, accountCalls } = await startBusinessSimulator());
  const t = await import("@/lib/test/test-db");
  m = {
    db: t.db,
    pool: (await import("@/lib/sql/pool")).sharedPool,
    syncBusiness: (await import("./sync-business")).syncBusiness,
    recover: (await import("./recover-interrupted-syncs")).recoverInterruptedSyncs,
    startSync: (await import("./start-sync")).startSync,
    tryLockRun: (await import("./sync-run-lock")).tryLockRun,
    businessClient: (await import("@/lib/services/business/client")).businessClient,
    words: (await import("./words")).INTERRUPTED_WORDS,
  };
  userId = (await t.createTestUser()).id;
  const { sealApiKey } = await import("./business-key");
  connectionId = (
    await m.db.businessConnection.create({
      data: { userId, apiKeySealed: sealApiKey(KEY), apiKeyLast4: "-key" },
      select: { id: true },
    })
  ).id;
});

afterAll(async () => {
  vi.restoreAllMocks();
  const { getBoss } = await import("@/lib/jobs/boss");
  await (await getBoss()).stop({ graceful: false, wait: true });
  await sim?.close();
});

beforeEach(async () => {
  await fetch(`${sim.url}/_control/reset`, { method: "POST" });
  await m.db.businessApiCall.deleteMany({ where: { connectionId } });
});

describe("a business sync whose process died", () => {
  it("is queued again with words, resumed where it stopped, nothing fetched or stored twice; the dead attempt's late writes are refused", async () => {
    await m.syncBusiness(await newRun(), noResume); // everything stored once
    await touch([40101, 40105, 40120]);
    // The first attempt stores 40101, then hangs on 40105 (a call that never answers) and its session dies.
    let reached!: () => void;
    const hanging = new Promise<void>((r) => (reached = r));
    let answer!: () => void;
    const gate = new Promise<void>((r) => (answer = r));
    const real = m.businessClient(KEY);
    const stuck = {
      ...real,
      getAccount: async (id: number) =>
        id === 40105 ? (reached(), await gate, real.getAccount(id)) : real.getAccount(id),
    };
    const runId = await newRun();
    const dead = m.syncBusiness(runId, { ...noResume, client: stuck as never, concurrency: 1 });
    await hanging;
    expect((await runOf(runId)).status).toBe("running");
    expect(await m.recover()).toEqual([]); // alive: left alone
    await killLockHolder(runId);

    expect(await m.recover()).toEqual([runId]);
    const queued = await runOf(runId);
    expect(queued).toMatchObject({ status: "queued", message: m.words, attempt: 1 });
    const { rows: jobs } = await m
      .pool()
      .query(
        `SELECT 1 FROM pgboss.job WHERE name = 'sync-business' AND data->>'runId' = $1 AND state = 'created'`,
        [runId],
      );
    expect(jobs).toHaveLength(1);
    expect(await m.recover()).toEqual([]); // queued once

    accountCalls.length = 0;
    await m.syncBusiness(runId, noResume);
    const done = await runOf(runId);
    expect(done).toMatchObject({
      status: "done",
      attempt: 2,
      accountsToFetch: 3,
      accountsFetched: 3,
      message: null,
    });
    expect(accountCalls.sort()).toEqual([40105, 40120]); // 40101 came from the dead attempt
    const counts = await m
      .pool()
      .query<{ rows: number; distinct: number }>(
        `SELECT count(*)::int AS rows, count(DISTINCT "remoteId")::int AS distinct FROM "BusinessAccount" WHERE "connectionId" = $1`,
        [connectionId],
      );
    expect(counts.rows[0]).toEqual({ rows: 27, distinct: 27 });
    expect(await m.db.businessAccount.count({ where: { connectionId, indexChangeDate: null } })).toBe(0);

    answer(); // the dead attempt wakes up: its writes name attempt 1 and are refused
    await expect(dead).rejects.toThrow();
    expect(await runOf(runId)).toMatchObject({ status: "done", attempt: 2 });
  });

  it("is left alone while its process lives: a second job skips it and Sync now returns the same run", async () => {
    const runId = await newRun();
    await m.db.businessSyncRun.update({ where: { id: runId }, data: { status: "running", attempt: 1 } });
    const lock = (await m.tryLockRun(runId))!;
    expect(lock).not.toBeNull();
    expect(await m.tryLockRun(runId)).toBeNull();
    try {
      expect(await m.syncBusiness(runId, noResume)).toMatchObject({ skipped: true });
      expect(await m.startSync(userId, "user")).toEqual({ runId });
      expect(await runOf(runId)).toMatchObject({ status: "running", attempt: 1 });
    } finally {
      await lock.release();
    }
    // Its process gone (lock free): Sync now queues it again at once instead of waiting 15 minutes.
    expect(await m.startSync(userId, "user")).toEqual({ runId });
    expect(await runOf(runId)).toMatchObject({ status: "queued", message: m.words });
    await m.syncBusiness(runId, noResume);
    expect(await runOf(runId)).toMatchObject({ status: "done", attempt: 2 });
  });
});
