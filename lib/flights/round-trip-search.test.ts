// Integration (real PostgreSQL, the simulator in-process, callbacks lost so the polling fallback
// brings results in, as in flight-search-polling.test.ts): a round trip ±1 day on two programs fans
// out to one request per leg × day × program, each with its own airports and day; the view gives
// every route its leg and day, and the routes pair into journeys across programs (issue 38).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pairJourneys, routesByLeg } from "@/lib/flights/pair-journeys";
import { flightSearchFormSchema } from "@/lib/flights/search-form-schema";
import { storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { isFinal } from "@/lib/service-requests/service-states";
import type { RunningSimulator } from "@/simulator/server";

let sim: RunningSimulator;
let app: {
  db: typeof import("@/lib/db").db;
  createFlightSearch: typeof import("@/lib/flights/create-flight-search").createFlightSearch;
  getFlightSearchView: typeof import("@/lib/flights/get-flight-search-view").getFlightSearchView;
  pollServiceRequest: typeof import("@/lib/service-requests/poll-service-request").pollServiceRequest;
  getFlightResults: typeof import("@/lib/services/flights/client").getFlightResults;
  createTestUser: typeof import("@/lib/test/test-db").createTestUser;
};

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const { startSimulator } = await import("@/simulator/server");
  sim = await startSimulator({ port: 0, host: "127.0.0.1", timeScale: 0.01 }, { log: () => {} });
  vi.stubEnv("FLIGHTS_API_URL", `${sim.url}/flights`);
  vi.stubEnv("APP_URL", "http://127.0.0.1:9"); // discard port: every callback delivery fails
  app = {
    db: (await import("@/lib/db")).db,
    createFlightSearch: (await import("@/lib/flights/create-flight-search")).createFlightSearch,
    getFlightSearchView: (await import("@/lib/flights/get-flight-search-view")).getFlightSearchView,
    pollServiceRequest: (await import("@/lib/service-requests/poll-service-request")).pollServiceRequest,
    getFlightResults: (await import("@/lib/services/flights/client")).getFlightResults,
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

async function pollWhenDone(serviceRequestId: string, requestId: string) {
  await expect
    .poll(
      async () => {
        const r = await app.getFlightResults(requestId);
        return (
          isFinal(r.state) &&
          [r.progress.singleDate, r.progress.calendar].every((p) => p === undefined || isFinal(p.state))
        );
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(true);
  return app.pollServiceRequest(serviceRequestId);
}

describe("a round trip with flexible days", () => {
  it("sends one request per leg × day × program and pairs the routes into journeys across programs", async () => {
    const user = await app.createTestUser();
    const out = inDays(30);
    const back = inDays(37);
    const form = {
      trip: "roundTrip",
      programs: ["united", "delta"],
      from: "JFK",
      to: "LHR",
      date: out,
      flex: 1,
      returnDate: back,
      returnFlex: 1,
      cabins: ["economy", "business"],
      adults: 1,
      currency: "USD",
      calendar: true,
    };
    const searchId = await app.createFlightSearch(user.id, flightSearchFormSchema.parse(form));

    const requests = await app.db.awardRequest.findMany({
      where: { searchId, active: true },
      select: {
        id: true,
        providerCode: true,
        params: true,
        parts: true,
        serviceRequest: { select: { id: true, requestId: true } },
      },
    });
    expect(requests).toHaveLength(12);
    const slices = requests.map((r) => {
      const p = storedFlightParamsSchema.parse(r.params);
      return `${p.leg} ${p.from}-${p.to} ${p.date} ${r.providerCode} ${Object.keys(r.parts as object)
        .sort()
        .join("+")}`;
    });
    // The price calendar (both programs have one) is asked once per leg and program: on the day typed.
    const want = [0, 1].flatMap((leg) =>
      [-1, 0, 1].flatMap((d) =>
        ["united", "delta"].map(
          (code) =>
            `${leg} ${leg ? "LHR-JFK" : "JFK-LHR"} ${plus(leg ? back : out, d)} ${code} ${d === 0 ? "calendar+singleDate" : "singleDate"}`,
        ),
      ),
    );
    expect(slices.sort()).toEqual(want.sort());
    // The search itself is one row with every leg: history reopens it whole.
    const search = await app.db.awardSearch.findUniqueOrThrow({
      where: { id: searchId },
      select: { params: true, summary: true },
    });
    expect(storedFlightParamsSchema.parse(search.params)).toMatchObject({
      trip: "roundTrip",
      from: "JFK",
      to: "LHR",
      date: out,
      flex: 1,
      returnDate: back,
      returnFlex: 1,
    });
    expect(search.summary).toBe(`JFK → LHR → JFK · ${out} → ${back} · ±1 day · United, Delta`);

    for (const r of requests)
      expect(await pollWhenDone(r.serviceRequest.id, r.serviceRequest.requestId!)).toEqual({
        outcome: "stored",
      });
    const view = (await app.getFlightSearchView(user.id, searchId))!;
    expect(view.progress).toMatchObject({ pending: false, total: 12 });
    // Every status card says which leg and day it searched.
    expect(
      view.programs.every((p) => /^(JFK → LHR|LHR → JFK) · \w{3}, \w{3} \d+, \d{4}$/.test(p.label ?? "")),
    ).toBe(true);
    // Every route knows its leg and the day its request searched, and leaves from that leg's airport.
    expect(new Set(view.routes.map((r) => r.leg))).toEqual(new Set([0, 1]));
    for (const r of view.routes) {
      expect(r.segments[0]!.departure.airport).toBe(r.leg ? "LHR" : "JFK");
      expect([-1, 0, 1].map((d) => plus(r.leg ? back : out, d))).toContain(r.date);
    }
    const journeys = pairJourneys(
      routesByLeg(
        view.routes.map((r) => ({ ...r, leg: r.leg ?? 0 })),
        2,
      ),
      200,
    );
    expect(journeys.length).toBeGreaterThan(10);
    for (let i = 1; i < journeys.length; i++)
      expect(journeys[i]!.miles).toBeGreaterThanOrEqual(journeys[i - 1]!.miles);
    // Any program on any leg: some journey goes out on one program and back on the other.
    expect(
      journeys.some(
        (j) =>
          j.routes[0]!.awardRequestId !== j.routes[1]!.awardRequestId &&
          new Set(j.routes.map((r) => requests.find((q) => q.id === r.awardRequestId)!.providerCode)).size ===
            2,
      ),
    ).toBe(true);
  });

  it("keeps a one-way search on one date as it was: one request per program, on the search's own params", async () => {
    const user = await app.createTestUser();
    const searchId = await app.createFlightSearch(
      user.id,
      flightSearchFormSchema.parse({
        programs: ["united", "delta"],
        from: "JFK",
        to: "LHR",
        date: inDays(30),
        cabins: ["economy"],
        adults: 1,
        currency: "USD",
      }),
    );
    const requests = await app.db.awardRequest.findMany({ where: { searchId }, select: { params: true } });
    expect(requests).toEqual([{ params: null }, { params: null }]);
  });
});
