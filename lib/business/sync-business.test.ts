// Integration: the business sync against the real simulator (in-process, its clock held still so
// only _sim/touch moves lastChangeDate) and the real PostgreSQL from scripts/test.ts. Counts the
// account/{id} calls actually made. lib/env caches on first use, so app modules load after the stub.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BUSINESS_KEY, startBusinessSimulator } from "@/lib/test/business-simulator";
import type { RunningSimulator } from "@/simulator/server";

const KEY = BUSINESS_KEY;
let sim: RunningSimulator;
let accountCalls: number[];
let m: {
  db: typeof import("@/lib/test/test-db").db;
  createTestUser: typeof import("@/lib/test/test-db").createTestUser;
  sealApiKey: typeof import("./business-key").sealApiKey;
  syncBusiness: typeof import("./sync-business").syncBusiness;
};
let userId = "";
let connectionId = "";

async function simPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${sim.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}
const touch = (accountIds: number[]) =>
  simPost("/business/api/export/v1/_sim/touch", { accountIds }, { "X-Authentication": KEY });
const indexShape = (shape: "per-person" | "beside-list" | "missing") =>
  simPost("/business/api/export/v1/_sim/index-shape", { shape }, { "X-Authentication": KEY });
const force = (outcome: string, count = 1) =>
  simPost("/_control/scenario", { service: "business", provider: "account", outcome, count });

async function sync(deps: Parameters<typeof m.syncBusiness>[1] = {}, owner = { userId, connectionId }) {
  const run = await m.db.businessSyncRun.create({
    data: { ...owner, reason: "user", status: "queued" },
    select: { id: true },
  });
  accountCalls.length = 0;
  const result = await m.syncBusiness(run.id, { resumeLater: async () => undefined, ...deps });
  return { result, run: await m.db.businessSyncRun.findUniqueOrThrow({ where: { id: run.id } }) };
}

beforeAll(async () => {
  ({ sim, accountCalls } = await startBusinessSimulator());
  const t = await import("@/lib/test/test-db");
  m = {
    db: t.db,
    createTestUser: t.createTestUser,
    sealApiKey: (await import("./business-key")).sealApiKey,
    syncBusiness: (await import("./sync-business")).syncBusiness,
  };
  userId = (await m.createTestUser()).id;
  connectionId = (
    await m.db.businessConnection.create({
      data: { userId, apiKeySealed: m.sealApiKey(KEY), apiKeyLast4: "-key" },
      select: { id: true },
    })
  ).id;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await sim?.close();
});

beforeEach(async () => {
  await fetch(`${sim.url}/_control/reset`, { method: "POST" });
  await m.db.businessApiCall.deleteMany({ where: { connectionId } }); // each test starts with a fresh budget
});

