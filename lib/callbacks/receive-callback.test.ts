// Integration: the callback receiver against the real PostgreSQL (DATABASE_URL from scripts/test.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { hashText } from "@/lib/callbacks/accept-delivery";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { type Defer, receiveCallback } from "@/lib/callbacks/receive-callback";
import { LOG_RETENTION_DAYS, RETENTION_DAYS, sweepInbox } from "@/lib/callbacks/sweep-inbox";
import type { CallbackHandler } from "@/lib/callbacks/types";
import { serviceConfig } from "@/lib/env";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const { callbackUser, callbackPassword } = serviceConfig("flights");
const goodAuth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;

function post(body: string, auth?: string, headers: Record<string, string> = {}) {
  return new Request("http://127.0.0.1/api/callbacks/flights", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}), ...headers },
  });
}

async function snapshot(requestId: string) {
  const [request, inbox] = await Promise.all([
    db.serviceRequest.findUnique({ where: { service_requestId: { service: "flights", requestId } } }),
    db.callbackInbox.count({ where: { service: "flights", requestIds: { has: requestId } } }),
  ]);
  return { state: request?.state, payload: request?.payload, updatedAt: request?.updatedAt, inbox };
}

/** A defer that keeps the work for later: what happens if the app stops right after the 200. */
function heldBack(): { defer: Defer; run(): Promise<void> } {
  const tasks: Parameters<Defer>[0][] = [];
  return {
    defer: (task) => void tasks.push(task),
    run: async () => void (await Promise.all(tasks.map((t) => t()))),
  };
}

