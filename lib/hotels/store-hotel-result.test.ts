// Integration: hotel callbacks → receiver → award search tables, on the real PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { hotelsCallback } from "@/lib/callbacks/handlers/hotels";
import { serviceConfig } from "@/lib/env";
import { hotel, rate, room } from "@/lib/services/hotels/result-fixtures";
import { receiveNow } from "@/lib/test/receive-now";
import type { StoredHotel } from "@/lib/hotels/stored-results";
import { storedItems } from "@/lib/test/award-results";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const { callbackUser, callbackPassword } = serviceConfig("hotels");
const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
const post = (body: object) =>
  receiveNow(
    hotelsCallback,
    new Request("http://127.0.0.1/api/callbacks/hotels", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { authorization: auth },
    }),
  );

describe("hotel callback → store", () => {
  let requestId: string;
  let awardId: string;
  const base = () => ({ requestId, userData: "x", requestDate: new Date().toISOString() });

  beforeEach(async () => {
    const user = await createTestUser();
    requestId = uniqueId("req");
    const search = await db.awardSearch.create({
      data: { userId: user.id, service: "hotels", params: {}, summary: "t" },
    });
    const sr = await db.serviceRequest.create({
      data: {
        service: "hotels",
        requestId,
        phase: "sent",
        userId: user.id,
        kind: "hotel-search",
        parentId: search.id,
      },
    });
    const ar = await db.awardRequest.create({
      data: {
        searchId: search.id,
        providerCode: "hyatt",
        serviceRequestId: sr.id,
        parts: { main: { state: 0, message: "" } },
      },
    });
    awardId = ar.id;
  });

  const snapshot = async () => ({
    hotels: (await storedItems<StoredHotel>(awardId, "hotels")).map(
      ({ name, pointsPerNight, bestValueCents, cheapestCopayMinor, nights, url }) => ({
        name,
        pointsPerNight,
        bestValueCents,
        cheapestCopayMinor,
        nights,
        url,
      }),
    ),
    award: await db.awardRequest.findUniqueOrThrow({
      where: { id: awardId },
      select: { state: true, parts: true, question: true, message: true },
    }),
    request: await db.serviceRequest.findFirstOrThrow({
      where: { service: "hotels", requestId },
      select: { state: true, stateText: true },
    }),
  });

  it("stores hotels with points on the hotel or only on rates, once per redelivery", async () => {
    const { pointsPerNight: _p, ...bare } = rate();
    const body = {
      ...base(),
      state: "success",
      hotels: [
        hotel(),
        hotel({ name: "Hotel Two", pointsPerNight: 18000, rooms: [room({ rates: [bare] })] }),
      ],
    };
    expect((await post(body)).status).toBe(200);
    const s = await snapshot();
    expect(s.hotels).toEqual([
      {
        name: "Park Hyatt Paris-Vendôme",
        pointsPerNight: 12500,
        bestValueCents: 2.88,
        cheapestCopayMinor: 9000,
        nights: 3,
        url: "https://example.test/park-hyatt",
      },
      {
        name: "Hotel Two",
        pointsPerNight: 18000,
        bestValueCents: 2.5,
        cheapestCopayMinor: null,
        nights: 3,
        url: "https://example.test/park-hyatt",
      },
    ]);
    expect(s.award).toMatchObject({ state: 1, parts: { main: { state: 1 } } });
    expect(s.request).toEqual({ state: 1, stateText: "success" });
    const again = await post(body);
    expect(await again.json()).toMatchObject({ outcomes: ["duplicate"] });
    expect(await snapshot()).toEqual(s);
  });

  it("keeps results when an older pending body arrives after them (out of order)", async () => {
    await post({ ...base(), state: "success", hotels: [hotel()] });
    const res = await post({ ...base(), state: "pending", hotels: [] });
    expect(await res.json()).toMatchObject({ outcomes: ["accepted"] }); // durable first; judged stale when normalized
    expect(await db.callbackDelivery.count({ where: { requestId, outcome: "stale" } })).toBe(1);
    const s = await snapshot();
    expect(s.hotels).toHaveLength(1);
    expect(s.award.state).toBe(1);
  });

  it("stores a security question and a named failure with its text", async () => {
    await post({
      ...base(),
      state: "question",
      message: "A security answer is required.",
      question: "Enter the code",
      hotels: [],
    });
    expect((await snapshot()).award).toMatchObject({
      state: 10,
      question: "Enter the code",
      parts: { main: { state: 10 } },
    });
  });

  it("maps an unknown state word to a failure and keeps the word", async () => {
    await post({ ...base(), state: "blockedByProvider", hotels: [] });
    const s = await snapshot();
    expect(s.award).toMatchObject({ state: 6, message: "blockedByProvider" });
    expect(s.request.stateText).toBe("blockedByProvider");
  });

  it("refuses a malformed hotel with 400 and stores nothing", async () => {
    const { pointsPerNight: _p, ...bare } = rate();
    expect(
      (await post({ ...base(), state: "success", hotels: [hotel({ rooms: [room({ rates: [bare] })] })] }))
        .status,
    ).toBe(400);
    expect((await snapshot()).hotels).toHaveLength(0);
  });
});
