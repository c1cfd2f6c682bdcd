// Integration (real PostgreSQL, real SMTP on loopback), issue 38 item 6: a round trip ±1 day is
// watched with every leg and its flexibility; a run sends its whole fan-out through the tracker, at
// most REQUESTS_PER_TICK requests a minute (the rest in the next minutes, into the same search) and is
// evaluated only once all are sent and answered; a bookable journey under the cap → one notice and one
// email; the same journey again → nothing. A flexible hotel watch keeps its ± days.
// Results are seeded as the award-search path stores them (results documents on each request).
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredRoute } from "@/lib/flights/stored-results";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { sendDueEmails } from "@/lib/notifications/send-due-emails";
import { cacheSimulatedPrograms } from "@/lib/test/cache-simulated-programs";
import { startSmtpSink } from "@/lib/test/smtp-sink";
import { createTestUser, db } from "@/lib/test/test-db";
import { addDays } from "@/lib/validation/travel-date";
import { createWatch } from "@/lib/watches/create-watch";
import { evaluateWatchRun } from "@/lib/watches/evaluate-watch-run";
import { hotelWatchKind } from "@/lib/watches/hotel-watch-kind";
import { listWatches } from "@/lib/watches/list-watches";
import { runDueWatches } from "@/lib/watches/run-due-watches";
import { REQUESTS_PER_TICK } from "@/lib/watches/watch-schedule";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: ReturnType<typeof nodemailer.createTransport>;
beforeAll(async () => {
  sink = await startSmtpSink();
  transport = nodemailer.createTransport(sink.url);
  // The programs' names as the flights service lists them: the notice says them.
  await cacheSimulatedPrograms("flights", ["united", "flyingblue", "alaska"]);
});
afterAll(async () => {
  transport.close();
  await sink.close();
});

// Two months ahead (every flexible day bookable, within the booking window, whatever today is);
// 3 days × 2 legs × 3 programs = 18 requests.
const today = new Date().toISOString().slice(0, 10);
const [OUT, OUT_BEFORE, OUT_AFTER, BACK, BACK_AFTER] = [
  addDays(today, 60),
  addDays(today, 59),
  addDays(today, 61),
  addDays(today, 67),
  addDays(today, 68),
];
const trip = {
  programs: ["united", "flyingblue", "alaska"],
  from: "BOS",
  to: "KEF",
  date: OUT,
  trip: "roundTrip",
  flex: 1,
  returnDate: BACK,
  returnFlex: 1,
  cabins: ["business"],
  adults: 1,
  currency: "USD",
  calendar: true,
  calendarPrograms: ["united"],
  accountPrograms: [],
};

function route(
  program: string,
  miles: number,
  day: string,
  from: string,
  to: string,
  flight: string,
): StoredRoute {
  return {
    providerCode: program,
    position: 0,
    miles,
    taxesMinor: 5_000,
    currency: "USD",
    originalCurrency: null,
    conversionRate: null,
    stops: 0,
    durationMinutes: 330,
    departAt: `${day}T20:00:00Z`,
    cabins: ["business"],
    mixedCabin: false,
    airlines: ["XX"],
    seats: 2,
    awardType: null,
    segments: [
      {
        departure: { dateTime: `${day}T20:00:00`, airport: from },
        arrival: { dateTime: `${day}T23:30:00`, airport: to },
        cabin: "business",
        flightNumbers: [flight],
        airline: "XX",
      },
    ],
  };
}

/** Every request of the run answers: `routes(leg, day, program)` is what it found. */
async function answerAll(
  searchId: string,
  routes: (leg: number, day: string, program: string) => StoredRoute[],
) {
  const requests = await db.awardRequest.findMany({
    where: { searchId },
    select: { id: true, providerCode: true, params: true },
  });
  for (const r of requests) {
    const p = r.params as { leg: number; date: string };
    const items = routes(p.leg, p.date, r.providerCode);
    await db.awardResult.create({
      data: {
        awardRequestId: r.id,
        searchId,
        kind: "routes",
        count: items.length,
        best: items.length ? Math.min(...items.map((i) => i.miles)) : null,
        items: items as object[],
      },
    });
  }
  await db.awardRequest.updateMany({ where: { searchId }, data: { state: 1 } });
}

