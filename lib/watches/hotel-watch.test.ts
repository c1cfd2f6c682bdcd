// Integration (real PostgreSQL, real SMTP on loopback): a watched hotel search, like a flight one —
// a run finds a hotel at or under its Max points per night → one notice and one email; the same
// rate on the next run → nothing; it goes away and comes back → told again. Runs are seeded as the
// award-search path stores them (search, program request, "hotels" results document).
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAwardResult } from "@/lib/award-search/award-results";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";
import type { StoredHotel } from "@/lib/hotels/stored-results";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { sendDueEmails } from "@/lib/notifications/send-due-emails";
import { sqlTransaction } from "@/lib/sql/transaction";
import { cacheSimulatedPrograms } from "@/lib/test/cache-simulated-programs";
import { startSmtpSink } from "@/lib/test/smtp-sink";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { createWatch } from "@/lib/watches/create-watch";
import { evaluateWatchRun } from "@/lib/watches/evaluate-watch-run";
import { hotelWatchKind } from "@/lib/watches/hotel-watch-kind";
import { listWatches } from "@/lib/watches/list-watches";
import { editWatch } from "@/lib/watches/update-watch";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: ReturnType<typeof nodemailer.createTransport>;
beforeAll(async () => {
  sink = await startSmtpSink();
  transport = nodemailer.createTransport(sink.url);
  await cacheSimulatedPrograms("hotels", ["hyatt"]); // the notice says the program's name
});
afterAll(async () => {
  transport.close();
  await sink.close();
});

const params: StoredHotelParams = {
  programs: ["hyatt", "marriott"],
  destination: "Kyoto, Japan",
  checkIn: "2099-04-10",
  checkOut: "2099-04-12",
  rooms: 1,
  adults: 2,
  kids: 0,
  downloadImages: true,
  accountPrograms: ["hyatt", "marriott"],
} as StoredHotelParams;

function hotel(pointsPerNight: number, name = "Park Hyatt Kyoto", checkIn = "2099-04-10"): StoredHotel {
  return {
    providerCode: "hyatt",
    position: 0,
    name,
    rating: 4.8,
    reviews: 1200,
    distance: 1.2,
    awardCategory: 8,
    address: "360 Kiyomizu, Higashiyama-ku",
    place: "Kyoto, Japan",
    lat: 34.99,
    lng: 135.78,
    phone: null,
    url: null,
    hasPreview: false,
    descriptionHtml: null,
    nights: 2,
    checkIn,
    checkOut: null,
    pointsPerNight,
    currency: "USD",
    cashPerNightMinor: 150000,
    bestValueCents: 3,
    originalCurrency: null,
    conversionRate: null,
    cheapestRoom: "King",
    cheapestRate: null,
    cheapestCopayMinor: null,
    rooms: [],
  };
}

async function seedRun(userId: string, watchId: string, hotels: StoredHotel[]): Promise<string> {
  const search = await db.awardSearch.create({
    data: { userId, service: "hotels", params: params as object, summary: "Watch: Kyoto" },
    select: { id: true },
  });
  const srId = uniqueId("sr");
  await db.serviceRequest.create({
    data: { id: srId, service: "hotels", requestId: srId, userId, kind: "hotel-search", parentId: search.id },
  });
  const ar = await db.awardRequest.create({
    data: { searchId: search.id, providerCode: "hyatt", serviceRequestId: srId, state: 1 },
    select: { id: true },
  });
  await sqlTransaction((tx) =>
    writeAwardResult(tx, {
      awardRequestId: ar.id,
      searchId: search.id,
      kind: "hotels",
      items: hotels,
      best: hotels.length ? Math.min(...hotels.map((h) => h.pointsPerNight)) : null,
    }),
  );
  await db.watch.update({ where: { id: watchId }, data: { runSearchId: search.id } });
  return search.id;
}

