// Integration against the real simulator (in-process, fast clock) and the real PostgreSQL from
// scripts/test.ts: the scheduled package refresh (low priority, package callbacks of ≤ 20 results,
// every result stored, a refused item named), the incremental follow-up, and the polling fallback
// when a callback never arrives. A small local receiver feeds callbacks into the real pipeline.
// lib/env caches on first use, so every app module is imported after the URLs are stubbed.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isPendingState, LoyaltyState } from "@/lib/service-requests/service-states";
import type { RunningSimulator } from "@/simulator/server";

type Mods = {
  db: typeof import("@/lib/test/test-db").db;
  createTestUser: typeof import("@/lib/test/test-db").createTestUser;
  uniqueId: typeof import("@/lib/test/test-db").uniqueId;
  save: typeof import("./save-search-account").saveSearchAccount;
  refresh: typeof import("./refresh-all-accounts").refreshAllAccounts;
  startCheck: typeof import("./start-account-check").startAccountCheck;
  poll: typeof import("@/lib/service-requests/poll-service-request").pollServiceRequest;
  sweep: typeof import("@/lib/service-requests/sweep-service-requests").sweepServiceRequests;
};
type Envelope = { method?: string; response?: { requestId: string }[]; requestId?: string };

let sim: RunningSimulator;
let receiver: Server;
let m: Mods;
let dropCallbacks = false; // true: answer 200 but store nothing — a callback lost on the way
const received: Envelope[] = [];
const sentBodies: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  const { startSimulator } = await import("@/simulator/server");
  sim = await startSimulator({ port: 0, host: "127.0.0.1", timeScale: 0.01 }, { log: () => {} });
  let receive: (request: Request) => Promise<Response> = () =>
    Promise.resolve(new Response(null, { status: 503 }));
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      received.push(JSON.parse(body.toString("utf8")) as Envelope);
      if (dropCallbacks) return void res.end();
      const headers = Object.entries(req.headers).filter(
        (e): e is [string, string] => typeof e[1] === "string",
      );
      void receive(new Request(`http://127.0.0.1${req.url}`, { method: "POST", headers, body }))
        .then(async (r) => {
          res.statusCode = r.status;
          res.end(await r.text());
        })
        .catch(() => {
          res.statusCode = 500;
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("LOYALTY_API_URL", `${sim.url}/loyalty`);
  vi.stubEnv("APP_URL", `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`);
  const { receiveNow } = await import("@/lib/test/receive-now");
  const { loyaltyCallback } = await import("@/lib/callbacks/handlers/loyalty");
  receive = (request) => receiveNow(loyaltyCallback, request);
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(`${sim.url}/loyalty/v2/account/check`) && typeof init?.body === "string")
      sentBodies.push({
        path: new URL(url).pathname,
        body: JSON.parse(init.body) as Record<string, unknown>,
      });
    return realFetch(input, init);
  });
  const t = await import("@/lib/test/test-db");
  m = {
    db: t.db,
    createTestUser: t.createTestUser,
    uniqueId: t.uniqueId,
    save: (await import("./save-search-account")).saveSearchAccount,
    refresh: (await import("./refresh-all-accounts")).refreshAllAccounts,
    startCheck: (await import("./start-account-check")).startAccountCheck,
    poll: (await import("@/lib/service-requests/poll-service-request")).pollServiceRequest,
    sweep: (await import("@/lib/service-requests/sweep-service-requests")).sweepServiceRequests,
  };
});

