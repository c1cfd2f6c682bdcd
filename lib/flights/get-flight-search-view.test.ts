// Integration (real PostgreSQL): the flight view the page refetches (live event or poll) with the
// program versions it holds sends a program's routes again whenever they changed — also when the
// change kept the row's updatedAt, as two deliveries whose transactions started in the same
// millisecond do (updatedAt = now(), the transaction's start, stored to the millisecond).
import { describe, expect, it } from "vitest";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { serviceConfig } from "@/lib/env";
import { getFlightSearchView } from "@/lib/flights/get-flight-search-view";
import { mergeFlightView } from "@/lib/flights/flight-search-view";
import { parseKnownVersions } from "@/lib/hotels/get-hotel-search-view";
import { route } from "@/lib/services/flights/result-fixtures";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { raw } from "@/lib/sql/template";

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

const params = {
  programs: ["united"],
  from: "JFK",
  to: "LHR",
  date: "2026-03-01",
  cabins: ["business"],
  adults: 1,
  currency: "USD",
  calendar: false,
  calendarPrograms: [],
  accountPrograms: [],
};

async function searchWith(programs: string[]) {
  const user = await createTestUser();
  const search = await db.awardSearch.create({
    data: { userId: user.id, service: "flights", params: { ...params, programs }, summary: "JFK → LHR" },
  });
  const requestIds: Record<string, string> = {};
  const awardIds: Record<string, string> = {};
  for (const code of programs) {
    requestIds[code] = uniqueId("req");
    const sr = await db.serviceRequest.create({
      data: {
        service: "flights",
        requestId: requestIds[code],
        phase: "sent",
        userId: user.id,
        kind: "flight-search",
        parentId: search.id,
      },
    });
    awardIds[code] = (
      await db.awardRequest.create({
        data: {
          searchId: search.id,
          providerCode: code,
          serviceRequestId: sr.id,
          parts: { singleDate: { state: 0, message: "" } },
        },
      })
    ).id;
  }
  return { userId: user.id, searchId: search.id, requestIds, awardIds };
}

async function searchWithOneProgram() {
  const s = await searchWith(["united"]);
  return { ...s, requestId: s.requestIds.united!, awardId: s.awardIds.united! };
}

/** A delivery of the program's routes; `pricedIn`: the program each route's miles are in
 *  (mileCost.program, which the spec leaves free: a partner's award on this program's search). */
const deliver = (requestId: string, miles: number[], pricedIn = "united") =>
  post({
    requestId,
    userData: "x",
    state: 1,
    message: "Success",
    requestDate: new Date().toISOString(),
    progress: { singleDate: { state: 1, message: "Success" } },
    routes: miles.map((m) => route({ mileCost: { program: pricedIn, miles: m } })),
  });

const knownOf = (view: { programs: { id: string; version: string }[] }) =>
  parseKnownVersions(view.programs.map((p) => `${p.id}:${p.version}`).join(","));

describe("flight search view refetched with the versions the page holds", () => {
  it("sends nothing again when nothing changed, and the new routes when they did", async () => {
    const s = await searchWithOneProgram();
    expect(
      (
        await post({
          requestId: s.requestId,
          userData: "x",
          state: 1,
          message: "Success",
          requestDate: new Date().toISOString(),
          routes: [route({ mileCost: { program: "united", miles: 60_000 } })],
        })
      ).status,
    ).toBe(200);
    const first = (await getFlightSearchView(s.userId, s.searchId))!;
    expect(first.routes.map((r) => r.miles)).toEqual([60_000]);

    const idle = (await getFlightSearchView(s.userId, s.searchId, knownOf(first)))!;
    expect(idle).toMatchObject({ routes: [], unchanged: [s.awardId] });

    expect((await deliver(s.requestId, [50_000, 70_000])).status).toBe(200);
    const next = (await getFlightSearchView(s.userId, s.searchId, knownOf(first)))!;
    expect(mergeFlightView(first, next).routes.map((r) => r.miles)).toEqual([50_000, 70_000]);
  });

  it("the server render's copy has the statuses but no routes, and says so (issue 40: first paint)", async () => {
    const s = await searchWithOneProgram();
    expect((await deliver(s.requestId, [50_000, 70_000])).status).toBe(200);
    const full = (await getFlightSearchView(s.userId, s.searchId))!;
    const firstPaint = (await getFlightSearchView(s.userId, s.searchId, {}, { firstPaint: true }))!;
    expect(firstPaint).toMatchObject({ routes: [], routesLeftOut: true, programs: full.programs });
    expect(full.routesLeftOut).toBeUndefined();
    expect(full.routes.map((r) => r.miles)).toEqual([50_000, 70_000]);
  });

  it("sends a program's new routes even when its updatedAt did not move (same millisecond)", async () => {
    const s = await searchWithOneProgram();
    expect((await deliver(s.requestId, [60_000])).status).toBe(200);
    const first = (await getFlightSearchView(s.userId, s.searchId))!;
    const before = await db.awardRequest.findUniqueOrThrow({
      where: { id: s.awardId },
      select: { updatedAt: true },
    });

    // The next delivery's transaction started in the same millisecond as the first one's: a
    // trigger on this one row keeps its updatedAt through the delivery's own UPDATE.
    const name = `keep_updated_at_${s.awardId.replace(/[^a-z0-9]/gi, "")}`;
    await db.$executeRaw(
      raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW."updatedAt" := OLD."updatedAt"; RETURN NEW; END $$`,
      ),
    );
    await db.$executeRaw(
      raw(
        `CREATE TRIGGER ${name} BEFORE UPDATE ON "AwardRequest" FOR EACH ROW WHEN (OLD.id = '${s.awardId}') EXECUTE FUNCTION ${name}()`,
      ),
    );
    try {
      expect((await deliver(s.requestId, [40_000, 60_000])).status).toBe(200);
    } finally {
      await db.$executeRaw(raw(`DROP TRIGGER ${name} ON "AwardRequest"`));
      await db.$executeRaw(raw(`DROP FUNCTION ${name}()`));
    }
    const after = await db.awardRequest.findUniqueOrThrow({
      where: { id: s.awardId },
      select: { updatedAt: true },
    });
    expect(after.updatedAt).toEqual(before.updatedAt);

    const next = (await getFlightSearchView(s.userId, s.searchId, knownOf(first)))!;
    expect(next.unchanged).toEqual([]);
    expect(mergeFlightView(first, next).routes.map((r) => r.miles)).toEqual([40_000, 60_000]);
  });

  it("keeps a program's routes priced in another program's miles when another program answers", async () => {
    const s = await searchWith(["delta", "united"]);
    // Delta's search returns partner awards priced in Virgin Atlantic miles.
    expect((await deliver(s.requestIds.delta!, [30_000, 35_000, 45_000], "virginatlantic")).status).toBe(200);
    const first = (await getFlightSearchView(s.userId, s.searchId))!;
    expect(first.routes).toHaveLength(3);

    expect((await deliver(s.requestIds.united!, [40_000])).status).toBe(200);
    const next = (await getFlightSearchView(s.userId, s.searchId, knownOf(first)))!;
    expect(next.routes.map((r) => r.miles)).toEqual([40_000]); // only United's travel
    const full = (await getFlightSearchView(s.userId, s.searchId))!;
    expect(mergeFlightView(first, next).routes).toEqual(full.routes);
    expect(full.routes.map((r) => [r.providerCode, r.miles])).toEqual([
      ["virginatlantic", 30_000],
      ["virginatlantic", 35_000],
      ["united", 40_000],
      ["virginatlantic", 45_000],
    ]);
  });
});
