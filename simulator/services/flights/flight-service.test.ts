import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startReceiver } from "../../harness/test-receiver";
import { startSimulator, type RunningSimulator } from "../../server";
import { createFlightService } from "./flight-service";

const AUTH = { "X-Authentication": "milepost:flights-local-key", "Content-Type": "application/json" };
let sim: RunningSimulator;
let rx: Awaited<ReturnType<typeof startReceiver>>;

const body = (patch: Record<string, unknown> = {}) => ({
  provider: "aadvantage",
  departure: { airportCode: "DFW", date: "2027-01-20" },
  arrival: "LHR",
  standardItineraryCOS: "business",
  passengers: { adults: 1 },
  currency: "USD",
  priority: 5,
  userData: "user-42",
  ...patch,
});
const search = async (patch: Record<string, unknown> = {}) => {
  const res = await fetch(`${sim.url}/flights/v1/search`, {
    method: "POST",
    headers: AUTH,
    body: JSON.stringify(body(patch)),
  });
  return { status: res.status, json: (await res.json()) as { requestId?: string; error?: string } };
};
interface Result {
  requestId: string;
  state: number;
  message: string;
  userData: string;
  progress: Record<string, { state: number; message: string }>;
  routes: unknown[];
  calendar: unknown[];
  question?: string;
  browserState?: string;
}
interface Provider {
  authMode: string;
  accountBenefit: string[];
  priceCalendar?: { cabins: string[] };
  login2?: { options?: unknown[] };
}
const results = async (id: string) =>
  (await (await fetch(`${sim.url}/flights/v1/getResults/${id}`, { headers: AUTH })).json()) as Result;
const settled = async (id: string) => {
  for (let i = 0; i < 200; i++) {
    const r = await results(id);
    if (r.state !== 0) return r;
    await new Promise((res) => setTimeout(res, 10));
  }
  throw new Error("search never finished");
};
const force = (outcome: string, extra: Record<string, unknown> = {}) =>
  fetch(`${sim.url}/_control/scenario`, {
    method: "POST",
    body: JSON.stringify({ service: "flights", outcome, ...extra }),
  });

beforeAll(async () => {
  sim = await startSimulator(
    { port: 0, timeScale: 0.01 },
    { factories: [createFlightService], log: () => {} },
  );
  rx = await startReceiver({ user: "flights-callback", password: "flights-callback-local-secret" });
});
afterAll(async () => {
  await rx.close();
  await sim.close();
});
beforeEach(async () => {
  rx.received.length = 0;
  await fetch(`${sim.url}/_control/reset`, { method: "POST" });
});

describe("GET /flights/v1/providers/list", () => {
  it("lists believable providers covering every authMode", async () => {
    const res = await fetch(`${sim.url}/flights/v1/providers/list`, { headers: AUTH });
    const { apiVersion, providers } = (await res.json()) as { apiVersion: number; providers: Provider[] };
    expect(apiVersion).toBe(1);
    expect(providers.length).toBeGreaterThanOrEqual(10);
    expect(new Set(providers.map((p) => p.authMode))).toEqual(
      new Set(["none", "optional", "pooled", "consumer"]),
    );
    for (const p of providers.filter((x) => x.authMode === "none" || x.authMode === "consumer"))
      expect(p.accountBenefit).toEqual([]);
    expect(providers.some((p) => p.priceCalendar?.cabins.length)).toBe(true);
    expect(providers.some((p) => p.login2?.options?.length)).toBe(true);
  });
});

