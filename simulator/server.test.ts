import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startReceiver } from "./harness/test-receiver";
import type { Harness, SimService } from "./harness/types";
import { startSimulator, type RunningSimulator } from "./server";

// A dummy service exercising the harness: POST /v1/echo enqueues a job whose
// result is delivered to `callbackUrl`; GET /v1/boom throws.
const echoService = (harness: Harness): SimService => ({
  name: "flights",
  prefix: "/flights",
  auth: { header: "X-Authentication", value: "test:key" },
  scenarioOutcomes: ["success", "provider-error"],
  routes: [
    {
      method: "POST",
      path: "/v1/echo",
      handle: ({ body }) => {
        const b = body as { callbackUrl?: string; id?: string };
        if (typeof b?.id !== "string") return { status: 400, body: { error: "id required" } };
        const forced = harness.takeForcedScenario("flights");
        harness.enqueue({
          service: "flights",
          requestId: b.id,
          priority: 5,
          workMs: 100,
          run: () => {
            if (b.callbackUrl) {
              harness.deliverCallback(
                { service: "flights", url: b.callbackUrl, username: "u", password: "p" },
                { id: b.id, outcome: forced ?? "success" },
                [100, 100, 100],
              );
            }
          },
          onTimeout: () => {},
        });
        return { status: 200, body: { requestId: b.id } };
      },
    },
    {
      method: "GET",
      path: "/v1/items/:id",
      handle: ({ params }) => ({ status: 200, body: { id: params.id } }),
    },
    {
      method: "GET",
      path: "/v1/boom",
      handle: () => {
        throw new Error("kaboom");
      },
    },
  ],
});

let sim: RunningSimulator;
const call = (path: string, init: RequestInit = {}, auth = "test:key") =>
  fetch(`${sim.url}${path}`, {
    ...init,
    headers: { "X-Authentication": auth, "Content-Type": "application/json", ...init.headers },
  });

beforeAll(async () => {
  sim = await startSimulator({ port: 0, timeScale: 0.01 }, { factories: [echoService], log: () => {} });
});
afterAll(() => sim.close());
beforeEach(() => fetch(`${sim.url}/_control/reset`, { method: "POST" }));

describe("simulator harness over HTTP", () => {
  it("answers 401 without or with a wrong X-Authentication", async () => {
    expect((await fetch(`${sim.url}/flights/v1/items/1`)).status).toBe(401);
    const res = await call("/flights/v1/items/1", {}, "test:wrong");
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty("error");
  });

  it("routes params, 404 on unknown paths, 405 with Allow on wrong methods", async () => {
    expect(await (await call("/flights/v1/items/a%20b")).json()).toEqual({ id: "a b" });
    expect((await call("/flights/v1/nope")).status).toBe(404);
    expect((await call("/nowhere")).status).toBe(404);
    const res = await call("/flights/v1/items/1", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
  });

  it("answers 400 on invalid JSON and 500 with a JSON error on a crash", async () => {
    const bad = await call("/flights/v1/echo", { method: "POST", body: "{nope" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Request body is not valid JSON" });
    const boom = await call("/flights/v1/boom");
    expect(boom.status).toBe(500);
    expect((await boom.json()) as object).toHaveProperty("error");
  });

  it("retries a failing callback until it is delivered, with Basic auth and JSON", async () => {
    const rx = await startReceiver({ failFirst: 2, user: "u", password: "p" });
    try {
      await call("/flights/v1/echo", {
        method: "POST",
        body: JSON.stringify({ id: "r1", callbackUrl: `${rx.url}/cb` }),
      });
      const [ok] = await rx.waitForOk(1);
      expect(ok?.body).toEqual({ id: "r1", outcome: "success" });
      expect(ok?.contentType).toBe("application/json");
      expect(rx.received.map((r) => r.status)).toEqual([503, 503, 200]);
      const log = (await (await fetch(`${sim.url}/_control/deliveries`)).json()) as {
        deliveries: { attempt: number; status: number }[];
      };
      expect(log.deliveries.map((d) => [d.attempt, d.status])).toEqual([
        [1, 503],
        [2, 503],
        [3, 200],
      ]);
    } finally {
      await rx.close();
    }
  });

  it("sends deliberately wrong credentials on callback faults, then recovers", async () => {
    const rx = await startReceiver({ user: "u", password: "p" });
    try {
      await fetch(`${sim.url}/_control/callback-faults`, {
        method: "POST",
        body: JSON.stringify({ service: "flights", count: 1 }),
      });
      await call("/flights/v1/echo", {
        method: "POST",
        body: JSON.stringify({ id: "r2", callbackUrl: `${rx.url}/cb` }),
      });
      await rx.waitForOk(1);
      expect(rx.received.map((r) => r.status)).toEqual([401, 200]);
    } finally {
      await rx.close();
    }
  });

  it("drops callbacks to unregistered domains", async () => {
    await call("/flights/v1/echo", {
      method: "POST",
      body: JSON.stringify({ id: "r3", callbackUrl: "http://evil.test/cb" }),
    });
    const deliveries = async () =>
      ((await (await fetch(`${sim.url}/_control/deliveries`)).json()) as { deliveries: { error?: string }[] })
        .deliveries;
    await expect
      .poll(deliveries, { timeout: 5000, interval: 20 })
      .toEqual([expect.objectContaining({ error: "domain not registered" })]);
  });

  it("forces scenarios for the next N requests and validates outcomes", async () => {
    const rx = await startReceiver();
    try {
      const bad = await fetch(`${sim.url}/_control/scenario`, {
        method: "POST",
        body: JSON.stringify({ service: "flights", outcome: "nope" }),
      });
      expect(bad.status).toBe(400);
      await fetch(`${sim.url}/_control/scenario`, {
        method: "POST",
        body: JSON.stringify({ service: "flights", outcome: "provider-error" }),
      });
      for (const id of ["s1", "s2"]) {
        await call("/flights/v1/echo", {
          method: "POST",
          body: JSON.stringify({ id, callbackUrl: `${rx.url}/cb` }),
        });
      }
      const ok = await rx.waitForOk(2);
      expect(ok.map((r) => r.body)).toEqual(
        expect.arrayContaining([
          { id: "s1", outcome: "provider-error" },
          { id: "s2", outcome: "success" },
        ]),
      );
    } finally {
      await rx.close();
    }
  });
});