// The scheduler's minutes from now (an evaluation gives up on a run 20 minutes after its search was made).
const start = Date.now();
const minute = (n: number) => new Date(start + n * 60_000);

describe("a journey watch", () => {
  it("keeps every leg, sends its fan-out a minute's budget at a time, tells of a journey under the cap once", async () => {
    const user = await createTestUser();
    const source = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params: trip, summary: "BOS → KEF → BOS" },
      select: { id: true },
    });
    // The form's window is not the journey's: the watch keeps the first leg's days (±1).
    const watchId = await createWatch(
      user.id,
      source.id,
      {
        maxMiles: 60_000,
        cabins: ["business"],
        nonstop: false,
        seats: 1,
        programs: ["united", "flyingblue", "alaska"],
        dateFrom: today,
        dateTo: today,
      },
      minute(0),
    );
    const [view] = await listWatches(user.id);
    expect(view).toMatchObject({
      summary: "BOS ⇄ KEF, round trip (±1 day)",
      dateFrom: OUT_BEFORE,
      dateTo: OUT_AFTER,
      trip: `BOS → KEF ${OUT} ±1 day; KEF → BOS ${BACK} ±1 day`,
    });

    // Due now, alone: each scheduler minute sends at most REQUESTS_PER_TICK of its 18 requests.
    await db.watch.update({ where: { id: watchId }, data: { nextRunAt: minute(0) } });
    await runDueWatches(minute(1));
    const watch = await db.watch.findUniqueOrThrow({
      where: { id: watchId },
      select: { runSearchId: true, runUnsent: true },
    });
    const searchId = watch.runSearchId!;
    const sent = () => db.awardRequest.count({ where: { searchId } });
    expect(await sent()).toBe(REQUESTS_PER_TICK);
    expect(watch.runUnsent).toBe(18 - REQUESTS_PER_TICK);
    // Not evaluated while some of it is unsent, even with every sent request answered.
    await db.awardRequest.updateMany({ where: { searchId }, data: { state: 1 } });
    expect(await evaluateWatchRun(watchId, searchId, minute(1), { requeue: false })).toBe("waiting");
    await runDueWatches(minute(2));
    expect(await sent()).toBe(18);
    expect((await db.watch.findUniqueOrThrow({ where: { id: watchId } })).runUnsent).toBe(0);
    // Each request: one leg, one day, one program, no price calendar (a run does not need it).
    const own = (
      await db.awardRequest.findMany({ where: { searchId }, select: { providerCode: true, params: true } })
    ).map((r) => {
      const p = r.params as { leg: number; from: string; to: string; date: string; calendar: boolean };
      return `${p.leg} ${p.from}-${p.to} ${p.date} ${r.providerCode} ${p.calendar}`;
    });
    expect(new Set(own).size).toBe(18);
    expect(own).toContain(`1 KEF-BOS ${BACK_AFTER} alaska false`);

    // Out on Flying Blue the day after, back on Alaska: 55,000 for the journey (under 60,000).
    await answerAll(searchId, (leg, day, program) => {
      if (leg === 0 && day === OUT_AFTER && program === "flyingblue")
        return [route(program, 30_000, day, "BOS", "KEF", "FI 630")];
      if (leg === 0 && program === "united") return [route(program, 45_000, day, "BOS", "KEF", "UA 90")];
      if (leg === 1 && day === BACK && program === "alaska")
        return [route(program, 25_000, day, "KEF", "BOS", "FI 631")];
      return [];
    });
    // Evaluated at the real time: its notice and email are due now (sendDueEmails reads the clock).
    expect(await evaluateWatchRun(watchId, searchId)).toBe("done");
    await sendDueEmails(100, transport);
    const emails = () => sink.messages.filter((m) => m.to.includes(user.email));
    await expect.poll(() => emails().length).toBe(1);
    expect(emails()[0]!.subject).toBe("BOS ⇄ KEF, round trip (±1 day): 1 new bookable journey");
    expect(emails()[0]!.text).toContain(
      `55,000 miles per person for the journey: ${OUT_AFTER} BOS–KEF FI 630 on Air France-KLM Flying Blue; ${BACK} KEF–BOS FI 631 on Alaska Airlines Mileage Plan`,
    );
    expect((await listNotifications(user.id)).notices.filter((n) => n.kind === "watch-found")).toHaveLength(
      1,
    );
    expect((await listWatches(user.id))[0]!.found.map((f) => [f.miles, f.program])).toEqual([
      [55_000, "flyingblue + alaska"],
    ]);

    // The next run finds the same journey (a little cheaper): nothing new, on screen or by email.
    await db.watch.update({ where: { id: watchId }, data: { nextRunAt: minute(4) } });
    await runDueWatches(minute(5));
    await runDueWatches(minute(6));
    const run2 = (await db.watch.findUniqueOrThrow({ where: { id: watchId } })).runSearchId!;
    expect(run2).not.toBe(searchId);
    await answerAll(run2, (leg, day, program) => {
      if (leg === 0 && day === OUT_AFTER && program === "flyingblue")
        return [route(program, 28_000, day, "BOS", "KEF", "FI 630")];
      if (leg === 1 && day === BACK && program === "alaska")
        return [route(program, 25_000, day, "KEF", "BOS", "FI 631")];
      return [];
    });
    expect(await evaluateWatchRun(watchId, run2)).toBe("done");
    await sendDueEmails(100, transport);
    expect((await listNotifications(user.id)).notices.filter((n) => n.kind === "watch-found")).toHaveLength(
      1,
    );
    expect(emails()).toHaveLength(1);
  });
});

