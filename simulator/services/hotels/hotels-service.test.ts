// Route-level tests of the hotel service with a minimal fake harness whose
// queue only records jobs, so each test decides when a job runs or times out.
import { describe, expect, it } from "vitest";
import type { CallbackTarget, Harness, QueueJob, SimResponse, SimService } from "../../harness/types";
import { browserStateFor } from "./hotel-outcome";
import type { HotelResult } from "./hotel-result-store";
import { createHotelsService } from "./hotels-service";

const NOW = new Date("2026-05-10T12:00:00Z");

function setup(forced: string[] = []) {
  const jobs: QueueJob[] = [];
  const callbacks: Array<{ target: CallbackTarget; body: unknown }> = [];
  const harness: Harness = {
    config: {
      port: 0,
      host: "127.0.0.1",
      timeScale: 1,
      callbackDomains: ["127.0.0.1", "*.example.test"],
      services: { hotels: { apiAuth: "h:k", callbackUser: "cb-user", callbackPassword: "cb-pass" } },
    },
    enqueue: (job) => void jobs.push(job),
    deliverCallback: (target, body) => void callbacks.push({ target, body }),
    scaled: (ms) => ms,
    takeForcedScenario: () => forced.shift(),
    now: () => NOW,
  };
  const service = createHotelsService(harness);
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    params: Record<string, string> = {},
  ): Promise<SimResponse> => {
    const route = service.routes.find((r) => r.method === method && r.path === path);
    if (!route) throw new Error(`no route ${method} ${path}`);
    return route.handle({
      params,
      query: new URLSearchParams(),
      body,
      rawBody: JSON.stringify(body ?? null),
      headers: {},
      harness,
    });
  };
  const result = async (requestId: string) =>
    (await call("GET", "/v1/getResults/:requestId", undefined, { requestId })).body as HotelResult;
  return { service, jobs, callbacks, call, result };
}

const search = (extra: Record<string, unknown> = {}) => ({
  provider: "marriott",
  destination: "Paris, France",
  checkInDate: "2026-07-03",
  checkOutDate: "2026-07-06",
  numberOfRooms: "1",
  numberOfAdults: 2,
  numberOfKids: 0,
  priority: 5,
  ...extra,
});