describe("callback receiver", () => {
  let requestId: string;
  let body: string;

  beforeEach(async () => {
    const user = await createTestUser();
    requestId = uniqueId("req");
    await db.serviceRequest.create({
      data: { service: "flights", requestId, userId: user.id, kind: "flight-search" },
    });
    body = JSON.stringify({
      requestId,
      userData: "x",
      state: 1,
      message: "ok",
      requestDate: new Date().toISOString(),
      progress: {},
      routes: [],
    });
  });

  const inboxRow = () =>
    db.callbackInbox.findFirstOrThrow({ where: { service: "flights", requestIds: { has: requestId } } });

  it("answers 200 once the delivery is committed to the inbox, then normalizes it", async () => {
    const later = heldBack();
    const res = await receiveCallback(flightsCallback, post(body, goodAuth), later.defer);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcomes: ["accepted"] });
    const accepted = await snapshot(requestId);
    expect(accepted).toMatchObject({ state: 0, inbox: 1 });
    await later.run();
    expect((await snapshot(requestId)).state).toBe(1);
    const row = await db.callbackInbox.findFirstOrThrow({ where: { requestIds: { has: requestId } } });
    expect(row.processedAt).not.toBeNull();
    expect(row.body).toEqual(JSON.parse(body));
  });

  it("stores the same delivery twice only once", async () => {
    await receiveNow(flightsCallback, post(body, goodAuth));
    const first = await snapshot(requestId);
    const res = await receiveNow(flightsCallback, post(body, goodAuth));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcomes: ["duplicate"] });
    expect(await snapshot(requestId)).toEqual(first);
    expect(first.inbox).toBe(1);
  });

  it("leaves an accepted delivery the app never normalized to the sweep, which stores it once", async () => {
    const lost = heldBack(); // never run: the app stopped after the 200
    await receiveCallback(flightsCallback, post(body, goodAuth), lost.defer);
    // Asserted on this test's own rows: other test files share the database and the sweep sees theirs too.
    const stored = () => db.callbackDelivery.count({ where: { requestId, outcome: "stored" } });
    await sweepInbox(); // too fresh: left to the receiver's own job
    expect((await inboxRow()).processedAt).toBeNull();
    expect((await snapshot(requestId)).state).toBe(0);
    await sweepInbox({ graceSeconds: 0 });
    expect((await inboxRow()).processedAt).not.toBeNull();
    expect((await snapshot(requestId)).state).toBe(1);
    expect(await stored()).toBe(1);
    await sweepInbox({ graceSeconds: 0 });
    await lost.run(); // the late task finds the row processed and does nothing
    expect(await stored()).toBe(1);
  });

  it("keeps processed inbox rows RETENTION_DAYS and the delivery log LOG_RETENTION_DAYS, then deletes them", async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    const mark = uniqueId("retention");
    const inbox = await Promise.all(
      [RETENTION_DAYS + 1, RETENTION_DAYS - 1].map((d) =>
        db.callbackInbox.create({
          data: {
            service: "flights",
            bodyHash: `${mark}-${d}`,
            body: {},
            requestIds: [mark],
            receivedAt: daysAgo(d),
            processedAt: daysAgo(d),
          },
          select: { id: true },
        }),
      ),
    );
    const waiting = await db.callbackInbox.create({
      data: {
        service: "flights",
        bodyHash: `${mark}-waiting`,
        body: {},
        requestIds: [mark],
        receivedAt: daysAgo(RETENTION_DAYS + 5),
      },
      select: { id: true },
    });
    await db.callbackDelivery.createMany({
      data: [LOG_RETENTION_DAYS + 1, LOG_RETENTION_DAYS - 1].map((d) => ({
        service: "flights",
        requestId: mark,
        outcome: `stored-${d}`,
        receivedAt: daysAgo(d),
      })),
    });
    await sweepInbox({ graceSeconds: 3600 });
    const left = await db.callbackInbox.findMany({
      where: { requestIds: { has: mark } },
      select: { id: true },
    });
    // An unprocessed row is not pruned, however old: this one (no request of ours) is closed by the
    // sweep and only then starts its RETENTION_DAYS.
    expect(left.map((r) => r.id).sort()).toEqual([inbox[1]!.id, waiting.id].sort());
    const log = await db.callbackDelivery.findMany({
      where: { requestId: mark, outcome: { startsWith: "stored-" } },
      select: { outcome: true },
    });
    expect(log.map((r) => r.outcome)).toEqual([`stored-${LOG_RETENTION_DAYS - 1}`]);
  });

  it("records a failed normalization on the inbox row and retries it from the sweep", async () => {
    const broken: CallbackHandler<unknown> = {
      ...(flightsCallback as CallbackHandler<unknown>),
      store: () => Promise.reject(new Error("disk on fire")),
    };
    const res = await receiveNow(broken, post(body, goodAuth));
    expect(res.status).toBe(200);
    const row = await db.callbackInbox.findFirstOrThrow({ where: { requestIds: { has: requestId } } });
    expect(row).toMatchObject({ processedAt: null, attempts: 1, lastError: "disk on fire" });
    expect((await snapshot(requestId)).state).toBe(0);
    await sweepInbox({ graceSeconds: 0 });
    expect((await inboxRow()).processedAt).not.toBeNull();
    expect((await snapshot(requestId)).state).toBe(1);
  });

  // The inbox keeps the text as received (json), which would take these; jsonb and text columns would not.
  it.each([
    ["\\u0000", "a\u0000b"],
    ["a lone surrogate", "a\ud800b"],
  ])("refuses JSON PostgreSQL cannot store (%s) with 400 and changes nothing", async (_name, message) => {
    const before = await snapshot(requestId);
    const bad = JSON.stringify({
      requestId,
      userData: "x",
      state: 1,
      message,
      requestDate: new Date().toISOString(),
      progress: {},
      routes: [],
    });
    const res = await receiveNow(flightsCallback, post(bad, goodAuth));
    expect(res.status).toBe(400);
    expect(await snapshot(requestId)).toEqual(before);
  });

  it("stores escapes PostgreSQL can store (a surrogate pair, é) as received", async () => {
    const text = `{"requestId":${JSON.stringify(requestId)},"userData":"x","state":1,"message":"\\ud83d\\ude00 caf\\u00e9","requestDate":"${new Date().toISOString()}","progress":{},"routes":[]}`;
    const res = await receiveNow(flightsCallback, post(text, goodAuth));
    expect(res.status).toBe(200);
    const [row] = await db.$queryRaw<
      { body: string }[]
    >`SELECT body::text AS body FROM "CallbackInbox" WHERE "bodyHash" = ${hashText(text)}`;
    expect(row?.body).toBe(text);
    expect(JSON.parse(row!.body).message).toBe("😀 café");
  });

  it.each([
    ["no auth", undefined, 401],
    ["wrong password", `Basic ${Buffer.from(`${callbackUser}:nope-nope-nope`).toString("base64")}`, 401],
    ["wrong scheme", `Bearer ${callbackPassword}`, 401],
  ])("refuses %s with %i and changes nothing", async (_name, auth, status) => {
    const before = await snapshot(requestId);
    const res = await receiveNow(flightsCallback, post(body, auth));
    expect(res.status).toBe(status);
    expect(await snapshot(requestId)).toEqual(before);
  });

  it("refuses malformed bodies with 400 and changes nothing", async () => {
    const before = await snapshot(requestId);
    for (const bad of [
      "{not json",
      JSON.stringify({ requestId, state: "one" }),
      JSON.stringify({ state: 1 }),
    ]) {
      const res = await receiveNow(flightsCallback, post(bad, goodAuth));
      expect(res.status).toBe(400);
    }
    expect(await snapshot(requestId)).toEqual(before);
  });

  it("refuses oversize bodies with 413 and changes nothing", async () => {
    const before = await snapshot(requestId);
    const huge = JSON.stringify({ requestId, state: 1, pad: "x".repeat(21 * 1024 * 1024) });
    const res = await receiveNow(flightsCallback, post(huge, goodAuth));
    expect(res.status).toBe(413);
    expect(await snapshot(requestId)).toEqual(before);
  });

  it("never lets an older state overwrite a final one", async () => {
    await receiveNow(flightsCallback, post(body, goodAuth));
    const pending = JSON.stringify({
      requestId,
      userData: "x",
      state: 0,
      message: "",
      requestDate: new Date().toISOString(),
      progress: {},
    });
    const res = await receiveNow(flightsCallback, post(pending, goodAuth));
    expect(await res.json()).toMatchObject({ outcomes: ["accepted"] });
    expect((await snapshot(requestId)).state).toBe(1);
    expect(await db.callbackDelivery.findFirst({ where: { requestId, outcome: "stale" } })).not.toBeNull();
  });

  it("acknowledges unknown request ids without storing them", async () => {
    const stranger = uniqueId("unknown");
    const res = await receiveNow(
      flightsCallback,
      post(JSON.stringify({ requestId: stranger, state: 1 }), goodAuth),
    );
    expect(res.status).toBe(200);
    expect(await db.serviceRequest.count({ where: { requestId: stranger } })).toBe(0);
    const log = await db.callbackDelivery.findFirst({ where: { requestId: stranger } });
    expect(log?.outcome).toBe("unknown-request");
  });

  it("keeps browserState out of the request payload and the processed inbox row", async () => {
    const withState = JSON.stringify({ ...JSON.parse(body), browserState: "session-cookie-secret" });
    await receiveNow(flightsCallback, post(withState, goodAuth));
    const stored = await snapshot(requestId);
    expect(stored.state).toBe(1);
    expect(JSON.stringify(stored.payload)).not.toContain("session-cookie-secret");
    const row = await db.callbackInbox.findFirstOrThrow({ where: { requestIds: { has: requestId } } });
    expect(row.processedAt).not.toBeNull();
    expect(JSON.stringify(row.body)).not.toContain("session-cookie-secret");
    expect(row.body).toMatchObject({ requestId, state: 1 });
  });

  it("stores every result of a loyalty package callback, without its session or rejected answers", async () => {
    const user = await createTestUser();
    const ids = Array.from({ length: 20 }, () => uniqueId("acct"));
    await db.serviceRequest.createMany({
      data: ids.map((id) => ({ service: "loyalty", requestId: id, userId: user.id, kind: "loyalty-check" })),
    });
    const loyalty = serviceConfig("loyalty");
    const auth = `Basic ${Buffer.from(`${loyalty.callbackUser}:${loyalty.callbackPassword}`).toString("base64")}`;
    const pkg = {
      method: "account",
      response: ids.map((id, i) => ({
        requestId: id,
        state: 1,
        login: "x",
        balance: i,
        browserState: `cookie-${i}`,
        invalidAnswers: [{ question: "Pet?", answer: `rejected-${i}` }],
      })),
    };
    const res = await receiveNow(loyaltyCallback, post(JSON.stringify(pkg), auth));
    expect(res.status).toBe(200);
    expect(await db.serviceRequest.count({ where: { requestId: { in: ids }, state: 1 } })).toBe(20);
    const row = await db.callbackInbox.findFirstOrThrow({
      where: { service: "loyalty", requestIds: { has: ids[0]! } },
    });
    expect(JSON.stringify(row.body)).not.toMatch(/cookie-|rejected-/);
    expect((row.body as { response: unknown[] }).response).toHaveLength(20);
    const payloads = await db.serviceRequest.findMany({
      where: { requestId: { in: ids } },
      select: { payload: true },
    });
    expect(JSON.stringify(payloads)).toContain('"balance"');
    expect(JSON.stringify(payloads)).not.toMatch(/cookie-|rejected-/);
  });

  it("says of each result of a package whether it was ours, and a redelivery is a duplicate", async () => {
    const user = await createTestUser();
    const ours = [uniqueId("acct"), uniqueId("acct")];
    const stranger = uniqueId("acct");
    await db.serviceRequest.createMany({
      data: ours.map((id) => ({ service: "loyalty", requestId: id, userId: user.id, kind: "loyalty-check" })),
    });
    const loyalty = serviceConfig("loyalty");
    const auth = `Basic ${Buffer.from(`${loyalty.callbackUser}:${loyalty.callbackPassword}`).toString("base64")}`;
    const pkg = (ids: string[]) =>
      JSON.stringify({
        method: "account",
        response: ids.map((id) => ({ requestId: id, state: 1, login: "x", balance: 5 })),
      });
    const answer = async (text: string) =>
      (await (await receiveNow(loyaltyCallback, post(text, auth))).json()) as { outcomes: string[] };
    expect(await answer(pkg([ours[0]!, stranger, ours[1]!]))).toMatchObject({
      outcomes: ["accepted", "unknown-request", "accepted"],
    });
    expect(await answer(pkg([ours[0]!, stranger, ours[1]!]))).toMatchObject({
      outcomes: ["duplicate", "unknown-request", "duplicate"],
    });
    expect(
      await db.callbackInbox.count({ where: { service: "loyalty", requestIds: { has: ours[0]! } } }),
    ).toBe(1);
    // Nobody's yet: acknowledged, and kept unprocessed for a send that may still record the ids (issue 11).
    const strangers = [uniqueId("acct"), uniqueId("acct")];
    expect(await answer(pkg(strangers))).toMatchObject({ outcomes: ["unknown-request", "unknown-request"] });
    const kept = await db.callbackInbox.findMany({
      where: { service: "loyalty", requestIds: { hasSome: strangers } },
      select: { processedAt: true },
    });
    expect(kept).toEqual([{ processedAt: null }]);
  });
});