describe("POST /flights/v1/search", () => {
  it("rejects bad bodies with 400 and unknown ids with 404", async () => {
    expect((await search({ priority: 12 })).status).toBe(400);
    expect((await search({ arrival: "ZZZ" })).json.error).toMatch(/Unknown airport/);
    const res = await fetch(`${sim.url}/flights/v1/getResults/nope`, { headers: AUTH });
    expect(res.status).toBe(404);
  });

  it("reports state 0 with progress while running, then delivers A3 and the calendar separately", async () => {
    await force("slow"); // ~20 s scaled to 200 ms, so the running state is observable
    const { json } = await search({
      responseTypes: ["singleDate", "calendar"],
      callbackUrl: `${rx.url}/main`,
      priceCalendar: { callbackUrl: `${rx.url}/calendar` },
    });
    const running = await results(json.requestId!);
    expect(running).toMatchObject({
      state: 0,
      userData: "user-42",
      progress: { singleDate: { state: 0 }, calendar: { state: 0 } },
    });
    const done = await rx.waitForOk(2);
    const main = done.find((r) => r.path === "/main")?.body as Result;
    const cal = done.find((r) => r.path === "/calendar")?.body as Result;
    expect(main).toMatchObject({ requestId: json.requestId, state: 1, userData: "user-42" });
    expect(main.routes.length).toBeGreaterThan(0);
    expect(main.calendar).toBeUndefined();
    expect(cal).toMatchObject({ requestId: json.requestId, state: 1, progress: { calendar: { state: 1 } } });
    expect(cal.calendar.length).toBeGreaterThan(20);
    expect((await results(json.requestId!)).calendar.length).toBe(cal.calendar.length);
  });

  it("gives the same data for the same request", async () => {
    const a = await settled((await search()).json.requestId!);
    const b = await settled((await search()).json.requestId!);
    expect(a.routes).toEqual(b.routes);
  });

  it("maps a wrong password to state 2", async () => {
    const { json } = await search({ loyaltyAccount: { login: "12345", password: "wrong-password" } });
    expect(await settled(json.requestId!)).toMatchObject({
      state: 2,
      message: "The provider rejected your credentials",
    });
  });

  it("asks a question, accepts the answer, then trusts the browserState", async () => {
    const account = { login: "question-user", password: "pw" };
    const first = await settled((await search({ loyaltyAccount: account })).json.requestId!);
    expect(first.state).toBe(10);
    expect(first.question).toMatch(/6-digit code/);
    const answered = await settled(
      (
        await search({
          loyaltyAccount: { ...account, answers: [{ question: first.question, answer: "123456" }] },
        })
      ).json.requestId!,
    );
    expect(answered.state).toBe(1);
    expect(answered.browserState).toMatch(/^sim-bs1\./);
    const later = await settled(
      (await search({ loyaltyAccount: { ...account, browserState: answered.browserState } })).json.requestId!,
    );
    expect(later.state).toBe(1);
  });

  it("does not run consumer providers without an account", async () => {
    const { json } = await search({
      provider: "krisflyer",
      departure: { airportCode: "SIN", date: "2027-01-20" },
    });
    expect(await results(json.requestId!)).toMatchObject({
      state: 4,
      message: expect.stringMatching(/requires your own account/),
    });
  });

  it("applies forced outcomes: warning 9, provider-error 4, unknown-failure 6", async () => {
    for (const [outcome, state] of [
      ["warning", 9],
      ["provider-error", 4],
      ["unknown-failure", 6],
    ] as const) {
      await force(outcome, { provider: "aadvantage" });
      const r = await settled((await search()).json.requestId!);
      expect(r.state, outcome).toBe(state);
      if (state === 9) expect(r.routes.length).toBeGreaterThan(0);
    }
  });

  it("times out a job held in the queue and delivers state 11 by callback", async () => {
    await force("timeout");
    // 100 s scaled to 1 s: long enough that the job is surely still held when asked, on a busy machine.
    const { json } = await search({ timeout: 100, callbackUrl: `${rx.url}/main` });
    expect((await results(json.requestId!)).state).toBe(0);
    const [delivered] = await rx.waitForOk(1, 10_000);
    expect(delivered?.body).toMatchObject({ requestId: json.requestId, state: 11 });
  });

  it("answers the search itself with a simulated 503 when forced", async () => {
    await force("http-503");
    expect((await search()).status).toBe(503);
    expect((await search()).status).toBe(200);
  });

  it("retries callbacks that fail with wrong credentials until delivered", async () => {
    await fetch(`${sim.url}/_control/callback-faults`, {
      method: "POST",
      body: JSON.stringify({ service: "flights", count: 2 }),
    });
    const { json } = await search({ callbackUrl: `${rx.url}/main` });
    const [ok] = await rx.waitForOk(1, 5000);
    expect(ok?.body).toMatchObject({ requestId: json.requestId, state: 1 });
    expect(rx.received.map((r) => r.status)).toEqual([401, 401, 200]);
  });

  it("aims callback faults at one program: another program's deliveries go through and leave them", async () => {
    const fault = (extra: object) =>
      fetch(`${sim.url}/_control/callback-faults`, {
        method: "POST",
        body: JSON.stringify({ service: "flights", count: 1, ...extra }),
      });
    expect((await fault({ provider: "united" })).ok).toBe(true);
    const other = await search({ callbackUrl: `${rx.url}/main` }); // aadvantage
    await rx.waitForOk(1, 5000);
    expect(rx.received.map((r) => r.status)).toEqual([200]);
    const aimed = await search({ provider: "united", callbackUrl: `${rx.url}/main` });
    await rx.waitForOk(2, 5000);
    expect(rx.received.map((r) => r.status)).toEqual([200, 401, 200]);
    // The log says whose delivery each attempt was.
    const { deliveries } = (await (await fetch(`${sim.url}/_control/deliveries?service=flights`)).json()) as {
      deliveries: { provider?: string; requestId?: string; faulted: boolean; ok: boolean }[];
    };
    expect(deliveries.map((d) => [d.provider, d.requestId, d.faulted, d.ok])).toEqual([
      ["aadvantage", other.json.requestId, false, true],
      ["united", aimed.json.requestId, true, false],
      ["united", aimed.json.requestId, false, true],
    ]);
  });
});
