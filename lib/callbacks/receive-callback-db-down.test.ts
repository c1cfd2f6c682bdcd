// When PostgreSQL cannot be reached the receiver must not acknowledge: 503, so the service retries.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// lib/db.ts and lib/sql.ts keep their clients on globalThis; make sure this file neither reuses a
// working one nor leaves its dead one behind for other tests.
const g = globalThis as { prisma?: unknown; sqlPool?: { end(): Promise<void> } };
const forget = async () => {
  await g.sqlPool?.end().catch(() => {});
  delete g.sqlPool;
  delete g.prisma;
};
beforeEach(forget);
afterEach(async () => {
  await forget();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("callback receiver with the database down", () => {
  it("answers 503 and stores nothing", async () => {
    vi.resetModules();
    vi.stubEnv("DATABASE_URL", "postgresql://postgres:postgres@127.0.0.1:1/nowhere"); // nothing listens on port 1
    const { receiveCallback } = await import("@/lib/callbacks/receive-callback");
    const { flightsCallback } = await import("@/lib/callbacks/handlers/flights");
    const { serviceConfig } = await import("@/lib/env");
    const { callbackUser, callbackPassword } = serviceConfig("flights");
    const body = { requestId: "r-db-down", userData: "", state: 1, message: "", requestDate: new Date().toISOString(), progress: {}, routes: [] };
    const res = await receiveCallback(
      flightsCallback,
      new Request("http://127.0.0.1/api/callbacks/flights", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { authorization: `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}` },
      }),
      () => {
        throw new Error("nothing may be deferred when nothing was accepted");
      },
    );
    expect(res.status).toBe(503);
  });
});