describe("business sync", () => {
  it("fetches every shared account once, then only the accounts whose lastChangeDate moved", async () => {
    const first = await sync();
    expect(first.run.status).toBe("done");
    const stored = await m.db.businessAccount.findMany({
      where: { userId },
      select: { remoteId: true, balanceRaw: true, person: { select: { connectionType: true } } },
    });
    // 27 accounts shared by 5 members and 5 connected users; the 2 pending users share nothing.
    expect(stored).toHaveLength(27);
    expect(new Set(accountCalls).size).toBe(27);
    expect(accountCalls).toHaveLength(27);
    expect(await m.db.businessPerson.count({ where: { userId } })).toBe(12);

    const again = await sync();
    expect(accountCalls).toEqual([]);
    expect(again.run.accountsToFetch).toBe(0);

    await touch([40101, 40105, 40120]);
    const third = await sync();
    expect(accountCalls.sort()).toEqual([40101, 40105, 40120]);
    expect(third.run.accountsFetched).toBe(3);
  });

  it("waits out a 429 and repeats the same call, fetching nothing twice that succeeded", async () => {
    await sync();
    await touch([40102, 40103]);
    await force("rate-limit");
    const slept: number[] = [];
    const { run } = await sync({ concurrency: 1, sleep: async (ms) => void slept.push(ms) });
    expect(run.status).toBe("done");
    expect(slept).toHaveLength(1);
    expect(slept[0]).toBeGreaterThanOrEqual(1000); // Retry-After in seconds
    expect(accountCalls).toHaveLength(3); // one 429, then both accounts
    expect(new Set(accountCalls)).toEqual(new Set([40102, 40103]));
    expect(run.accountsFetched).toBe(2);
  });

  it("pauses on a long wait and resumes where it stopped", async () => {
    await sync();
    await touch([40104, 40106, 40107]);
    await force("rate-limit");
    const resumes: number[] = [];
    const paused = await sync({
      concurrency: 1,
      maxInlineWaitMs: 0,
      resumeLater: async (_id, s) => void resumes.push(s),
    });
    expect(paused.run.status).toBe("waiting");
    expect(resumes).toEqual([1]);
    const runId = paused.run.id;
    accountCalls.length = 0;
    await m.syncBusiness(runId, { resumeLater: async () => undefined });
    const done = await m.db.businessSyncRun.findUniqueOrThrow({ where: { id: runId } });
    expect(done.status).toBe("done");
    expect(accountCalls.sort()).toEqual([40104, 40106, 40107]);
    expect(done.accountsFetched).toBe(3);
  });

  it("reports a failing account with when it last succeeded and stores the others", async () => {
    await sync();
    await touch([40110, 40111]);
    await force("http-500");
    const { run } = await sync({ concurrency: 1 });
    expect(run.status).toBe("done");
    expect(run.accountsFetched).toBe(1);
    const failures = run.failures as { accountId: number; lastSuccessAt: string | null; message: string }[];
    expect(failures).toHaveLength(1);
    expect(failures[0]!.lastSuccessAt).not.toBeNull();
    const failed = await m.db.businessAccount.findFirstOrThrow({
      where: { userId, remoteId: failures[0]!.accountId },
    });
    expect(failed.lastError).toMatch(/Internal error|HTTP 500/);
    expect(failed.balanceRaw).not.toBeNull(); // the last synced data stays
  });

  it("marks an account gone from the index as removed, but never for a list that could not be read", async () => {
    await sync();
    const { businessClient } = await import("@/lib/services/business/client");
    const { ServiceError } = await import("@/lib/http/errors");
    const real = businessClient(KEY);
    const withoutFirst = {
      ...real,
      listMembers: async () => {
        const r = await real.listMembers();
        r.members[0]!.accountsIndex = r.members[0]!.accountsIndex.filter((a) => a.accountId !== 40101);
        return r;
      },
    };
    const { run } = await sync({ client: withoutFirst as never });
    expect(run.accountsRemoved).toBe(1);
    const removed = await m.db.businessAccount.findFirstOrThrow({
      where: { userId, remoteId: 40101 },
      select: { id: true, removedAt: true },
    });
    expect(removed.removedAt).not.toBeNull();
    const { listBalances } = await import("./list-balances");
    const { DEFAULT_BALANCES_VIEW } = await import("./balances-view");
    expect((await listBalances(userId, DEFAULT_BALANCES_VIEW)).rows.some((r) => r.id === removed.id)).toBe(
      false,
    );

    // Members cannot be read: their accounts stay; the connected users' side still syncs.
    const membersDown = {
      ...real,
      listMembers: () => Promise.reject(new ServiceError("business", 500, "/member", "HTTP 500")),
    };
    const partial = await sync({ client: membersDown as never });
    expect(partial.run.status).toBe("done");
    expect(partial.run.message).toMatch(/Members could not be read/);
    expect(partial.run.accountsRemoved).toBe(0);
    expect(await m.db.businessAccount.count({ where: { userId, remoteId: 40102, removedAt: null } })).toBe(1);
    // Back in the index: fetched again and no longer removed.
    const back = await sync();
    expect(accountCalls).toEqual([40101]);
    expect(back.run.status).toBe("done");
    expect(
      (await m.db.businessAccount.findFirstOrThrow({ where: { userId, remoteId: 40101 } })).removedAt,
    ).toBeNull();
  });

  it("keeps the last synced data when the service is down", async () => {
    await sync();
    const before = await m.db.businessAccount.count({ where: { userId, removedAt: null } });
    const { ServiceError } = await import("@/lib/http/errors");
    const unreachable = (path: string) => () =>
      Promise.reject(new ServiceError("business", null, path, "the service could not be reached"));
    const down = { listMembers: unreachable("/member"), listConnectedUsers: unreachable("/connectedUser") };
    const { run } = await sync({ client: down as never });
    expect(run.status).toBe("failed");
    expect(run.message).toMatch(/could not be reached.*last synced data is kept/);
    expect(await m.db.businessAccount.count({ where: { userId, removedAt: null } })).toBe(before);
  });
});

// Issue 34 item 10: spec 2 B's `{members: array of Member + accountsIndex}` read the other way — one
// accountsIndex beside each list — must find the same accounts for the same people; no index at all is
// said in words and removes nothing.
describe("business sync, accountsIndex beside the list", () => {
  const owners = async (uid: string) =>
    Object.fromEntries(
      (
        await m.db.businessAccount.findMany({
          where: { userId: uid, removedAt: null },
          select: { remoteId: true, person: { select: { kind: true, remoteId: true } } },
        })
      ).map((a) => [a.remoteId, `${a.person.kind}:${a.person.remoteId}`]),
    );

  it("finds every account of every person, each fetched once, as with an index per person", async () => {
    await sync();
    const expected = await owners(userId);
    const other = (await m.createTestUser()).id;
    const conn = (
      await m.db.businessConnection.create({
        data: { userId: other, apiKeySealed: m.sealApiKey(KEY), apiKeyLast4: "-key" },
        select: { id: true },
      })
    ).id;
    await indexShape("beside-list");
    const { run } = await sync({}, { userId: other, connectionId: conn });
    expect(run.status).toBe("done");
    expect(run.message).toBeNull();
    expect(run.peopleCount).toBe(12);
    expect(run.accountsTotal).toBe(27);
    expect(accountCalls).toHaveLength(27); // learning whose an account is costs no extra call
    expect(await owners(other)).toEqual(expected);
    expect(Object.keys(expected)).toHaveLength(27);

    const again = await sync({}, { userId: other, connectionId: conn });
    expect(accountCalls).toEqual([]);
    expect(again.run.accountsRemoved).toBe(0);
  });

  it("says so when people are listed but no accountsIndex arrives, and keeps the accounts", async () => {
    await sync();
    const before = await m.db.businessAccount.count({ where: { userId, removedAt: null } });
    await indexShape("missing");
    const { run } = await sync();
    expect(run.status).toBe("done");
    expect(run.message).toMatch(/listed 5 members but sent no accountsIndex/);
    expect(run.message).toMatch(/listed 5 connected users but sent no accountsIndex/);
    expect(run.accountsRemoved).toBe(0);
    expect(await m.db.businessAccount.count({ where: { userId, removedAt: null } })).toBe(before);
  });
});
