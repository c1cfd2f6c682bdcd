// When PostgreSQL cannot be reached the receiver must not acknowledge: 503, so the service retries,
// and nothing of that attempt is stored — the retry, once the database is back, is accepted as new
// (not as a duplicate of a half-stored first attempt) and stored exactly once.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// lib/db.ts and lib/sql/pool.ts keep their client and the shared pool on globalThis; make sure this file neither reuses a
// working one nor leaves its dead one behind for other tests.
const g = globalThis as { prisma?: { $disconnect(): Promise<void> }; sqlPool?: { end(): Promise<void> } };
const forget = async () => {
  await g.prisma?.$disconnect().catch(() => {});
  await g.sqlPool?.end().catch(() => {});
  delete g.sqlPool;
  delete g.prisma;
  vi.resetModules();
};
beforeEach(forget);
afterEach(async () => {
  await forget();
  vi.unstubAllEnvs();
});

async function receiver() {
  const { receiveCallback } = await import("@/lib/callbacks/receive-callback");
  const { flightsCallback } = await import("@/lib/callbacks/handlers/flights");
  const { serviceConfig } = await import("@/lib/env");
  const { callbackUser, callbackPassword } = serviceConfig("flights");
  const deferred: (() => Promise<unknown>)[] = [];
  const post = (body: object) =>
    receiveCallback(
      flightsCallback,
      new Request("http://127.0.0.1/api/callbacks/flights", {
        method: "POST",
        body: JSON.stringify(body),
        headers: {
          authorization: `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`,
        },
      }),
      (task) => void deferred.push(task),
    );
  return { post, deferred };
}

describe("callback receiver with the database down", () => {
  it("answers 503, stores nothing, and the service's retry is stored once when it is back", async () => {
    // A request we sent, recorded while the database is up.
    const t = await import("@/lib/test/test-db");
    const user = await t.createTestUser();
    const requestId = t.uniqueId("r-db-down");
    await t.db.serviceRequest.create({
      data: { service: "flights", requestId, phase: "sent", userId: user.id, kind: "flight-search" },
    });
    const body = {
      requestId,
      userData: "",
      state: 1,
      message: "",
      requestDate: new Date().toISOString(),
      progress: {},
      routes: [],
    };
    await forget();

    vi.stubEnv("DATABASE_URL", "postgresql://postgres:postgres@127.0.0.1:1/nowhere"); // nothing listens on port 1
    const down = await receiver();
    expect((await down.post(body)).status).toBe(503);
    expect(down.deferred).toEqual([]); // nothing accepted, so nothing to normalize later
    await forget();
    vi.unstubAllEnvs();

    const up = await receiver();
    const retry = await up.post(body);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ ok: true, outcomes: ["accepted"] });
    for (const task of up.deferred) await task(); // the normalization after the 200, as Next's `after` runs it
    const { db } = await import("@/lib/test/test-db");
    expect(
      await db.callbackInbox.count({ where: { requestIds: { has: requestId }, processedAt: { not: null } } }),
    ).toBe(1);
    expect(
      await db.serviceRequest.findFirstOrThrow({ where: { service: "flights", requestId } }),
    ).toMatchObject({ state: 1 });
    expect(await db.callbackDelivery.count({ where: { requestId, outcome: { not: "stored" } } })).toBe(0);
  });
});
