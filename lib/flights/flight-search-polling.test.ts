// Integration: flight searches against the real simulator (in-process) and PostgreSQL with every
// callback lost — APP_URL points at a port nobody listens on — so only the shared polling fallback
// (job "pollServiceRequest", lib/service-requests) can bring results in. The queue is real (pg-boss
// in the test database): the test reads the jobs it holds and runs the poll as the worker would. Also: a security question answered on the
// linked account, and the browserState the service returns stored there and sent back.
// lib/env caches on first use, so the variables are set before any app module is imported.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { flightSearchFormSchema } from "@/lib/flights/search-form-schema";
import { isFinal } from "@/lib/service-requests/service-states";
import type { RunningSimulator } from "@/simulator/server";

let sim: RunningSimulator;
let app: {
  db: typeof import("@/lib/db").db;
  createFlightSearch: typeof import("@/lib/flights/create-flight-search").createFlightSearch;
  resendAwardRequest: typeof import("@/lib/award-search/resend-award-request").resendAwardRequest;
  flightAwardService: typeof import("@/lib/flights/flight-award-service").flightAwardService;
  getFlightSearchView: typeof import("@/lib/flights/get-flight-search-view").getFlightSearchView;
  pollServiceRequest: typeof import("@/lib/service-requests/poll-service-request").pollServiceRequest;
  getFlightResults: typeof import("@/lib/services/flights/client").getFlightResults;
  resolveSearchAccount: typeof import("@/lib/award-search/search-account").resolveSearchAccount;
  createTestUser: typeof import("@/lib/test/test-db").createTestUser;
};

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const { startSimulator } = await import("@/simulator/server");
  sim = await startSimulator({ port: 0, host: "127.0.0.1", timeScale: 0.01 }, { log: () => {} });
  vi.stubEnv("FLIGHTS_API_URL", `${sim.url}/flights`);
  vi.stubEnv("APP_URL", "http://127.0.0.1:9"); // discard port: every callback delivery fails
  app = {
    db: (await import("@/lib/db")).db,
    createFlightSearch: (await import("@/lib/flights/create-flight-search")).createFlightSearch,
    resendAwardRequest: (await import("@/lib/award-search/resend-award-request")).resendAwardRequest,
    flightAwardService: (await import("@/lib/flights/flight-award-service")).flightAwardService,
    getFlightSearchView: (await import("@/lib/flights/get-flight-search-view")).getFlightSearchView,
    pollServiceRequest: (await import("@/lib/service-requests/poll-service-request")).pollServiceRequest,
    getFlightResults: (await import("@/lib/services/flights/client")).getFlightResults,
    resolveSearchAccount: (await import("@/lib/award-search/search-account")).resolveSearchAccount,
    createTestUser: (await import("@/lib/test/test-db")).createTestUser,
  };
  await (await import("@/lib/providers/refresh-flight-providers")).refreshFlightProviders();
});

afterAll(async () => {
  const { getBoss } = await import("@/lib/jobs/boss");
  await (await getBoss()).stop({ graceful: false, wait: true }).catch(() => {});
  await sim?.close();
  vi.unstubAllEnvs();
});

