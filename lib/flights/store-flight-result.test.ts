// Integration: flight callbacks → receiver → award search tables, on the real PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { serviceConfig } from "@/lib/env";
import { route, segment } from "@/lib/services/flights/result-fixtures";
import { receiveNow } from "@/lib/test/receive-now";
import { storedItems } from "@/lib/test/award-results";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const { callbackUser, callbackPassword } = serviceConfig("flights");
const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
const post = (body: object) =>
  receiveNow(
    flightsCallback,
    new Request("http://127.0.0.1/api/callbacks/flights", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { authorization: auth },
    }),
  );

const calendarEntry = (date: string, miles: number, cos: string | string[]) => ({
  date,
  miles,
  standardItineraryCOS: cos,
  cashCost: { currency: "USD", taxes: 5.6 },
});

describe("flight callback → store", () => {
  let requestId: string;
  let awardId: string;
  let searchId: string;
  const base = () => ({
    requestId,
    userData: "x",
    message: "Success",
    requestDate: new Date().toISOString(),
  });

  beforeEach(async () => {
    const user = await createTestUser();
    requestId = uniqueId("req");
    const search = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params: {}, summary: "t" },
    });
    searchId = search.id;
    const sr = await db.serviceRequest.create({
      data: {
        service: "flights",
        requestId,
        phase: "sent",
        userId: user.id,
        kind: "flight-search",
        parentId: search.id,
      },
    });
    const ar = await db.awardRequest.create({
      data: {
        searchId,
        providerCode: "britishairways",
        serviceRequestId: sr.id,
        parts: { singleDate: { state: 0, message: "" }, calendar: { state: 0, message: "" } },
      },
    });
    awardId = ar.id;
  });

  const snapshot = async () => ({
    routes: (await storedItems(awardId, "routes")).length,
    days: (await storedItems(awardId, "calendar")).length,
    award: await db.awardRequest.findUniqueOrThrow({
      where: { id: awardId },
      select: { state: true, parts: true, question: true },
    }),
  });

  it("stores main and separate calendar bodies without either erasing the other, and redeliveries once", async () => {
    const done = { state: 1, message: "Success" };
    const main = {
      ...base(),
      state: 1,
      progress: { singleDate: done, calendar: done },
      routes: [route(), route({ segments: [segment({ airline: "AA" })], standardItineraryCOS: "economy" })],
    };
    expect((await post(main)).status).toBe(200);
    let s = await snapshot();
    expect(s.routes).toBe(2);
    // The main body says the calendar is done but carries none: still waiting for its own callback.
    expect(s.award.parts).toMatchObject({ singleDate: { state: 1 }, calendar: { state: 0 } });

    const cal = {
      ...base(),
      state: 1,
      progress: { calendar: done },
      calendar: [
        calendarEntry("2026-03-01", 50000, "business"),
        calendarEntry("2026-03-02", 40000, ["economy"]),
      ],
    };
    expect((await post(cal)).status).toBe(200);
    s = await snapshot();
    expect(s).toMatchObject({
      routes: 2,
      days: 2,
      award: { state: 1, parts: { singleDate: { state: 1 }, calendar: { state: 1 } } },
    });

    const again = await post(main);
    expect(await again.json()).toMatchObject({ outcomes: ["duplicate"] });
    expect(await snapshot()).toEqual(s);
    const days = await storedItems<{ date: string; cabin: string }>(awardId, "calendar");
    expect(days.map((d) => [d.date, d.cabin])).toEqual([
      ["2026-03-01", "business"],
      ["2026-03-02", "economy"],
    ]);
  });

  it("stores a security question and settles every part", async () => {
    await post({ ...base(), state: 10, message: "Verification", question: "Enter the code", progress: {} });
    const s = await snapshot();
    expect(s.award).toMatchObject({
      state: 10,
      question: "Enter the code",
      parts: { singleDate: { state: 10 }, calendar: { state: 10 } },
    });
  });

  it("keeps a final state when an older pending result arrives", async () => {
    await post({ ...base(), state: 11, message: "timed out", progress: {} });
    const res = await post({
      ...base(),
      state: 0,
      message: "Queued",
      progress: { singleDate: { state: 0, message: "Queued" } },
    });
    expect(await res.json()).toMatchObject({ outcomes: ["accepted"] }); // durable first; judged stale when normalized
    expect(await db.callbackDelivery.count({ where: { requestId, outcome: "stale" } })).toBe(1);
    expect((await snapshot()).award.state).toBe(11);
  });

  it("refuses a malformed route with 400 and stores nothing", async () => {
    const bad = { ...base(), state: 1, progress: {}, routes: [route({ segments: [segment()] })] }; // no airline at all
    expect((await post(bad)).status).toBe(400);
    expect((await snapshot()).routes).toBe(0);
  });
});

describe("stored routes", () => {
  it("keep UTC instants, arrays and segments", async () => {
    const user = await createTestUser();
    const requestId = uniqueId("req");
    const search = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params: {}, summary: "t" },
    });
    const sr = await db.serviceRequest.create({
      data: {
        service: "flights",
        requestId,
        phase: "sent",
        userId: user.id,
        kind: "flight-search",
        parentId: search.id,
      },
    });
    const award = await db.awardRequest.create({
      data: { searchId: search.id, providerCode: "britishairways", serviceRequestId: sr.id, parts: {} },
    });
    await post({ requestId, state: 1, progress: {}, routes: [route()] });
    const [row] = await storedItems<{ departAt: string; segments: unknown }>(award.id, "routes");
    expect(row!.departAt).toBe("2026-03-01T23:30:00.000Z");
    expect(row).toMatchObject({
      airlines: ["BA"],
      cabins: ["business"],
      taxesMinor: 43550,
      originalCurrency: "GBP",
      seats: 3,
    });
    expect((row!.segments as { flightNumbers: string[] }[])[0]!.flightNumbers).toEqual(["BA112", "AA6100"]);
  });
});
