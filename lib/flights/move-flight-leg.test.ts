// Integration (real PostgreSQL, the simulator in-process, callbacks lost so the polling fallback
// brings results in, as in round-trip-search.test.ts): a day picked on one leg's price calendar
// searches that leg again, and only that leg (issue 38 item 5). The search keeps its id; its params
// and history line take the new day; the other leg's requests and routes stay as they were and are
// not sent again; the journeys pair the new leg's routes with them. The browser's Back to a day
// searched before reopens that day's stored answers instead of sending.
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
  moveFlightLeg: typeof import("@/lib/flights/move-flight-leg").moveFlightLeg;
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
    moveFlightLeg: (await import("@/lib/flights/move-flight-leg")).moveFlightLeg,
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

type Row = {
  id: string;
  providerCode: string;
  params: unknown;
  parts: unknown;
  serviceRequest: { id: string; requestId: string | null };
};
const activeRequests = (searchId: string): Promise<Row[]> =>
  app.db.awardRequest.findMany({
    where: { searchId, active: true },
    select: {
      id: true,
      providerCode: true,
      params: true,
      parts: true,
      serviceRequest: { select: { id: true, requestId: true } },
    },
  });
const legOf = (r: Row) => storedFlightParamsSchema.parse(r.params).leg ?? 0;

