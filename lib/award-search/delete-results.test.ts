// Result rows (the results documents, hotel images) have no foreign keys (prisma/schema/flights.prisma,
// AwardResult): a statement-level trigger deletes them with their AwardRequest. Whatever removes
// the request — the search deleted, the user deleted, the request's own tracker row deleted —
// leaves no result row behind, and other searches' rows stay.
import { beforeEach, describe, expect, it } from "vitest";
import { deleteAwardSearch } from "@/lib/award-search/delete-award-search";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { hotelsCallback } from "@/lib/callbacks/handlers/hotels";
import type { CallbackHandler } from "@/lib/callbacks/types";
import { serviceConfig } from "@/lib/env";
import { route } from "@/lib/services/flights/result-fixtures";
import { hotel } from "@/lib/services/hotels/result-fixtures";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

function post<T>(handler: CallbackHandler<T>, body: object) {
  const { callbackUser, callbackPassword } = serviceConfig(handler.credentials);
  const authorization = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
  return receiveNow(
    handler,
    new Request(`http://127.0.0.1/api/callbacks/${handler.name}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { authorization },
    }),
  );
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString("base64");

/** A user with one flight search (routes and calendar stored) and one hotel search (hotels stored). */
async function userWithResults() {
  const user = await createTestUser();
  const make = async (service: "flights" | "hotels") => {
    const requestId = uniqueId("req");
    const search = await db.awardSearch.create({
      data: { userId: user.id, service, params: {}, summary: "t" },
    });
    const sr = await db.serviceRequest.create({
      data: {
        service,
        requestId,
        phase: "sent",
        userId: user.id,
        kind: `${service === "flights" ? "flight" : "hotel"}-search`,
        parentId: search.id,
      },
    });
    const award = await db.awardRequest.create({
      data: {
        searchId: search.id,
        providerCode: service === "flights" ? "united" : "hyatt",
        serviceRequestId: sr.id,
        parts:
          service === "flights"
            ? { singleDate: { state: 0, message: "" } }
            : { main: { state: 0, message: "" } },
      },
    });
    const envelope = { requestId, userData: "x", requestDate: new Date().toISOString() };
    const res =
      service === "flights"
        ? await post(flightsCallback, {
            ...envelope,
            state: 1,
            message: "Success",
            progress: { singleDate: { state: 1, message: "Success" } },
            routes: [route(), route()],
            calendar: [
              {
                date: "2026-03-01",
                miles: 30000,
                standardItineraryCOS: "economy",
                cashCost: { currency: "USD", taxes: 5.6 },
              },
            ],
          })
        : await post(hotelsCallback, {
            ...envelope,
            state: "success",
            hotels: [hotel({ preview: PNG }), hotel({ name: "Hotel Two", preview: PNG })],
          });
    expect(res.status).toBe(200);
    return { searchId: search.id, awardId: award.id, serviceRequestId: sr.id };
  };
  return { userId: user.id, flights: await make("flights"), hotels: await make("hotels") };
}

const rowsOf = async (awardIds: string[]) => ({
  routes:
    (
      await db.awardResult.aggregate({
        where: { awardRequestId: { in: awardIds }, kind: "routes" },
        _sum: { count: true },
      })
    )._sum.count ?? 0,
  days:
    (
      await db.awardResult.aggregate({
        where: { awardRequestId: { in: awardIds }, kind: "calendar" },
        _sum: { count: true },
      })
    )._sum.count ?? 0,
  hotels:
    (
      await db.awardResult.aggregate({
        where: { awardRequestId: { in: awardIds }, kind: "hotels" },
        _sum: { count: true },
      })
    )._sum.count ?? 0,
  previews: await db.hotelPreview.count({ where: { awardRequestId: { in: awardIds } } }),
});

describe("result rows go with their award request", () => {
  let mine: Awaited<ReturnType<typeof userWithResults>>;
  let other: Awaited<ReturnType<typeof userWithResults>>;
  beforeEach(async () => {
    mine = await userWithResults();
    other = await userWithResults();
    expect(await rowsOf([mine.flights.awardId, mine.hotels.awardId])).toEqual({
      routes: 2,
      days: 1,
      hotels: 2,
      previews: 2,
    });
  });
  const othersStay = async () =>
    expect(await rowsOf([other.flights.awardId, other.hotels.awardId])).toEqual({
      routes: 2,
      days: 1,
      hotels: 2,
      previews: 2,
    });

  it("when the search is deleted", async () => {
    await db.awardSearch.delete({ where: { id: mine.flights.searchId } });
    expect(await rowsOf([mine.flights.awardId])).toEqual({ routes: 0, days: 0, hotels: 0, previews: 0 });
    expect(await rowsOf([mine.hotels.awardId])).toEqual({ routes: 0, days: 0, hotels: 2, previews: 2 });
    await othersStay();
  });

  it("when the user deletes the search from the history: its requests and form input go too, and only the owner can", async () => {
    // Another user's id, and a flight search asked for as a hotel search, delete nothing.
    expect(await deleteAwardSearch(other.userId, "flights", mine.flights.searchId)).toBe(false);
    expect(await deleteAwardSearch(mine.userId, "hotels", mine.flights.searchId)).toBe(false);
    expect(await rowsOf([mine.flights.awardId])).toEqual({ routes: 2, days: 1, hotels: 0, previews: 0 });

    expect(await deleteAwardSearch(mine.userId, "flights", mine.flights.searchId)).toBe(true);
    expect(await rowsOf([mine.flights.awardId])).toEqual({ routes: 0, days: 0, hotels: 0, previews: 0 });
    expect(await db.awardSearch.count({ where: { id: mine.flights.searchId } })).toBe(0);
    expect(await db.serviceRequest.count({ where: { id: mine.flights.serviceRequestId } })).toBe(0);
    expect(await db.awardRequest.count({ where: { id: mine.flights.awardId } })).toBe(0);
    // The same user's other search, and the other user's, stay.
    expect(await rowsOf([mine.hotels.awardId])).toEqual({ routes: 0, days: 0, hotels: 2, previews: 2 });
    expect(await db.serviceRequest.count({ where: { id: mine.hotels.serviceRequestId } })).toBe(1);
    await othersStay();
    expect(await deleteAwardSearch(mine.userId, "flights", mine.flights.searchId)).toBe(false);
  });

  it("when the user is deleted", async () => {
    await db.user.delete({ where: { id: mine.userId } });
    expect(await rowsOf([mine.flights.awardId, mine.hotels.awardId])).toEqual({
      routes: 0,
      days: 0,
      hotels: 0,
      previews: 0,
    });
    await othersStay();
  });

  it("when the tracked request is deleted", async () => {
    await db.serviceRequest.delete({ where: { id: mine.hotels.serviceRequestId } });
    expect(await rowsOf([mine.hotels.awardId])).toEqual({ routes: 0, days: 0, hotels: 0, previews: 0 });
    expect(await rowsOf([mine.flights.awardId])).toEqual({ routes: 2, days: 1, hotels: 0, previews: 0 });
    await othersStay();
  });
});
