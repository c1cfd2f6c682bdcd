import { describe, expect, it } from "vitest";
import { createLoyaltyService } from "../create-loyalty-service";
import { checkBody } from "../testing/check-helpers";
import { call, fakeHarness } from "../testing/fake-harness";

const CALLBACK = "http://127.0.0.1:3000/api/callbacks/loyalty";

function setup() {
  const sim = fakeHarness();
  return { sim, service: createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" }) };
}

describe("callbacks", () => {
  it("POSTs the A5 result of a single check with the configured Basic credentials", async () => {
    const { sim, service } = setup();
    const posted = await call(
      service,
      sim.harness,
      "POST",
      "/v2/account/check",
      checkBody("aa", "demo", { callbackUrl: CALLBACK, userData: "acct-7" }),
    );
    expect(sim.callbacks).toHaveLength(0);
    await sim.drain();
    expect(sim.callbacks).toHaveLength(1);
    expect(sim.callbacks[0]?.target).toEqual({
      service: "loyalty",
      url: CALLBACK,
      username: "loyalty-cb",
      password: "cb-secret",
    });
    expect(sim.callbacks[0]?.body).toMatchObject({
      requestId: posted.body.requestId,
      userData: "acct-7",
      state: 1,
    });
  });

  it("splits a package into callbacks of at most 20 results, in processing order", async () => {
    const { sim, service } = setup();
    const items = Array.from({ length: 45 }, (_, i) =>
      checkBody("marriott", `member${i}`, {
        callbackUrl: CALLBACK,
        userData: `u${i}`,
        priority: (i % 9) + 1,
      }),
    );
    const res = await call(service, sim.harness, "POST", "/v2/account/check/package", { package: items });
    expect(res.status).toBe(200);
    expect(res.body.package).toHaveLength(45);
    expect(res.body.errors).toBeUndefined();
    await sim.drain();
    const bodies = sim.callbacks.map(
      (c) => c.body as { method: string; response: Array<{ userData: string; requestId: string }> },
    );
    expect(bodies.map((b) => b.response.length)).toEqual([20, 20, 5]);
    for (const body of bodies) expect(body.method).toBe("account");
    // processing order follows priority (9 first), not request order
    const delivered = bodies.flatMap((b) => b.response.map((r) => r.userData));
    expect(delivered[0]).toBe("u8");
    expect(new Set(delivered).size).toBe(45);
    // every accepted request is also pollable
    const first = res.body.package[0].requestId;
    expect((await call(service, sim.harness, "GET", `/v2/account/check/${first}`)).body.userData).toBe("u0");
  });

  it("reports invalid package items in `errors` with their userData and keeps the rest", async () => {
    const { sim, service } = setup();
    const res = await call(service, sim.harness, "POST", "/v2/account/check/package", {
      package: [
        checkBody("aa", "a", { userData: "ok-1" }),
        { userId: "x", priority: 99, login: "b", userData: "bad-1" },
        checkBody("amex", "c", { login2: "", userData: "bad-2" }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.package).toHaveLength(1);
    expect(res.body.errors).toEqual([
      { message: expect.stringContaining("package[1]: priority"), userData: "bad-1" },
      { message: expect.stringContaining("package[2]: login2"), userData: "bad-2" },
    ]);
  });

  it("rejects a body without a package array", async () => {
    const { sim, service } = setup();
    expect(
      (await call(service, sim.harness, "POST", "/v2/account/check/package", { package: [] })).status,
    ).toBe(400);
    expect(
      (await call(service, sim.harness, "POST", "/v2/account/check/package", { accounts: [] })).status,
    ).toBe(400);
  });

  it("queues work at the request priority", async () => {
    const { sim, service } = setup();
    await call(service, sim.harness, "POST", "/v2/account/check", checkBody("aa", "demo", { priority: 9 }));
    await call(service, sim.harness, "POST", "/v2/account/check", checkBody("aa", "demo", { priority: 1 }));
    expect(sim.jobs.map((job) => [job.service, job.priority])).toEqual([
      ["loyalty", 9],
      ["loyalty", 1],
    ]);
  });
});
