// Integration (real PostgreSQL, real SMTP on loopback): a watch's run finds availability under its
// cap → one notice and one email; the same availability on the next run → nothing new; it goes away
// and comes back → told again. Runs are seeded as the award-search path stores them (search, program
// request, results document); evaluateWatchRun is what the worker runs after each.
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAwardResult } from "@/lib/award-search/award-results";
import type { StoredRoute } from "@/lib/flights/stored-results";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { sendDueEmails } from "@/lib/notifications/send-due-emails";
import { sqlTransaction } from "@/lib/sql/transaction";
import { cacheSimulatedPrograms } from "@/lib/test/cache-simulated-programs";
import { startSmtpSink } from "@/lib/test/smtp-sink";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { createWatch } from "@/lib/watches/create-watch";
import { evaluateWatchRun } from "@/lib/watches/evaluate-watch-run";
import { listWatches } from "@/lib/watches/list-watches";
import { deleteWatch, setWatchPaused } from "@/lib/watches/update-watch";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: ReturnType<typeof nodemailer.createTransport>;
beforeAll(async () => {
  sink = await startSmtpSink();
  transport = nodemailer.createTransport(sink.url);
  await cacheSimulatedPrograms("flights", ["aeroplan"]); // the notice says the program's name
});
afterAll(async () => {
  transport.close();
  await sink.close();
});

const params = {
  programs: ["aeroplan"],
  from: "YUL",
  to: "CDG",
  date: "2099-03-14",
  cabins: ["business"],
  adults: 2,
  currency: "USD",
  calendar: false,
  calendarPrograms: [],
  accountPrograms: [],
};

function route(miles: number, flight = "AC 870"): StoredRoute {
  return {
    providerCode: "aeroplan",
    position: 0,
    miles,
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
        flightNumbers: [flight],
        airline: "AC",
      },
    ],
  };
}

/** A finished run of the watch as the award-search path leaves it: one program answered with `routes`. */
async function seedRun(userId: string, watchId: string, routes: StoredRoute[]): Promise<string> {
  const search = await db.awardSearch.create({
    data: { userId, service: "flights", params, summary: "Watch: YUL → CDG" },
    select: { id: true },
  });
  const srId = uniqueId("sr");
  await db.serviceRequest.create({
    data: {
      id: srId,
      service: "flights",
      requestId: srId,
      userId,
      kind: "flight-search",
      parentId: search.id,
    },
  });
  const ar = await db.awardRequest.create({
    data: { searchId: search.id, providerCode: "aeroplan", serviceRequestId: srId, state: 1 },
    select: { id: true },
  });
  await sqlTransaction((tx) =>
    writeAwardResult(tx, {
      awardRequestId: ar.id,
      searchId: search.id,
      kind: "routes",
      items: routes,
      best: routes.length ? Math.min(...routes.map((r) => r.miles)) : null,
    }),
  );
  await db.watch.update({ where: { id: watchId }, data: { runSearchId: search.id } });
  return search.id;
}

describe("a watch tells of new availability once", () => {
  it("finds → one notice and one email; the same again → nothing; gone and back → told again", async () => {
    const user = await createTestUser();
    const source = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params, summary: "YUL → CDG" },
      select: { id: true },
    });
    const watchId = await createWatch(user.id, source.id, {
      maxMiles: 60_000,
      cabins: ["business"],
      nonstop: true,
      seats: 2,
      programs: ["aeroplan"],
      dateFrom: "2099-03-14",
      dateTo: "2099-03-20",
    });
    const emails = () => sink.messages.filter((m) => m.to.includes(user.email));

    // Run 1: one option over the cap, one under it.
    const run1 = await seedRun(user.id, watchId, [route(70_000, "AC 872"), route(55_000)]);
    expect(await evaluateWatchRun(watchId, run1)).toBe("done");
    expect(await evaluateWatchRun(watchId, run1)).toBe("stale"); // the worker delivering the job twice
    await sendDueEmails(100, transport);
    await expect.poll(() => emails().length).toBe(1);
    expect(emails()[0]!.subject).toBe("YUL → CDG: 1 new award option");
    expect(emails()[0]!.text).toContain(
      "2099-03-14 Business on Air Canada Aeroplan: 55,000 miles per person",
    );
    let notices = (await listNotifications(user.id)).notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "watch-found", link: "/watches", email: "sent" });
    expect(await db.awardSearch.count({ where: { id: run1 } })).toBe(0); // the run's search is not left in the history
    const [view] = await listWatches(user.id);
    expect(view!.found.map((f) => f.miles)).toEqual([55_000]);
    expect(view!.lastRunAt).toBeNull(); // runWatch sets it; this test seeds runs directly

    // Run 2: the same seats, cheaper: nothing new.
    const run2 = await seedRun(user.id, watchId, [route(50_000)]);
    await evaluateWatchRun(watchId, run2);
    await sendDueEmails(100, transport);
    expect((await listNotifications(user.id)).notices).toHaveLength(1);
    expect(emails()).toHaveLength(1);

    // Run 3: gone. Run 4: back → told again.
    await evaluateWatchRun(watchId, await seedRun(user.id, watchId, []));
    await evaluateWatchRun(watchId, await seedRun(user.id, watchId, [route(55_000)]));
    await sendDueEmails(100, transport);
    notices = (await listNotifications(user.id)).notices;
    expect(notices).toHaveLength(2);
    await expect.poll(() => emails().length).toBe(2);
  });

  it("is the owner's only, bounded per user, and pauses and deletes", async () => {
    const [alice, mallory] = [await createTestUser(), await createTestUser()];
    const source = await db.awardSearch.create({
      data: { userId: alice.id, service: "flights", params, summary: "YUL → CDG" },
      select: { id: true },
    });
    const input = {
      maxMiles: null,
      cabins: ["business" as const],
      nonstop: false,
      seats: 1,
      programs: ["aeroplan"],
      dateFrom: "2099-03-14",
      dateTo: "2099-03-14",
    };
    await expect(createWatch(mallory.id, source.id, input)).rejects.toThrow(/No such search/);
    await expect(createWatch(alice.id, source.id, { ...input, programs: ["delta"] })).rejects.toThrow(
      /programs the search asked/,
    );
    const id = await createWatch(alice.id, source.id, input);
    await expect(setWatchPaused(mallory.id, id, true)).rejects.toThrow(/No such watch/);
    await expect(deleteWatch(mallory.id, id)).rejects.toThrow(/No such watch/);
    await setWatchPaused(alice.id, id, true);
    expect((await listWatches(alice.id))[0]).toMatchObject({ status: "paused", nextRunAt: null });
    for (let i = 1; i < 20; i++) await createWatch(alice.id, source.id, input);
    await expect(createWatch(alice.id, source.id, input)).rejects.toThrow(/20 watches running/);
    await deleteWatch(alice.id, id);
    expect(await listWatches(alice.id)).toHaveLength(19);
  });
});
