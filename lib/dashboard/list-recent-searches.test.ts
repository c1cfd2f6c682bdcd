// Integration (real PostgreSQL): the home page's recent searches — newest first, a repeated search
// once (its newest run, with that run's cheapest result), another user's never.
import { describe, expect, it } from "vitest";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { listRecentSearches } from "./list-recent-searches";

describe("listRecentSearches", () => {
  it("shows a search repeated with the same route, dates and programs once, as its newest run", async () => {
    const user = await createTestUser();
    let minute = 0;
    const search = async (service: string, summary: string, best?: number) => {
      const s = await db.awardSearch.create({
        data: {
          userId: user.id,
          service,
          params: {},
          summary,
          createdAt: new Date(Date.UTC(2026, 10, 1, 9, minute++)),
        },
      });
      if (best !== undefined) {
        const sent = await db.serviceRequest.create({
          data: {
            service,
            requestId: uniqueId("req"),
            phase: "sent",
            userId: user.id,
            kind: "search",
            parentId: s.id,
          },
        });
        const request = await db.awardRequest.create({
          data: { searchId: s.id, providerCode: "hyatt", serviceRequestId: sent.id, parts: {} },
        });
        await db.awardResult.create({
          data: {
            awardRequestId: request.id,
            searchId: s.id,
            kind: service === "hotels" ? "hotels" : "routes",
            count: 1,
            best,
            items: [],
          },
        });
      }
      return s.id;
    };
    // Names as stored (ISO days); the panel words the dates.
    await search("hotels", "Lisbon, Portugal · 2026-12-24 → 2026-12-27", 9000);
    await search("flights", "SFO → NRT · 2027-02-06 · United", 51000);
    await search("hotels", "Lisbon, Portugal · 2026-12-24 → 2026-12-27", 8000);
    const newest = await search("hotels", "Lisbon, Portugal · 2026-12-24 → 2026-12-27", 7000);
    for (let i = 0; i < 4; i++) await search("flights", `JFK → LHR · day ${i} · United`);
    await db.awardSearch.create({
      data: {
        userId: (await createTestUser()).id,
        service: "hotels",
        params: {},
        summary: "Someone else's",
        createdAt: new Date(Date.UTC(2026, 10, 2)),
      },
    });

    const recent = await listRecentSearches(user.id, 6);
    expect(recent.map((s) => s.summary.replace(/\s/g, " "))).toEqual([
      "JFK → LHR · day 3 · United",
      "JFK → LHR · day 2 · United",
      "JFK → LHR · day 1 · United",
      "JFK → LHR · day 0 · United",
      "Lisbon, Portugal · Dec 24 – 27, 2026",
      "SFO → NRT · Sat, Feb 6, 2027 · United",
    ]);
    expect(recent[4]).toMatchObject({ id: newest, cheapest: { amount: 7000, unit: "points per night" } });
    expect(recent[5]!.cheapest).toEqual({ amount: 51000, unit: "miles" });
    expect(recent[0]!.cheapest).toBeNull();
  });
});
