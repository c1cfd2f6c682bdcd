import { describe, expect, it } from "vitest";
import { createLoyaltyService } from "../create-loyalty-service";
import { checkAndRun, checkBody } from "../testing/check-helpers";
import { call, fakeHarness } from "../testing/fake-harness";
import { SECURITY_QUESTION } from "./decide-outcome";

function setup() {
  const sim = fakeHarness();
  return { sim, service: createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" }) };
}

describe("state triggers by login and password", () => {
  it.each([
    ["wrong password", checkBody("aa", "demo", { password: "wrong-password" }), 2],
    ["locked login", checkBody("united", "locked-user"), 3],
    ["user action", checkBody("marriott", "needs-action"), 4],
    ["disabled login", checkBody("hertz", "disabled-demo"), 5],
    ["unknown failure", checkBody("amex", "parser-error"), 6],
    ["flaky without retries", checkBody("delta", "flaky", { retries: 0 }), 6],
    ["flaky with retries", checkBody("delta", "flaky"), 1],
    ["warning", checkBody("hhonors", "warning-demo"), 9],
    ["question", checkBody("british", "question-demo"), 10],
    ["timeout", checkBody("chase", "timeout-demo", { timeout: 60 }), 11],
    ["plain success", checkBody("chase", "demo"), 1],
  ])("%s", async (_name, body, state) => {
    const { sim, service } = setup();
    const result = await checkAndRun(sim, service, body);
    expect(result.state).toBe(state);
    if (state !== 1) {
      expect(typeof result.message).toBe("string");
      expect(typeof result.errorReason).toBe("string");
    }
    if (state === 1 || state === 9) expect(typeof result.balance).toBe("number");
    if (state !== 1 && state !== 9) expect(result.balance).toBeUndefined();
  });

  it("never retries invalid credentials and retries unknown errors `retries` times", async () => {
    const { sim, service } = setup();
    expect(
      (await checkAndRun(sim, service, checkBody("aa", "demo", { password: "wrong-password", retries: 4 })))
        .debugInfo,
    ).toContain("attempts=1");
    expect((await checkAndRun(sim, service, checkBody("aa", "error", { retries: 2 }))).errorReason).toContain(
      "after 3 attempts",
    );
  });

  it("keeps a timeout check queued (state 0) until the queue timeout fires", async () => {
    const { sim, service } = setup();
    const posted = await call(
      service,
      sim.harness,
      "POST",
      "/v2/account/check",
      checkBody("aa", "timeout", { timeout: 30 }),
    );
    const job = sim.jobs[0];
    expect(job?.holdInQueue).toBe(true);
    expect(job?.timeoutSeconds).toBe(30);
    expect(
      (await call(service, sim.harness, "GET", `/v2/account/check/${posted.body.requestId}`)).body.state,
    ).toBe(0);
    await job?.onTimeout();
    const result = (await call(service, sim.harness, "GET", `/v2/account/check/${posted.body.requestId}`))
      .body;
    expect(result.state).toBe(11);
    expect(result.errorReason).toContain("30 seconds");
  });

  it("times out any job that waited past its timeout, and the first ending wins", async () => {
    const { sim, service } = setup();
    const posted = await call(
      service,
      sim.harness,
      "POST",
      "/v2/account/check",
      checkBody("aa", "demo", { timeout: 5 }),
    );
    await sim.jobs[0]?.onTimeout();
    await sim.jobs[0]?.run();
    expect(
      (await call(service, sim.harness, "GET", `/v2/account/check/${posted.body.requestId}`)).body.state,
    ).toBe(11);
  });
});

describe("state triggers by forced scenario", () => {
  it.each([
    ["2", 2],
    ["locked", 3],
    ["user-action", 4],
    ["disabled", 5],
    ["unknown-error", 6],
    ["warning", 9],
    ["question", 10],
    ["timeout", 11],
    ["success", 1],
  ])("forced %s → state %i", async (outcome, state) => {
    const { sim, service } = setup();
    sim.force(outcome, "aa");
    expect((await checkAndRun(sim, service, checkBody("aa", "demo"))).state).toBe(state);
    // consumed: the next check is normal again
    expect((await checkAndRun(sim, service, checkBody("aa", "demo"))).state).toBe(1);
  });

  it("publishes its forced outcomes for the control endpoint", () => {
    const { service } = setup();
    expect(service.scenarioOutcomes).toEqual(
      expect.arrayContaining(["wrong-password", "locked", "question", "timeout", "11"]),
    );
  });
});

describe("security question flow", () => {
  it("asks, marks a wrong answer invalid, accepts the right one and then trusts the browserState", async () => {
    const { sim, service } = setup();
    const asked = await checkAndRun(sim, service, checkBody("delta", "question-me"));
    expect(asked).toMatchObject({ state: 10, question: SECURITY_QUESTION });
    expect(asked.balance).toBeUndefined();

    const wrong = await checkAndRun(
      sim,
      service,
      checkBody("delta", "question-me", { answers: [{ question: SECURITY_QUESTION, answer: "jones" }] }),
    );
    expect(wrong.state).toBe(10);
    expect(wrong.invalidAnswers).toEqual([{ question: SECURITY_QUESTION, answer: "jones" }]);

    const answers = [
      { question: "Enter the code we sent", answer: "123456" },
      { question: SECURITY_QUESTION, answer: " Smith " },
    ];
    const right = await checkAndRun(sim, service, checkBody("delta", "question-me", { answers }));
    expect(right.state).toBe(1);
    expect(right.browserState).toMatch(/^bs1\./);

    const again = await checkAndRun(
      sim,
      service,
      checkBody("delta", "question-me", { browserState: right.browserState }),
    );
    expect(again.state).toBe(1);
    // a browserState from another account does not skip the question
    const other = await checkAndRun(
      sim,
      service,
      checkBody("delta", "question-other", { browserState: right.browserState }),
    );
    expect(other.state).toBe(10);
  });
});
