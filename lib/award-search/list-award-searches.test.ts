// Integration (real PostgreSQL): a search history comes 30 at a time, newest or oldest first, filtered
// on every word of its name by the database, with the count of all and of those the filter keeps;
// another service's or user's searches never show.
import { describe, expect, it } from "vitest";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { DEFAULT_HISTORY_VIEW, historyViewFromParams, type HistoryView } from "./history-view";
import { listAwardSearches } from "./list-award-searches";

const view = (v: Partial<HistoryView>): HistoryView => ({ ...DEFAULT_HISTORY_VIEW, ...v });

describe("search history", () => {
  it("pages, filters and orders in the database", async () => {
    const userId = (await createTestUser()).id;
    const ids: string[] = [];
    for (let i = 0; i < 35; i++) {
      const summary =
        i % 5 === 0
          ? `JFK → LHR · 2027-0${1 + (i % 9)}-10 · British Airways`
          : `SFO → NRT · 2027-02-0${1 + (i % 9)} · United`;
      ids.push(
        (
          await db.awardSearch.create({
            data: {
              userId,
              service: "flights",
              params: {},
              summary,
              createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
            },
            select: { id: true },
          })
        ).id,
      );
    }
    const search = await db.awardSearch.create({
      data: { userId, service: "hotels", params: {}, summary: "Lisbon · 2026-12-24 → 2026-12-27 · Hyatt" },
    });
    await db.awardSearch.create({
      data: {
        userId: (await createTestUser()).id,
        service: "flights",
        params: {},
        summary: "JFK → LHR · 2027-01-10 · British Airways",
      },
    });
    const sr = await db.serviceRequest.create({
      data: { service: "flights", requestId: uniqueId("fr"), userId, kind: "flight-search" },
    });
    await db.awardRequest.create({
      data: { searchId: ids[34]!, providerCode: "united", serviceRequestId: sr.id },
    });

    const newest = [...ids].reverse();
    const one = await listAwardSearches(userId, "flights");
    expect([one.total, one.matched, one.searches.length]).toEqual([35, 35, 30]);
    expect(one.searches.map((s) => s.id)).toEqual(newest.slice(0, 30));
    expect(one.searches[0]).toMatchObject({ summary: "SFO → NRT · Mon, Feb 8, 2027 · United", programs: 1 });
    expect(
      (await listAwardSearches(userId, "flights", view({ history: 2 }))).searches.map((s) => s.id),
    ).toEqual(newest);
    expect(
      (await listAwardSearches(userId, "flights", view({ historyOrder: "oldest" }))).searches.map(
        (s) => s.id,
      ),
    ).toEqual(ids.slice(0, 30));

    const british = await listAwardSearches(userId, "flights", view({ historyQ: "  british  lhr " }));
    expect([british.total, british.matched]).toEqual([35, 7]);
    expect(british.searches.map((s) => s.id)).toEqual(newest.filter((_, i) => (34 - i) % 5 === 0));
    expect((await listAwardSearches(userId, "flights", view({ historyQ: "nrt british" }))).matched).toBe(0);
    expect((await listAwardSearches(userId, "flights", view({ historyQ: "100%_" }))).matched).toBe(0);
    expect((await listAwardSearches(userId, "hotels")).searches.map((s) => s.id)).toEqual([search.id]);
  });

  it("reads the address part by part, a bad part falling back to its default", () => {
    expect(historyViewFromParams({})).toEqual(DEFAULT_HISTORY_VIEW);
    expect(
      historyViewFromParams({ history: "3", historyQ: " jfk ", historyOrder: "oldest", search: "x" }),
    ).toEqual({ history: 3, historyQ: "jfk", historyOrder: "oldest" });
    expect(
      historyViewFromParams({ history: "0", historyQ: "q".repeat(101), historyOrder: "sideways" }),
    ).toEqual(DEFAULT_HISTORY_VIEW);
    expect(historyViewFromParams({ history: ["2", "9"], historyOrder: "oldest" })).toEqual({
      ...DEFAULT_HISTORY_VIEW,
      history: 2,
      historyOrder: "oldest",
    });
    expect(historyViewFromParams({ history: "41" }).history).toBe(1);
  });
});
