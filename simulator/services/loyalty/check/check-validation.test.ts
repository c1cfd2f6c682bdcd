import { describe, expect, it } from "vitest";
import { createLoyaltyService } from "../create-loyalty-service";
import { checkBody } from "../testing/check-helpers";
import { call, fakeHarness } from "../testing/fake-harness";

const sim = fakeHarness();
const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
const post = (body: unknown) => call(service, sim.harness, "POST", "/v2/account/check", body);

describe("POST /v2/account/check validation", () => {
  it.each([
    ["no body", undefined, "body"],
    ["missing userId", { ...checkBody("aa", "demo"), userId: undefined }, "userId"],
    ["priority 0", checkBody("aa", "demo", { priority: 0 }), "priority"],
    ["priority 10", checkBody("aa", "demo", { priority: 10 }), "priority"],
    ["retries 5", checkBody("aa", "demo", { retries: 5 }), "retries"],
    ["empty login", checkBody("aa", ""), "login"],
    [
      "state with complete",
      checkBody("aa", "demo", { history: { range: "complete", state: "x" } }),
      "history.state",
    ],
    [
      "incremental without state",
      checkBody("aa", "demo", { history: { range: "incremental" } }),
      "history.state",
    ],
    ["unknown range", checkBody("aa", "demo", { history: { range: "everything" } }), "history.range"],
    ["unknown provider", checkBody("nosuch", "demo"), "provider"],
    ["bad answers", checkBody("aa", "demo", { answers: [{ answer: "smith" }] }), "answers"],
  ])("rejects %s", async (_name, body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(field);
  });

  it("rejects the empty option of a required region drop-down", async () => {
    const res = await post(checkBody("amex", "demo", { login2: "" }));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("login2");
    expect((await post(checkBody("amex", "demo", { login2: "XX" }))).body.error).toContain("must be one of");
  });

  it("rejects a missing required password and unregistered callback domains", async () => {
    expect((await post({ ...checkBody("aa", "demo"), password: undefined })).status).toBe(400);
    const res = await post(checkBody("aa", "demo", { callbackUrl: "https://evil.example.com/cb" }));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("callbackUrl");
    expect(
      (await post(checkBody("aa", "demo", { callbackUrl: "https://app.milepost.test/cb" }))).status,
    ).toBe(200);
  });

  it("accepts a minimal valid request and answers state 0 until the work runs", async () => {
    const res = await post(checkBody("delta", "demo"));
    expect(res.status).toBe(200);
    const pending = await call(service, sim.harness, "GET", `/v2/account/check/${res.body.requestId}`);
    expect(pending.body).toMatchObject({
      requestId: res.body.requestId,
      state: 0,
      login: "demo",
      provider: "delta",
    });
  });

  it("accepts a check without provider and fails it with state 6", async () => {
    const res = await post({ userId: "u", priority: 3, login: "someone" });
    expect(res.status).toBe(200);
    await sim.drain();
    expect(
      (await call(service, sim.harness, "GET", `/v2/account/check/${res.body.requestId}`)).body.state,
    ).toBe(6);
  });

  it("forgets results two hours after the request", async () => {
    const local = fakeHarness();
    const svc = createLoyaltyService(local.harness, { rsaPrivateKeyPem: "" });
    const res = await call(svc, local.harness, "POST", "/v2/account/check", checkBody("aa", "demo"));
    await local.drain();
    local.setNow(new Date(local.harness.now().getTime() + 119 * 60_000));
    expect((await call(svc, local.harness, "GET", `/v2/account/check/${res.body.requestId}`)).status).toBe(
      200,
    );
    local.setNow(new Date(local.harness.now().getTime() + 2 * 60_000));
    expect((await call(svc, local.harness, "GET", `/v2/account/check/${res.body.requestId}`)).status).toBe(
      404,
    );
  });
});