describe("a hotel watch from a flexible search", () => {
  const [IN, IN_AFTER] = [addDays(today, 40), addDays(today, 42)];
  const params = {
    programs: ["hyatt", "marriott"],
    destination: "Kyoto, Japan",
    checkIn: IN,
    checkOut: addDays(IN, 2),
    rooms: 1,
    adults: 2,
    kids: 0,
    downloadImages: true,
    flexDays: 2,
    accountPrograms: ["hyatt"],
  } as StoredHotelParams;

  it("asks each check-in day ± its days for the same nights, and counts a check-in that far from the window", () => {
    const run = hotelWatchKind.runOf(params, IN_AFTER, ["hyatt"]);
    expect(
      run.programs.map((p) => [
        p.providerCode,
        (p.params as StoredHotelParams).checkIn,
        (p.params as StoredHotelParams).checkOut,
      ]),
    ).toEqual([-2, -1, 0, 1, 2].map((d) => ["hyatt", addDays(IN_AFTER, d), addDays(IN_AFTER, d + 2)]));
    expect(hotelWatchKind.summaryOf(params)).toBe("Kyoto, Japan · 2 nights · check-in ±2 days");
    const hotel = (checkIn: string) => ({
      providerCode: "hyatt",
      position: 0,
      name: "Park Hyatt Kyoto",
      rating: null,
      reviews: null,
      distance: null,
      awardCategory: null,
      address: "Kiyomizu",
      place: null,
      lat: null,
      lng: null,
      phone: null,
      url: null,
      hasPreview: false,
      descriptionHtml: null,
      nights: 2,
      checkIn,
      checkOut: null,
      pointsPerNight: 25_000,
      currency: "USD",
      cashPerNightMinor: null,
      bestValueCents: null,
      originalCurrency: null,
      conversionRate: null,
      cheapestRoom: "King",
      cheapestRate: null,
      cheapestCopayMinor: null,
      rooms: [],
    });
    const doc = { kind: "hotels", items: [hotel(addDays(IN, -2)), hotel(addDays(IN, -3))] };
    const found = hotelWatchKind.match(
      doc,
      { maxPoints: 30_000, programs: ["hyatt"] },
      { from: IN, to: IN },
      params,
    );
    expect(found.matches.map((m) => m.date)).toEqual([addDays(IN, -2)]);
  });
});