async function runSearch(ctx: ReturnType<typeof setup>, body: unknown): Promise<HotelResult> {
  const res = await ctx.call("POST", "/v1/search", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { requestId } = res.body as { requestId: string };
  const job = ctx.jobs.at(-1)!;
  await job.run();
  return ctx.result(requestId);
}

type Hotel = {
  pointsPerNight?: number;
  rooms: Array<{ rates: Array<{ pointsPerNight: number }> }>;
  preview?: string;
};

describe("hotel providers", () => {
  it("lists at least six programs, some needing a login", async () => {
    const { call, service } = setup();
    expect(service.prefix).toBe("/hotels");
    expect(service.auth).toEqual({ header: "X-Authentication", value: "h:k" });
    const body = (await call("GET", "/v1/providers/list")).body as {
      apiVersion: number;
      providers: Array<{ code: string; loginRequired: boolean; login: object; password: object }>;
    };
    expect(body.apiVersion).toBe(1);
    expect(body.providers.length).toBeGreaterThanOrEqual(6);
    expect(body.providers.some((p) => p.loginRequired)).toBe(true);
    expect(body.providers.every((p) => /^[A-Za-z0-9]+$/.test(p.code) && p.login && p.password)).toBe(true);
  });
});

describe("hotel search validation", () => {
  it("accepts numberOfRooms as a string or a number", async () => {
    const { call } = setup();
    expect((await call("POST", "/v1/search", search({ numberOfRooms: "2" }))).status).toBe(200);
    expect((await call("POST", "/v1/search", search({ numberOfRooms: 1 }))).status).toBe(200);
  });

  it.each([
    [{ numberOfRooms: "3" }, "numberOfRooms"],
    [{ numberOfRooms: "two" }, "numberOfRooms"],
    [{ numberOfAdults: 5 }, "numberOfAdults"],
    [{ numberOfAdults: 0 }, "numberOfAdults"],
    [{ numberOfKids: 5 }, "numberOfKids"],
    [{ priority: 10 }, "priority"],
    [{ priority: undefined }, "priority"],
    [{ destination: "   " }, "destination"],
    [{ provider: "nope" }, "provider"],
    [{ checkInDate: "2026-13-01" }, "checkInDate"],
    [{ checkInDate: "2026-05-01" }, "checkInDate"],
    [{ checkOutDate: "2026-07-03" }, "checkOutDate"],
    [{ checkOutDate: "2026-09-03" }, "checkOutDate"],
    [{ provider: "ihg" }, "loyaltyAccount"],
    [{ callbackUrl: "https://evil.example.com/cb" }, "callbackUrl"],
  ])("refuses %o naming %s", async (extra, field) => {
    const { call, jobs } = setup();
    const res = await call("POST", "/v1/search", search(extra));
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain(field);
    expect(jobs).toHaveLength(0);
  });

  it("accepts a check-in of yesterday (UTC) for travellers in earlier time zones", async () => {
    const { call } = setup();
    expect(
      (await call("POST", "/v1/search", search({ checkInDate: "2026-05-09", checkOutDate: null }))).status,
    ).toBe(200);
  });
});

describe("hotel search results", () => {
  it("is pending until the job runs, then succeeds and calls back", async () => {
    const ctx = setup();
    const res = await ctx.call(
      "POST",
      "/v1/search",
      search({ callbackUrl: "https://app.example.test/api/callbacks/hotels", userData: "u-1" }),
    );
    const { requestId } = res.body as { requestId: string };
    expect((await ctx.result(requestId)).state).toBe("pending");
    const job = ctx.jobs[0]!;
    expect(job.priority).toBe(5);
    expect(job.timeoutSeconds).toBe(300);
    await job.run();
    const done = await ctx.result(requestId);
    expect(done).toMatchObject({
      requestId,
      userData: "u-1",
      state: "success",
      requestDate: NOW.toISOString(),
    });
    expect(done.hotels.length).toBeGreaterThanOrEqual(5);
    expect(done.hotels.length).toBeLessThanOrEqual(25);
    expect(ctx.callbacks).toEqual([
      {
        target: {
          service: "hotels",
          url: "https://app.example.test/api/callbacks/hotels",
          username: "cb-user",
          password: "cb-pass",
          provider: "marriott",
        },
        body: done,
      },
    ]);
    expect(
      (await ctx.call("GET", "/v1/getResults/:requestId", undefined, { requestId: "nope" })).status,
    ).toBe(404);
  });

  it("is deterministic for the same request", async () => {
    const a = await runSearch(setup(), search());
    const b = await runSearch(setup(), search());
    expect(b.hotels).toEqual(a.hotels);
    const later = await runSearch(setup(), search({ checkInDate: "2026-11-10", checkOutDate: "2026-11-12" }));
    expect((later.hotels as Array<{ name: string }>).map((h) => h.name)).not.toEqual([]);
    expect(later.hotels).not.toEqual(a.hotels);
  });

  it("puts pointsPerNight on the hotel for some programs and only on rates for others", async () => {
    const onHotel = (await runSearch(setup(), search({ provider: "marriott" }))).hotels as Hotel[];
    expect(onHotel.every((h) => Number.isInteger(h.pointsPerNight))).toBe(true);
    const onRates = (await runSearch(setup(), search({ provider: "hyatt" }))).hotels as Hotel[];
    expect(onRates.every((h) => h.pointsPerNight === undefined)).toBe(true);
    for (const hotel of [...onHotel, ...onRates]) {
      expect(hotel.rooms.length).toBeGreaterThanOrEqual(1);
      expect(hotel.rooms.length).toBeLessThanOrEqual(4);
      for (const room of hotel.rooms) {
        expect(room.rates.length).toBeGreaterThanOrEqual(1);
        expect(room.rates.length).toBeLessThanOrEqual(3);
        expect(room.rates.every((r) => Number.isInteger(r.pointsPerNight) && r.pointsPerNight > 0)).toBe(
          true,
        );
      }
    }
  });

  it("returns a small base64 PNG preview when asked", async () => {
    const hotels = (await runSearch(setup(), search({ downloadPreview: true }))).hotels as Hotel[];
    const png = Buffer.from(hotels[0]!.preview ?? "", "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(hotels[0]!.preview!.length).toBeLessThan(2048);
  });
});

describe("hotel search scenarios", () => {
  it("rejects wrong-password credentials", async () => {
    const r = await runSearch(
      setup(),
      search({ loyaltyAccount: { login: "me@example.com", password: "wrong-password" } }),
    );
    expect(r.state).toBe("invalidCredentials");
    expect(r.hotels).toEqual([]);
  });

  it("asks a question, accepts 123456, then honours the returned browserState", async () => {
    const account = { login: "question-me@example.com", password: "pw" };
    const asked = await runSearch(setup(), search({ loyaltyAccount: account }));
    expect(asked.state).toBe("question");
    expect(asked.question).toBeTruthy();
    const wrong = await runSearch(
      setup(),
      search({ loyaltyAccount: { ...account, answers: [{ question: asked.question, answer: "000000" }] } }),
    );
    expect(wrong.state).toBe("question");
    const answered = await runSearch(
      setup(),
      search({ loyaltyAccount: { ...account, answers: [{ question: asked.question, answer: "123456" }] } }),
    );
    expect(answered.state).toBe("success");
    expect(answered.browserState).toBe(browserStateFor("marriott", account.login));
    const again = await runSearch(
      setup(),
      search({ loyaltyAccount: { ...account, browserState: answered.browserState } }),
    );
    expect(again.state).toBe("success");
  });

  it("applies forced provider-error and timeout outcomes", async () => {
    expect((await runSearch(setup(["provider-error"]), search())).state).toBe("providerError");
    expect((await runSearch(setup(["unknown-failure"]), search())).state).toBe("unknownFailure");
    const ctx = setup(["timeout"]);
    const { requestId } = (await ctx.call("POST", "/v1/search", search())).body as { requestId: string };
    expect(ctx.jobs[0]!.holdInQueue).toBe(true);
    await ctx.jobs[0]!.onTimeout();
    expect((await ctx.result(requestId)).state).toBe("timeout");
  });

  it("makes forced slow searches take longer but still succeed", async () => {
    const ctx = setup(["slow"]);
    const r = await runSearch(ctx, search());
    expect(ctx.jobs[0]!.workMs).toBeGreaterThanOrEqual(30_000);
    expect(r.state).toBe("success");
  });

  it("exposes its forced outcomes and forgets results on reset", async () => {
    const ctx = setup();
    expect(ctx.service.scenarioOutcomes).toContain("timeout");
    const r = await runSearch(ctx, search());
    (ctx.service as SimService).reset?.();
    expect(
      (await ctx.call("GET", "/v1/getResults/:requestId", undefined, { requestId: r.requestId })).status,
    ).toBe(404);
  });
});