async function finish(rows: Row[]) {
  for (const r of rows) {
    await expect
      .poll(
        async () => {
          const res = await app.getFlightResults(r.serviceRequest.requestId!);
          return (
            isFinal(res.state) &&
            [res.progress.singleDate, res.progress.calendar].every((p) => p === undefined || isFinal(p.state))
          );
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(true);
    expect(await app.pollServiceRequest(r.serviceRequest.id)).toEqual({ outcome: "stored" });
  }
}

describe("searching one leg of a round trip again on another day", () => {
  it("sends requests for that leg only, keeps the other leg's results and pairs journeys with the new ones", async () => {
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
      cabins: ["economy"],
      adults: 1,
      currency: "USD",
      calendar: true,
    };
    const searchId = await app.createFlightSearch(user.id, flightSearchFormSchema.parse(form));
    const first = await activeRequests(searchId);
    await finish(first);
    const outbound = first
      .filter((r) => legOf(r) === 0)
      .map((r) => r.id)
      .sort();
    const before = (await app.getFlightSearchView(user.id, searchId))!;
    const outboundRoutes = before.routes
      .filter((r) => r.leg === 0)
      .map((r) => r.id)
      .sort();
    expect(outboundRoutes.length).toBeGreaterThan(0);
    const sentBefore = await app.db.serviceRequest.count({ where: { userId: user.id } });

    const newBack = plus(back, 3);
    const moved = await app.moveFlightLeg(user.id, searchId, 1, newBack);
    expect(moved.requests).toHaveLength(6); // 3 days × 2 programs, the return leg only
    expect(moved.summary).toBe(`JFK → LHR → JFK · ${out} → ${newBack} · ±1 day · United, Delta`);
    // Only the moved leg's requests went out: the outbound's were not sent again.
    expect(await app.db.serviceRequest.count({ where: { userId: user.id } })).toBe(sentBefore + 6);

    // The same search: its params and history line say the new day; the outbound's requests stay active.
    const search = await app.db.awardSearch.findUniqueOrThrow({
      where: { id: searchId },
      select: { params: true, summary: true },
    });
    expect(storedFlightParamsSchema.parse(search.params)).toMatchObject({
      date: out,
      returnDate: newBack,
      flex: 1,
      returnFlex: 1,
    });
    expect(search.summary).toBe(moved.summary);
    const now = await activeRequests(searchId);
    expect(
      now
        .filter((r) => legOf(r) === 0)
        .map((r) => r.id)
        .sort(),
    ).toEqual(outbound);
    const legTwo = now.filter((r) => legOf(r) === 1);
    expect(legTwo.map((r) => r.id).sort()).toEqual([...moved.requests].sort());
    expect(
      legTwo
        .map(
          (r) =>
            `${storedFlightParamsSchema.parse(r.params).from}-${storedFlightParamsSchema.parse(r.params).to} ${storedFlightParamsSchema.parse(r.params).date} ${Object.keys(
              r.parts as object,
            )
              .sort()
              .join("+")}`,
        )
        .sort(),
    ).toEqual(
      [-1, -1, 0, 0, 1, 1]
        .map((d) => `LHR-JFK ${plus(newBack, d)} ${d === 0 ? "calendar+singleDate" : "singleDate"}`)
        .sort(),
    );

    // Right away: the outbound's routes are still there, the return's are on their way.
    const waiting = (await app.getFlightSearchView(user.id, searchId))!;
    expect(
      waiting.routes
        .filter((r) => r.leg === 0)
        .map((r) => r.id)
        .sort(),
    ).toEqual(outboundRoutes);
    expect(waiting.routes.filter((r) => r.leg === 1)).toEqual([]);
    expect(waiting.programs.filter((p) => p.leg === 1).every((p) => p.pending)).toBe(true);

    await finish(legTwo);
    const after = (await app.getFlightSearchView(user.id, searchId))!;
    expect(after.progress).toMatchObject({ pending: false, total: 12 });
    const returns = after.routes.filter((r) => r.leg === 1);
    expect(returns.length).toBeGreaterThan(0);
    for (const r of returns) expect([-1, 0, 1].map((d) => plus(newBack, d))).toContain(r.date);
    expect(after.calendar.filter((d) => d.leg === 1).some((d) => d.date === newBack)).toBe(true);
    const journeys = pairJourneys(
      routesByLeg(
        after.routes.map((r) => ({ ...r, leg: r.leg ?? 0 })),
        2,
      ),
    );
    expect(journeys.length).toBeGreaterThan(0);
    for (const j of journeys) {
      expect(outboundRoutes).toContain(j.routes[0]!.id);
      expect(moved.requests).toContain(j.routes[1]!.awardRequestId);
    }
  });

  it("reopens a day searched before (the browser's Back) from its stored answers, sending nothing", async () => {
    const user = await app.createTestUser();
    const out = inDays(30);
    const back = inDays(37);
    const form = {
      trip: "roundTrip",
      programs: ["united"],
      from: "JFK",
      to: "LHR",
      date: out,
      flex: 1,
      returnDate: back,
      returnFlex: 1,
      cabins: ["economy"],
      adults: 1,
      currency: "USD",
      calendar: true,
    };
    const searchId = await app.createFlightSearch(user.id, flightSearchFormSchema.parse(form));
    const first = await activeRequests(searchId);
    await finish(first);
    const returnIds = first
      .filter((r) => legOf(r) === 1)
      .map((r) => r.id)
      .sort();
    const view = async () => (await app.getFlightSearchView(user.id, searchId))!;
    const returnRoutes = (await view()).routes
      .filter((r) => r.leg === 1)
      .map((r) => r.id)
      .sort();
    expect(returnRoutes.length).toBeGreaterThan(0);
    const summary = (await app.db.awardSearch.findUniqueOrThrow({ where: { id: searchId } })).summary;

    const later = plus(back, 3); // no day in common with the first return's days
    const moved = await app.moveFlightLeg(user.id, searchId, 1, later);
    expect(moved.reopened).toBe(false);
    await finish((await activeRequests(searchId)).filter((r) => legOf(r) === 1));
    const sent = await app.db.serviceRequest.count({ where: { userId: user.id } });

    // Back to the day the search was made with: the first return requests again, nothing sent.
    const reopened = await app.moveFlightLeg(user.id, searchId, 1, back, { reopen: true });
    expect(reopened).toEqual({ requests: expect.any(Array), summary, reopened: true });
    expect([...reopened.requests].sort()).toEqual(returnIds);
    expect(await app.db.serviceRequest.count({ where: { userId: user.id } })).toBe(sent);
    const now = await view();
    expect(now.progress).toMatchObject({ pending: false, total: 6 });
    expect(
      now.routes
        .filter((r) => r.leg === 1)
        .map((r) => r.id)
        .sort(),
    ).toEqual(returnRoutes);
    expect(
      storedFlightParamsSchema.parse(
        (await app.db.awardSearch.findUniqueOrThrow({ where: { id: searchId } })).params,
      ),
    ).toMatchObject({ date: out, returnDate: back });

    // Forward again: the later day's requests, still nothing sent.
    const forward = await app.moveFlightLeg(user.id, searchId, 1, later, { reopen: true });
    expect(forward.reopened).toBe(true);
    expect([...forward.requests].sort()).toEqual([...moved.requests].sort());
    expect(await app.db.serviceRequest.count({ where: { userId: user.id } })).toBe(sent);

    // A day never searched, or one whose requests had not all answered when the leg left it, is
    // searched again as a picked day is (a retired request is no longer polled: it would stay pending).
    const unseen = await app.moveFlightLeg(user.id, searchId, 1, plus(back, 8), { reopen: true });
    expect(unseen.reopened).toBe(false);
    expect(await app.db.serviceRequest.count({ where: { userId: user.id } })).toBe(sent + 3);
    await app.moveFlightLeg(user.id, searchId, 1, back, { reopen: true });
    const unanswered = await app.moveFlightLeg(user.id, searchId, 1, plus(back, 8), { reopen: true });
    expect(unanswered.reopened).toBe(false);
    expect(await app.db.serviceRequest.count({ where: { userId: user.id } })).toBe(sent + 6);
    // Picking a day on the calendar always searches it again, even when it is stored.
    const picked = await app.moveFlightLeg(user.id, searchId, 1, back);
    expect(picked.reopened).toBe(false);
    expect(await app.db.serviceRequest.count({ where: { userId: user.id } })).toBe(sent + 9);
  });

  it("refuses a day that breaks the trip in words and changes nothing", async () => {
    const user = await app.createTestUser();
    const out = inDays(30);
    const form = {
      trip: "roundTrip",
      programs: ["united"],
      from: "JFK",
      to: "LHR",
      date: out,
      returnDate: inDays(37),
      cabins: ["economy"],
      adults: 1,
      currency: "USD",
    };
    const searchId = await app.createFlightSearch(user.id, flightSearchFormSchema.parse(form));
    const before = await app.db.awardSearch.findUniqueOrThrow({
      where: { id: searchId },
      select: { params: true, summary: true },
    });
    const requests = (await activeRequests(searchId)).map((r) => r.id).sort();

    await expect(app.moveFlightLeg(user.id, searchId, 1, plus(out, -2))).rejects.toMatchObject({
      status: 400,
      message: "The return date is before the departure date",
    });
    await expect(app.moveFlightLeg(user.id, searchId, 0, inDays(-3))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/past/),
    });
    await expect(app.moveFlightLeg(user.id, searchId, 2, inDays(40))).rejects.toMatchObject({
      status: 400,
      message: "This search has no leg 3 to search again.",
    });
    const stranger = await app.createTestUser();
    await expect(app.moveFlightLeg(stranger.id, searchId, 1, inDays(38))).rejects.toMatchObject({
      status: 404,
    });

    expect(
      await app.db.awardSearch.findUniqueOrThrow({
        where: { id: searchId },
        select: { params: true, summary: true },
      }),
    ).toEqual(before);
    expect((await activeRequests(searchId)).map((r) => r.id).sort()).toEqual(requests);
    expect(await app.db.awardRequest.count({ where: { searchId } })).toBe(requests.length);
  });

  it("moves a multi-city leg in the middle and leaves the others", async () => {
    const user = await app.createTestUser();
    const form = {
      trip: "multiCity",
      programs: ["united"],
      from: "JFK",
      to: "LHR",
      date: inDays(30),
      nextLegs: [
        { from: "LHR", to: "CDG", date: inDays(34) },
        { from: "CDG", to: "JFK", date: inDays(40) },
      ],
      cabins: ["economy"],
      adults: 1,
      currency: "USD",
    };
    const searchId = await app.createFlightSearch(user.id, flightSearchFormSchema.parse(form));
    const others = (await activeRequests(searchId))
      .filter((r) => legOf(r) !== 1)
      .map((r) => r.id)
      .sort();
    // After the next leg's day: refused, said by the leg that would now leave first.
    await expect(app.moveFlightLeg(user.id, searchId, 1, inDays(41))).rejects.toMatchObject({
      status: 400,
      message: "This leg leaves before the one before it",
    });
    await app.moveFlightLeg(user.id, searchId, 1, inDays(36));
    const params = storedFlightParamsSchema.parse(
      (await app.db.awardSearch.findUniqueOrThrow({ where: { id: searchId }, select: { params: true } }))
        .params,
    );
    expect(params.nextLegs).toEqual([
      { from: "LHR", to: "CDG", date: inDays(36) },
      { from: "CDG", to: "JFK", date: inDays(40) },
    ]);
    const now = await activeRequests(searchId);
    expect(
      now
        .filter((r) => legOf(r) !== 1)
        .map((r) => r.id)
        .sort(),
    ).toEqual(others);
    expect(
      now.filter((r) => legOf(r) === 1).map((r) => storedFlightParamsSchema.parse(r.params).date),
    ).toEqual([inDays(36)]);
  });
});