/** Wait until the simulator has finished the request, then run the poll job once, as the worker would. */
async function pollWhenDone(awardRequestId: string) {
  const { serviceRequest: sr } = await app.db.awardRequest.findUniqueOrThrow({
    where: { id: awardRequestId },
    select: { serviceRequest: { select: { id: true, requestId: true } } },
  });
  await expect
    .poll(
      async () => {
        const r = await app.getFlightResults(sr.requestId!);
        return (
          isFinal(r.state) &&
          [r.progress.singleDate, r.progress.calendar].every((p) => p === undefined || isFinal(p.state))
        );
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
  return app.pollServiceRequest(sr.id);
}

/** Poll jobs the queue holds for a request (pg-boss keeps them in its own schema). */
const pollJobs = (serviceRequestId: string) =>
  app.db.$queryRaw<{ startAfter: Date }[]>`
    SELECT start_after AS "startAfter" FROM pgboss.job WHERE name = 'poll-service-request' AND data->>'serviceRequestId' = ${serviceRequestId}`;

const activeRequests = (searchId: string) =>
  app.db.awardRequest.findMany({
    where: { searchId, active: true },
    select: {
      id: true,
      serviceRequestId: true,
      providerCode: true,
      state: true,
      question: true,
      loyaltyAccountId: true,
    },
  });

describe("polling fallback", () => {
  it("stores results, calendar and conversions when no callback ever arrives", async () => {
    const user = await app.createTestUser();
    const form = {
      programs: ["united", "delta"],
      from: "JFK",
      to: "LHR",
      date: inDays(30),
      cabins: ["business"],
      adults: 1,
      currency: "EUR",
      calendar: true,
    };
    const searchId = await app.createFlightSearch(user.id, flightSearchFormSchema.parse(form));
    const requests = await activeRequests(searchId);
    expect(requests).toHaveLength(2);
    // Each request was recorded, sent and its first poll queued for after the grace period.
    for (const r of requests) {
      const sr = await app.db.serviceRequest.findUniqueOrThrow({ where: { id: r.serviceRequestId } });
      expect(sr).toMatchObject({ phase: "sent", requestId: expect.any(String), pollCount: 0 });
      const jobs = await pollJobs(sr.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.startAfter.getTime()).toBeGreaterThan(sr.sentAt.getTime());
    }

    const before = await app.getFlightSearchView(user.id, searchId);
    expect(before?.progress.pending).toBe(true);
    for (const r of requests) expect(await pollWhenDone(r.id)).toEqual({ outcome: "stored" });

    const view = (await app.getFlightSearchView(user.id, searchId))!;
    expect(view.progress).toMatchObject({ pending: false, withResults: 2 });
    for (const p of view.programs)
      expect(p.parts).toMatchObject({ singleDate: { state: 1 }, calendar: { state: 1 } });
    expect(view.routes.length).toBeGreaterThan(2);
    expect(new Set(view.routes.map((r) => r.providerCode))).toEqual(new Set(["united", "delta"]));
    expect(view.calendar.length).toBeGreaterThan(20);
    // United quotes taxes only in USD: converted, with the original currency and rate kept.
    const united = view.routes.find((r) => r.providerCode === "united")!;
    expect(united).toMatchObject({ currency: "EUR", originalCurrency: "USD" });
    expect(united.conversionRate).toBeCloseTo(0.92, 5);
    expect(view.routes.find((r) => r.providerCode === "delta")).toMatchObject({
      currency: "EUR",
      originalCurrency: null,
    });

    // The tracker calls the requests final; a second run of the same job is harmless.
    for (const r of requests)
      expect(
        await app.db.serviceRequest.findUniqueOrThrow({ where: { id: r.serviceRequestId } }),
      ).toMatchObject({ phase: "final", pollCount: 1, nextPollAt: null });
    expect(await app.pollServiceRequest(requests[0]!.serviceRequestId)).toEqual({ outcome: "skipped" });
  });
});

describe("security question and browserState", () => {
  it("answers on the linked account, stores the browserState it returns and sends it on the next search", async () => {
    const user = await app.createTestUser();
    const login = `question-${Date.now()}`;
    const form = {
      programs: ["aeroplan"],
      from: "YYZ",
      to: "LHR",
      date: inDays(20),
      cabins: ["economy"],
      adults: 1,
      currency: "CAD",
      credentials: { aeroplan: { login, password: "secret" } },
    };
    const searchId = await app.createFlightSearch(user.id, flightSearchFormSchema.parse(form));
    const [asked] = await activeRequests(searchId);
    expect(await pollWhenDone(asked!.id)).toEqual({ outcome: "stored" });
    const stored = (await activeRequests(searchId))[0]!;
    expect(stored).toMatchObject({ state: 10, question: expect.stringMatching(/code/) });
    expect(stored.loyaltyAccountId).toBeTruthy();

    const { id: newId } = await app.resendAwardRequest(app.flightAwardService, user.id, asked!.id, "123456");
    expect(await pollWhenDone(newId)).toEqual({ outcome: "stored" });
    const [answered] = await activeRequests(searchId);
    expect(answered).toMatchObject({
      id: newId,
      state: 1,
      question: null,
      loyaltyAccountId: stored.loyaltyAccountId,
    });
    const old = await app.db.awardRequest.findUniqueOrThrow({
      where: { id: asked!.id },
      select: { active: true, replacedById: true },
    });
    expect(old).toEqual({ active: false, replacedById: newId });

    // What the next search of this program sends as loyaltyAccount (spec 1 A2).
    const next = await app.resolveSearchAccount(user.id, "flights", "aeroplan", { useAccount: true });
    expect(next?.accountId).toBe(stored.loyaltyAccountId);
    expect(next?.account).toMatchObject({
      login,
      browserState: expect.stringMatching(/^sim-bs1\./),
      answers: [{ answer: "123456" }],
    });

    const { credentials: _c, ...again } = form;
    const secondId = await app.createFlightSearch(user.id, flightSearchFormSchema.parse(again));
    const [second] = await activeRequests(secondId);
    expect(await pollWhenDone(second!.id)).toEqual({ outcome: "stored" });
    expect((await activeRequests(secondId))[0]).toMatchObject({
      state: 1,
      loyaltyAccountId: stored.loyaltyAccountId,
    });
  });
});