describe("a hotel watch", () => {
  it("tells of a rate under Max points per night once; the same again → nothing; gone and back → told again", async () => {
    const user = await createTestUser();
    const source = await db.awardSearch.create({
      data: { userId: user.id, service: "hotels", params: params as object, summary: "Kyoto" },
      select: { id: true },
    });
    const watchId = await createWatch(user.id, source.id, {
      kind: "hotels",
      maxPoints: 30_000,
      programs: ["hyatt"],
      dateFrom: "2099-04-10",
      dateTo: "2099-04-15",
    });
    const emails = () => sink.messages.filter((m) => m.to.includes(user.email));

    const run1 = await seedRun(user.id, watchId, [hotel(35_000, "Hyatt Regency Kyoto"), hotel(30_000)]);
    expect(await evaluateWatchRun(watchId, run1)).toBe("done");
    await sendDueEmails(100, transport);
    await expect.poll(() => emails().length).toBe(1);
    expect(emails()[0]!.subject).toBe("Kyoto, Japan · 2 nights: 1 new hotel award option");
    expect(emails()[0]!.text).toContain(
      "Check-in 2099-04-10, Park Hyatt Kyoto, Kyoto, Japan on World of Hyatt: 30,000 points per night",
    );
    const [view] = await listWatches(user.id);
    expect(view).toMatchObject({
      service: "hotels",
      summary: "Kyoto, Japan · 2 nights",
      conditions: { maxPoints: 30_000, programs: ["hyatt"] },
    });
    expect(view!.found.map((f) => [f.what, f.miles])).toEqual([["Park Hyatt Kyoto, Kyoto, Japan", 30_000]]);

    // The same hotel, cheaper: nothing new.
    await evaluateWatchRun(watchId, await seedRun(user.id, watchId, [hotel(25_000)]));
    // Gone, then back: told again.
    await evaluateWatchRun(watchId, await seedRun(user.id, watchId, []));
    await evaluateWatchRun(watchId, await seedRun(user.id, watchId, [hotel(28_000)]));
    await sendDueEmails(100, transport);
    expect((await listNotifications(user.id)).notices.filter((n) => n.kind === "watch-found")).toHaveLength(
      2,
    );
    await expect.poll(() => emails().length).toBe(2);
  });

  it("takes a hotel's conditions only, and its edit too; a run asks one check-in day for the search's nights", async () => {
    const user = await createTestUser();
    const source = await db.awardSearch.create({
      data: { userId: user.id, service: "hotels", params: params as object, summary: "Kyoto" },
      select: { id: true },
    });
    const flightInput = {
      maxMiles: 1,
      cabins: ["economy" as const],
      nonstop: false,
      seats: 1,
      programs: ["hyatt"],
      dateFrom: "2099-04-10",
      dateTo: "2099-04-10",
    };
    await expect(createWatch(user.id, source.id, flightInput)).rejects.toThrow(
      /hotel search: give Max points per night/,
    );
    await expect(
      createWatch(user.id, source.id, {
        kind: "hotels",
        maxPoints: null,
        programs: ["ihg"],
        dateFrom: "2099-04-10",
        dateTo: "2099-04-10",
      }),
    ).rejects.toThrow(/programs the search asked/);
    const id = await createWatch(user.id, source.id, {
      kind: "hotels",
      maxPoints: null,
      programs: ["hyatt", "marriott"],
      dateFrom: "2099-04-10",
      dateTo: "2099-04-10",
    });
    await expect(editWatch(user.id, id, flightInput)).rejects.toThrow(/hotel search/);
    await editWatch(user.id, id, {
      kind: "hotels",
      maxPoints: 40_000,
      programs: ["marriott"],
      dateFrom: "2099-04-11",
      dateTo: "2099-04-20",
    });
    expect((await listWatches(user.id))[0]).toMatchObject({
      conditions: { maxPoints: 40_000, programs: ["marriott"] },
      dateFrom: "2099-04-11",
      dateTo: "2099-04-20",
    });

    const run = hotelWatchKind.runOf(params, "2099-04-18", ["marriott"]);
    expect(run.params).toMatchObject({
      checkIn: "2099-04-18",
      checkOut: "2099-04-20",
      programs: ["marriott"],
      accountPrograms: ["marriott"],
      rooms: 1,
      adults: 2,
      downloadImages: false,
    });
    expect(run.programs).toEqual([{ providerCode: "marriott", account: { useAccount: true } }]);
  });
});