afterAll(async () => {
  const { getBoss } = await import("@/lib/jobs/boss");
  await (await getBoss()).stop({ graceful: false, wait: true }).catch(() => {});
  await sim?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const PROGRAMS = ["british", "marriott", "hhonors", "united", "avis", "amtrak"];

/** `n` valid accounts of one user across programs, plus one airfrance without its required region. */
async function linkMany(n: number) {
  const user = await m.createTestUser();
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await m.save(user.id, "loyalty", PROGRAMS[i % PROGRAMS.length]!, {
      login: m.uniqueId(`pkg${i}`),
      password: "pw",
    });
    ids.push(id);
  }
  const bad = await m.save(user.id, "loyalty", "airfrance", {
    login: m.uniqueId("noregion"),
    password: "pw",
  });
  return { userId: user.id, ids, badId: bad.id };
}

const packageItems = () =>
  sentBodies
    .filter((s) => s.path.endsWith("/package"))
    .flatMap((s) => s.body.package as Record<string, unknown>[]);
const requestsOf = (ids: string[]) =>
  m.db.serviceRequest.findMany({
    where: { parentId: { in: ids } },
    select: { id: true, state: true, requestId: true, phase: true },
  });
const pending = (rows: { state: number }[]) => rows.filter((r) => isPendingState(r.state));

describe("scheduled refresh in packages", () => {
  let acc: Awaited<ReturnType<typeof linkMany>>;

  it("sends low-priority packages and stores every result of callbacks carrying up to 20", async () => {
    acc = await linkMany(24);
    sentBodies.length = 0;
    received.length = 0;
    expect(await m.refresh({ userId: acc.userId })).toEqual({ sent: 24, refused: 1, retrying: 0 });

    const items = packageItems();
    expect(items).toHaveLength(25);
    for (const it of items) {
      expect(it).toMatchObject({ priority: 2, retries: 4, timeout: 3600, history: { range: "complete" } });
      expect(it.callbackUrl).toMatch(/\/api\/callbacks\/loyalty$/);
    }
    expect(sentBodies.some((s) => s.path.endsWith("/v2/account/check"))).toBe(false); // no single checks

    await vi.waitFor(
      async () =>
        expect(
          await m.db.loyaltyAccount.count({ where: { id: { in: acc.ids }, state: LoyaltyState.Success } }),
        ).toBe(24),
      { timeout: 20_000, interval: 200 },
    );
    const sizes = received.map((r) => r.response?.length ?? 0);
    expect(received.every((r) => r.method === "account")).toBe(true);
    expect(Math.max(...sizes)).toBe(20);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(24);

    // Each account keeps every history row its result carried (a rental or rail account may have few).
    type Sent = { requestId: string; history?: { rows: unknown[]; subAccounts?: { rows: unknown[] }[] } };
    const rowsSent = new Map(
      (received.flatMap((r) => r.response ?? []) as Sent[]).map((x) => [
        x.requestId,
        (x.history?.rows.length ?? 0) + (x.history?.subAccounts ?? []).reduce((n, s) => n + s.rows.length, 0),
      ]),
    );
    const requestOf = new Map(
      (
        await m.db.serviceRequest.findMany({
          where: { parentId: { in: acc.ids } },
          select: { parentId: true, requestId: true },
        })
      ).map((r) => [r.parentId, r.requestId]),
    );
    const accounts = await m.db.loyaltyAccount.findMany({
      where: { id: { in: acc.ids } },
      select: { id: true, balance: true, historyState: true, _count: { select: { historyRows: true } } },
    });
    for (const a of accounts) {
      expect(a.balance?.toNumber()).toEqual(expect.any(Number));
      expect(a.historyState).toBeTruthy();
      expect(a._count.historyRows).toBe(rowsSent.get(requestOf.get(a.id)!));
    }
    expect(accounts.reduce((n, a) => n + a._count.historyRows, 0)).toBeGreaterThan(500);
    expect(
      (await requestsOf(acc.ids)).every(
        (r) => r.state === LoyaltyState.Success && r.phase === "sent" && r.requestId,
      ),
    ).toBe(true);
    // The package `errors` entry named the refused account: its check is recorded as never sent.
    expect(await requestsOf([acc.badId])).toEqual([
      expect.objectContaining({ phase: "send-failed", requestId: null, state: LoyaltyState.UnknownFailure }),
    ]);
    expect((await m.db.loyaltyAccount.findUniqueOrThrow({ where: { id: acc.badId } })).state).toBeNull();
  });

  it("asks incremental2 with the stored state next time; the overlapping day is not duplicated", async () => {
    const before = await m.db.loyaltyHistoryRow.count({ where: { accountId: { in: acc.ids } } });
    const states = new Map(
      (
        await m.db.loyaltyAccount.findMany({
          where: { id: { in: acc.ids } },
          select: { id: true, historyState: true },
        })
      ).map((a) => [a.id, a.historyState]),
    );
    sentBodies.length = 0;
    expect(await m.refresh({ userId: acc.userId })).toEqual({ sent: 24, refused: 1, retrying: 0 });
    for (const it of packageItems().filter((i) => i.userData !== acc.badId)) {
      expect(it.history).toEqual({ range: "incremental2", state: states.get(String(it.userData)) });
      expect(it.parsePastItineraries).toBe(false);
    }
    await vi.waitFor(async () => expect(pending(await requestsOf(acc.ids))).toEqual([]), {
      timeout: 20_000,
      interval: 200,
    });
    expect(await m.db.loyaltyHistoryRow.count({ where: { accountId: { in: acc.ids } } })).toBe(before);
  });
});

describe("a package the service could not be reached for", () => {
  it("stays on the tracker: the same requests are sent again by the sweep and their results stored", async () => {
    const acc = await linkMany(3);
    const port = new URL(sim.url).port;
    await sim.close(); // the loyalty service is down: connections refused
    sentBodies.length = 0;
    // Unreachable, the account the service would refuse (no region) waits with the others.
    expect(await m.refresh({ userId: acc.userId })).toEqual({ sent: 0, refused: 0, retrying: 4 });
    const waiting = await m.db.serviceRequest.findMany({
      where: { parentId: { in: acc.ids } },
      select: { id: true, phase: true, requestId: true, sendAttempts: true, nextSendAt: true, message: true },
    });
    expect(waiting).toHaveLength(3);
    for (const r of waiting) {
      expect(r).toMatchObject({ phase: "send-retry", requestId: null, sendAttempts: 1 });
      expect(r.message).toMatch(/loyalty service is not answering/);
      expect(r.nextSendAt!.getTime()).toBeGreaterThan(Date.now());
    }
    // Waiting for the tracker's re-send counts as in flight: a second refresh sends nothing.
    expect(await m.refresh({ userId: acc.userId })).toEqual({ sent: 0, refused: 0, retrying: 0 });

    const { startSimulator } = await import("@/simulator/server");
    sim = await startSimulator({ port: Number(port), host: "127.0.0.1", timeScale: 0.01 }, { log: () => {} });
    // Not due yet: the sweep leaves them; due: it re-sends them as one package.
    sentBodies.length = 0; // the try that was refused a connection
    await m.sweep(new Date());
    expect(packageItems()).toHaveLength(0);
    await expect
      .poll(
        async () => {
          await m.sweep(new Date(Date.now() + 5 * 60_000));
          return packageItems().filter((i) => acc.ids.includes(String(i.userData))).length;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(3);
    await vi.waitFor(
      async () =>
        expect(
          await m.db.loyaltyAccount.count({ where: { id: { in: acc.ids }, state: LoyaltyState.Success } }),
        ).toBe(3),
      { timeout: 20_000, interval: 200 },
    );
    // One request per check throughout: the same rows, now sent with the service's ids after two tries.
    const after = await m.db.serviceRequest.findMany({ where: { parentId: { in: acc.ids } } });
    expect(after.map((r) => r.id).sort()).toEqual(waiting.map((r) => r.id).sort());
    for (const r of after) expect(r).toMatchObject({ requestId: expect.any(String), sendAttempts: 2 });
    // The refused one, once the service answered: final, in its words.
    expect(await m.db.serviceRequest.findMany({ where: { parentId: acc.badId } })).toEqual([
      expect.objectContaining({
        phase: "send-failed",
        sendAttempts: 2,
        message: expect.stringMatching(/did not accept/),
      }),
    ]);
  });
});

describe("polling fallback", () => {
  it("stores a user check whose callback was lost by polling GET /v2/account/check/{id}", async () => {
    const user = await m.createTestUser();
    const { id } = await m.save(user.id, "loyalty", "british", { login: m.uniqueId("late"), password: "pw" });
    dropCallbacks = true;
    sentBodies.length = 0;
    const { requestId: srId } = await m.startCheck(user.id, id);
    expect(sentBodies[0]?.body).toMatchObject({ priority: 9, userData: id });
    const jobs = await m.db.$queryRaw<
      { n: bigint }[]
    >`select count(*) as n from pgboss.job where name = 'poll-service-request' and data->>'serviceRequestId' = ${srId}`;
    expect(Number(jobs[0]?.n)).toBe(1); // the fallback is scheduled with the check

    const sr = await m.db.serviceRequest.findUniqueOrThrow({ where: { id: srId } });
    await vi.waitFor(() => expect(received.some((r) => r.requestId === sr.requestId)).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    expect((await m.db.loyaltyAccount.findUniqueOrThrow({ where: { id } })).state).toBeNull(); // lost

    expect(await m.poll(srId)).toEqual({ outcome: "stored" });
    expect(await m.db.loyaltyAccount.findUniqueOrThrow({ where: { id } })).toMatchObject({
      state: LoyaltyState.Success,
      balance: expect.anything(),
    });
    expect(await m.db.serviceRequest.findUniqueOrThrow({ where: { id: srId } })).toMatchObject({
      state: LoyaltyState.Success,
      phase: "final",
    });
    expect(await m.poll(srId)).toEqual({ outcome: "skipped" });
    dropCallbacks = false;
  });

  it("the sweep polls package checks whose callbacks never came once the grace period is over", async () => {
    const acc = await linkMany(3);
    dropCallbacks = true;
    received.length = 0;
    await m.refresh({ userId: acc.userId });
    await vi.waitFor(() => expect(received.flatMap((r) => r.response ?? [])).toHaveLength(3), {
      timeout: 20_000,
      interval: 100,
    });
    expect(await m.db.loyaltyAccount.count({ where: { id: { in: acc.ids }, state: { not: null } } })).toBe(0);
    // Before their polls are overdue the sweep leaves them alone; after, it re-queues each poll
    // (as if the queued ones were lost), and the polls store every result.
    const before = await requestsOf(acc.ids);
    expect(pending(before)).toHaveLength(3);
    expect((await m.sweep()).scheduled.filter((id) => before.some((r) => r.id === id))).toEqual([]);
    await m.db.serviceRequest.updateMany({
      where: { parentId: { in: acc.ids } },
      data: { nextPollAt: new Date(Date.now() - 5 * 60_000) },
    });
    const { scheduled } = await m.sweep();
    expect(scheduled).toEqual(expect.arrayContaining(before.map((r) => r.id)));
    for (const r of before) expect(await m.poll(r.id)).toEqual({ outcome: "stored" });
    expect(
      await m.db.loyaltyAccount.count({ where: { id: { in: acc.ids }, state: LoyaltyState.Success } }),
    ).toBe(3);
    dropCallbacks = false;
  });
});

describe("an account whose stored data makes no valid request", () => {
  it("is left out of the package, and the others are sent", async () => {
    const user = await m.createTestUser();
    const good = await m.save(user.id, "loyalty", "british", { login: m.uniqueId("ok"), password: "pw" });
    const odd = await m.save(user.id, "loyalty", "british", { login: m.uniqueId("odd"), password: "pw" });
    // A code the check contract refuses (not [A-Za-z0-9]+) with a cached definition, as an old
    // catalogue could leave: before, the whole package failed validation at every try.
    const { DEFINITIONS, getProviderDefinition } = await import("./provider-definitions");
    const def = await getProviderDefinition("british");
    const code = "british-old";
    await m.db.providerCatalog.upsert({
      where: { service_code: { service: DEFINITIONS, code } },
      create: {
        service: DEFINITIONS,
        code,
        name: "British (old code)",
        data: JSON.parse(JSON.stringify(def)) as object,
        fetchedAt: new Date(),
      },
      update: { fetchedAt: new Date() },
    });
    await m.db.loyaltyAccount.update({ where: { id: odd.id }, data: { providerCode: code } });
    sentBodies.length = 0;
    expect(await m.refresh({ userId: user.id })).toEqual({ sent: 1, refused: 0, retrying: 0 });
    expect(packageItems().map((i) => i.provider)).toEqual(["british"]);
    expect(await requestsOf([odd.id])).toEqual([]);
    expect(await requestsOf([good.id])).toHaveLength(1);
  });
});
