// Integration: the callback receiver against the real PostgreSQL (DATABASE_URL from scripts/test.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { receiveCallback } from "@/lib/callbacks/receive-callback";
import { serviceConfig } from "@/lib/env";
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
  const [request, receipts] = await Promise.all([
    db.serviceRequest.findUnique({ where: { service_requestId: { service: "flights", requestId } } }),
    db.callbackReceipt.count({ where: { service: "flights", requestId } }),
  ]);
  return { state: request?.state, payload: request?.payload, updatedAt: request?.updatedAt, receipts };
}

describe("callback receiver", () => {
  let requestId: string;
  let body: string;

  beforeEach(async () => {
    const user = await createTestUser();
    requestId = uniqueId("req");
    await db.serviceRequest.create({ data: { service: "flights", requestId, userId: user.id, kind: "flight-search" } });
    body = JSON.stringify({ requestId, userData: "x", state: 1, message: "ok", requestDate: new Date().toISOString(), progress: {}, routes: [] });
  });

  it("stores a valid delivery and answers 200 after commit", async () => {
    const res = await receiveCallback(flightsCallback, post(body, goodAuth));
    expect(res.status).toBe(200);
    const after = await snapshot(requestId);
    expect(after.state).toBe(1);
    expect(after.receipts).toBe(1);
  });

  it("stores the same delivery twice only once", async () => {
    await receiveCallback(flightsCallback, post(body, goodAuth));
    const first = await snapshot(requestId);
    const res = await receiveCallback(flightsCallback, post(body, goodAuth));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcomes: ["duplicate"] });
    expect(await snapshot(requestId)).toEqual(first);
  });

  it.each([
    ["no auth", undefined, 401],
    ["wrong password", `Basic ${Buffer.from(`${callbackUser}:nope-nope-nope`).toString("base64")}`, 401],
    ["wrong scheme", `Bearer ${callbackPassword}`, 401],
  ])("refuses %s with %i and changes nothing", async (_name, auth, status) => {
    const before = await snapshot(requestId);
    const res = await receiveCallback(flightsCallback, post(body, auth));
    expect(res.status).toBe(status);
    expect(await snapshot(requestId)).toEqual(before);
  });

  it("refuses malformed bodies with 400 and changes nothing", async () => {
    const before = await snapshot(requestId);
    for (const bad of ["{not json", JSON.stringify({ requestId, state: "one" }), JSON.stringify({ state: 1 })]) {
      const res = await receiveCallback(flightsCallback, post(bad, goodAuth));
      expect(res.status).toBe(400);
    }
    expect(await snapshot(requestId)).toEqual(before);
  });

  it("refuses oversize bodies with 413 and changes nothing", async () => {
    const before = await snapshot(requestId);
    const huge = JSON.stringify({ requestId, state: 1, pad: "x".repeat(21 * 1024 * 1024) });
    const res = await receiveCallback(flightsCallback, post(huge, goodAuth));
    expect(res.status).toBe(413);
    expect(await snapshot(requestId)).toEqual(before);
  });

  it("never lets an older state overwrite a final one", async () => {
    await receiveCallback(flightsCallback, post(body, goodAuth));
    const pending = JSON.stringify({ requestId, userData: "x", state: 0, message: "", requestDate: new Date().toISOString(), progress: {} });
    const res = await receiveCallback(flightsCallback, post(pending, goodAuth));
    expect(await res.json()).toMatchObject({ outcomes: ["stale"] });
    expect((await snapshot(requestId)).state).toBe(1);
  });

  it("acknowledges unknown request ids without storing them", async () => {
    const stranger = uniqueId("unknown");
    const res = await receiveCallback(flightsCallback, post(JSON.stringify({ requestId: stranger, state: 1 }), goodAuth));
    expect(res.status).toBe(200);
    expect(await db.serviceRequest.count({ where: { requestId: stranger } })).toBe(0);
    const log = await db.callbackDelivery.findFirst({ where: { requestId: stranger } });
    expect(log?.outcome).toBe("unknown-request");
  });

  it("stores every result of a loyalty package callback", async () => {
    const user = await createTestUser();
    const ids = Array.from({ length: 20 }, () => uniqueId("acct"));
    await db.serviceRequest.createMany({ data: ids.map((id) => ({ service: "loyalty", requestId: id, userId: user.id, kind: "loyalty-check" })) });
    const loyalty = serviceConfig("loyalty");
    const auth = `Basic ${Buffer.from(`${loyalty.callbackUser}:${loyalty.callbackPassword}`).toString("base64")}`;
    const pkg = { method: "account", response: ids.map((id, i) => ({ requestId: id, state: 1, login: "x", balance: i })) };
    const res = await receiveCallback(loyaltyCallback, post(JSON.stringify(pkg), auth));
    expect(res.status).toBe(200);
    expect(await db.serviceRequest.count({ where: { requestId: { in: ids }, state: 1 } })).toBe(20);
  });
});
