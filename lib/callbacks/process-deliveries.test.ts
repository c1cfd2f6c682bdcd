// Integration (real PostgreSQL): several waiting deliveries normalized together (issue 17) keep the
// guarantees of one transaction per delivery — an outcome per delivery, no older state over a final
// one even inside one batch, a redelivery stores nothing new, one bad body holds back no other.
import { describe, expect, it } from "vitest";
import { acceptDelivery } from "@/lib/callbacks/accept-delivery";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { processDeliveries } from "@/lib/callbacks/process-delivery";
import { route } from "@/lib/services/flights/result-fixtures";
import { storedItems } from "@/lib/test/award-results";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

async function flightRequest() {
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
  const ar = await db.awardRequest.create({
    data: {
      searchId: search.id,
      providerCode: "united",
      serviceRequestId: sr.id,
      parts: { singleDate: { state: 0, message: "" } },
    },
  });
  return { requestId, awardId: ar.id, requestRowId: sr.id };
}

const body = (requestId: string, state: number, routes: number) => ({
  requestId,
  userData: "x",
  state,
  message: state ? "Success" : "Searching",
  requestDate: new Date().toISOString(),
  progress: { singleDate: { state, message: "" } },
  routes: Array.from({ length: routes }, (_, i) =>
    route({ mileCost: { program: "united", miles: 10000 + i } }),
  ),
});

async function accept(b: object) {
  const text = JSON.stringify(b);
  const { inboxId } = await acceptDelivery("flights", [(b as { requestId: string }).requestId], text);
  return { inboxId: inboxId!, body: JSON.parse(text) as unknown };
}

describe("normalizing waiting deliveries together", () => {
  it("stores each, keeps a final state over a later pending one of the same request, and fails a bad body alone", async () => {
    const a = await flightRequest();
    const b = await flightRequest();
    const finalA = await accept(body(a.requestId, 1, 3));
    const pendingA = await accept(body(a.requestId, 0, 0)); // arrives after the final one: stale
    const finalB = await accept(body(b.requestId, 1, 2));
    const bad = await accept({ ...body(b.requestId, 1, 1), requestDate: "x" });
    const badBody = { ...(bad.body as object), routes: "not a list" }; // the parse fails for this one only

    const results = await processDeliveries(flightsCallback, [
      finalA,
      pendingA,
      finalB,
      { inboxId: bad.inboxId, body: badBody },
    ]);
    expect(results.slice(0, 3)).toEqual([
      { outcomes: ["stored"] },
      { outcomes: ["stale"] },
      { outcomes: ["stored"] },
    ]);
    expect("error" in results[3]!).toBe(true);

    expect((await storedItems(a.awardId, "routes")).length).toBe(3);
    expect((await storedItems(b.awardId, "routes")).length).toBe(2);
    expect(
      await db.awardRequest.findUniqueOrThrow({ where: { id: a.awardId }, select: { state: true } }),
    ).toEqual({ state: 1 });
    expect(
      await db.serviceRequest.findUniqueOrThrow({ where: { id: a.requestRowId }, select: { state: true } }),
    ).toEqual({ state: 1 });
    const inbox = await db.callbackInbox.findMany({
      where: { id: { in: [finalA, pendingA, finalB, bad].map((d) => BigInt(d.inboxId)) } },
      orderBy: { id: "asc" },
      select: { processedAt: true },
    });
    expect(inbox.map((r) => r.processedAt !== null)).toEqual([true, true, true, false]);

    // Processed rows are not stored again, in a batch or alone.
    const before = await db.callbackDelivery.count({
      where: { requestId: { in: [a.requestId, b.requestId] } },
    });
    expect(await processDeliveries(flightsCallback, [finalA, finalB])).toEqual([
      { outcomes: null },
      { outcomes: null },
    ]);
    expect(
      await db.callbackDelivery.count({ where: { requestId: { in: [a.requestId, b.requestId] } } }),
    ).toBe(before);
    expect((await storedItems(a.awardId, "routes")).length).toBe(3);
  });

  // Migration 20261127000000_room_for_request_results: a request row about doubles when its result
  // arrives; the update stays on the row's page (a HOT update, no new index entries) only if the page
  // has room for it. With the former 20 % free most rows moved. Half of the requests get a result:
  // that fits in the room alone, so the test does not depend on PostgreSQL pruning old row versions
  // meanwhile (which a concurrent test's open transaction can hold back).
  it("updates request rows in place when their results arrive", async () => {
    const user = await createTestUser();
    const search = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params: {}, summary: "t" },
    });
    const rows = Array.from({ length: 64 }, () => ({ id: uniqueId("sr"), requestId: uniqueId("req") }));
    await db.serviceRequest.createMany({
      data: rows.map((r) => ({
        id: r.id,
        service: "flights",
        requestId: r.requestId,
        phase: "sent",
        userId: user.id,
        kind: "flight-search",
        parentId: search.id,
      })),
    });
    await db.awardRequest.createMany({
      data: rows.map((r) => ({
        searchId: search.id,
        providerCode: "united",
        serviceRequestId: r.id,
        parts: { singleDate: { state: 0, message: "" } },
      })),
    });
    const answered = rows.filter((_, i) => i % 2 === 0);
    const pages = async () => {
      const ids = answered.map((r) => r.id);
      const found = await db.$queryRaw<{ id: string; page: string }[]>`
        SELECT id, (ctid::text::point)[0]::text AS page FROM "ServiceRequest" WHERE id = ANY(${ids}::text[])
        UNION ALL SELECT "serviceRequestId", 'a' || (ctid::text::point)[0]::text FROM "AwardRequest" WHERE "serviceRequestId" = ANY(${ids}::text[])`;
      return found.map((f) => `${f.id} ${f.page}`).sort();
    };
    const before = await pages();
    for (const r of answered) {
      const delivery = await accept(body(r.requestId, 1, 2));
      expect(await processDeliveries(flightsCallback, [delivery])).toEqual([{ outcomes: ["stored"] }]);
    }
    const grown = await db.serviceRequest.findMany({
      where: { id: { in: answered.map((r) => r.id) } },
      select: { payload: true },
    });
    expect(grown.every((g) => g.payload !== null)).toBe(true);
    expect(await pages()).toEqual(before);
  });
});
