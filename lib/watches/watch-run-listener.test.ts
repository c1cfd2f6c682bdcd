// Integration (real PostgreSQL, real LISTEN/NOTIFY): the worker's listener evaluates a watch's run
// the moment one of its requests is stored and notified — no queued job involved — and leaves a run
// whose other program is still pending for later, and a search that is no watch's run alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAwardResult } from "@/lib/award-search/award-results";
import type { StoredRoute } from "@/lib/flights/stored-results";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { sqlTransaction } from "@/lib/sql/transaction";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { createWatch } from "@/lib/watches/create-watch";
import { listenForWatchRuns, type WatchRunListener } from "@/lib/watches/watch-run-listener";

let listener: WatchRunListener;
beforeAll(async () => {
  listener = await listenForWatchRuns();
});
afterAll(() => listener.close());

const params = {
  programs: ["aeroplan", "united"],
  from: "YUL",
  to: "CDG",
  date: "2099-03-14",
  cabins: ["business"],
  adults: 1,
  currency: "USD",
  calendar: false,
  calendarPrograms: [],
  accountPrograms: [],
};
const route: StoredRoute = {
  providerCode: "aeroplan",
  position: 0,
  miles: 55_000,
  taxesMinor: 10000,
  currency: "USD",
  originalCurrency: null,
  conversionRate: null,
  stops: 0,
  durationMinutes: 420,
  departAt: "2099-03-14T18:00:00",
  cabins: ["business"],
  mixedCabin: false,
  airlines: ["AC"],
  seats: 4,
  awardType: null,
  segments: [
    {
      departure: { dateTime: "2099-03-14T18:00:00", airport: "YUL" },
      arrival: { dateTime: "2099-03-15T07:00:00", airport: "CDG" },
      cabin: "business",
      flightNumbers: ["AC 870"],
      airline: "AC",
    },
  ],
};

/** A run of `watchId` (or a plain search when null) with one request per program in `states`. */
async function seedRun(userId: string, watchId: string | null, states: Record<string, number>) {
  const search = await db.awardSearch.create({
    data: { userId, service: "flights", params, summary: "YUL → CDG" },
    select: { id: true },
  });
  const requests: Record<string, { ar: string; sr: string }> = {};
  for (const [program, state] of Object.entries(states)) {
    const sr = uniqueId("sr");
    await db.serviceRequest.create({
      data: { id: sr, service: "flights", requestId: sr, userId, kind: "flight-search", parentId: search.id },
    });
    const ar = await db.awardRequest.create({
      data: { searchId: search.id, providerCode: program, serviceRequestId: sr, state },
      select: { id: true },
    });
    requests[program] = { ar: ar.id, sr };
  }
  if (watchId) await db.watch.update({ where: { id: watchId }, data: { runSearchId: search.id } });
  return { searchId: search.id, requests };
}

/** The request row's answer stored, as a callback's bookkeeping writes it: its trigger raises the
 *  live event the listener hears. */
const requestAnswered = (sr: string) =>
  db.serviceRequest.update({ where: { id: sr }, data: { state: 1, completedAt: new Date() } });

async function answer(searchId: string, request: { ar: string; sr: string }) {
  await db.awardRequest.update({ where: { id: request.ar }, data: { state: 1 } });
  await sqlTransaction((tx) =>
    writeAwardResult(tx, {
      awardRequestId: request.ar,
      searchId,
      kind: "routes",
      items: [route],
      best: route.miles,
    }),
  );
  await requestAnswered(request.sr);
}

describe("a watch's run is evaluated when its answer is stored", () => {
  it("tells at once when the last program answers, not before, and ignores searches that are no run", async () => {
    const user = await createTestUser();
    const source = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params, summary: "YUL → CDG" },
      select: { id: true },
    });
    const watchId = await createWatch(user.id, source.id, {
      maxMiles: 60_000,
      cabins: ["business"],
      nonstop: true,
      seats: 1,
      programs: ["aeroplan", "united"],
      dateFrom: "2099-03-14",
      dateTo: "2099-03-20",
    });

    // A plain search of the same user answering: no watch's run, nothing told.
    const plain = await seedRun(user.id, null, { aeroplan: 0 });
    await answer(plain.searchId, plain.requests.aeroplan!);

    // Aeroplan answers while United is still pending (state 0): the run waits.
    const run = await seedRun(user.id, watchId, { aeroplan: 0, united: 0 });
    await answer(run.searchId, run.requests.aeroplan!);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await listNotifications(user.id)).notices).toHaveLength(0);
    expect(
      (await db.watch.findUniqueOrThrow({ where: { id: watchId }, select: { runSearchId: true } }))
        .runSearchId,
    ).toBe(run.searchId);

    // United answers: told within moments, the run's search gone, the watch free for its next run.
    const started = Date.now();
    await db.awardRequest.update({ where: { id: run.requests.united!.ar }, data: { state: 1 } });
    await requestAnswered(run.requests.united!.sr);
    await expect
      .poll(async () => (await listNotifications(user.id)).notices.length, { timeout: 5000, interval: 50 })
      .toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await listNotifications(user.id)).notices[0]).toMatchObject({ kind: "watch-found" });
    await expect
      .poll(
        async () =>
          (await db.watch.findUniqueOrThrow({ where: { id: watchId }, select: { runSearchId: true } }))
            .runSearchId,
      )
      .toBeNull();
    // The run's search is dropped just after the watch lets go of it (a statement later): wait for it.
    await expect.poll(() => db.awardSearch.count({ where: { id: run.searchId } })).toBe(0);
    expect(await db.awardSearch.count({ where: { id: plain.searchId } })).toBe(1);
  });
});
