// Integration (real PostgreSQL): the timeline read a window at a time is the same one timeline.
// A traveller of 600 generated itineraries (the timeline bench's round trips, duplicates by email,
// cancellations): walking every Upcoming page and every Past page gives exactly the trips, in the
// order, that the whole timeline gives; the year's stats are the whole timeline's; an item far from
// the page opens with its trip. Then EXPLAIN: a window's statements read the owner's rows through
// the (userId, startAt) index for 5,000 itineraries among 15,000 of other users (rolled back).
import { describe, expect, it } from "vitest";
import { generateItineraries } from "@/bench/timeline-data";
import { Prisma } from "@/lib/generated/prisma/client";
import { summarizeItinerary } from "@/lib/itineraries/summarize-itinerary";
import { createTestUser, db } from "@/lib/test/test-db";
import { getTimeline } from "./get-timeline";
import { getTimelinePage } from "./get-timeline-page";
import {
  neighboursSql,
  rowStartSql,
  rowsVersionSql,
  windowEdgeSql,
  windowRowsSql,
} from "./timeline-window-sql";
import { WINDOW_MARGIN_MS, WINDOW_ROWS, type TimelineWindow } from "./timeline-window";
import { yearStats } from "./year-stats";

const NOW = Date.UTC(2026, 10, 28, 12);
const START = Date.UTC(2026, 0, 1);

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** `n` generated itineraries for each of `owners`, summarized as the app stores them. */
async function seedItineraries(tx: Tx | typeof db, owners: string[], n: number) {
  const rows = generateItineraries(n, START).map((r, i) => {
    const s = summarizeItinerary(r.data);
    return { ...s, source: r.source, sourceKey: `win:${i}`, data: r.data };
  });
  await tx.$executeRaw`
    INSERT INTO "Itinerary" (id, "userId", source, "sourceKey", type, "confirmationNumber", title, "startAt", "endAt", "startLocal", "endLocal", "startPlace", "endPlace", cancelled, data, "updatedAt")
    SELECT o || '-' || n, o, r->>'source', r->>'sourceKey', r->>'type', r->>'confirmationNumber', r->>'title', ((r->>'startAt')::timestamptz AT TIME ZONE 'UTC'), ((r->>'endAt')::timestamptz AT TIME ZONE 'UTC'),
           r->>'startLocal', r->>'endLocal', r->>'startPlace', r->>'endPlace', coalesce((r->>'cancelled')::boolean, false), r->'data', now()
    FROM unnest(${owners}::text[]) o, jsonb_array_elements(${JSON.stringify(rows)}::jsonb) WITH ORDINALITY AS e(r, n)`;
}

describe("the timeline a window at a time", () => {
  it("walking every page of Upcoming and of Past gives the whole timeline's trips, in its order, and its year's stats", async () => {
    const user = await createTestUser();
    await seedItineraries(db, [user.id], 600);
    const whole = await getTimeline(user.id);
    const isPast = (end: number | null) => end !== null && end < NOW;
    const expected = {
      upcoming: whole.trips.filter((t) => !isPast(t.end)).map((t) => t.key),
      past: whole.trips
        .filter((t) => isPast(t.end))
        .reverse()
        .map((t) => t.key),
    };
    expect(expected.upcoming.length).toBeGreaterThan(60);
    expect(expected.past.length).toBeGreaterThan(60);
    for (const view of ["upcoming", "past"] as const) {
      const seen: string[] = [];
      let w: TimelineWindow | null = { view, after: null, before: null };
      let pages = 0;
      while (w && pages++ < 50) {
        const page = await getTimelinePage(user.id, w, NOW);
        expect(page.trips.length).toBeLessThanOrEqual(WINDOW_ROWS);
        seen.push(...page.trips.map((t) => t.key));
        if (pages === 1) expect(page.stats).toEqual(yearStats(whole.items, 2026));
        w = page.next;
      }
      expect(pages).toBeGreaterThan(2);
      expect(seen).toEqual(expected[view]);
    }
    // The year's stats are kept while its rows are the same, and follow a change at once: a
    // flight of the year hidden ("for someone else?") is no longer counted (a flight home: never also
    // arriving by email in the generated data, so hiding it removes the item).
    const flightRow = await db.itinerary.findFirstOrThrow({
      where: {
        userId: user.id,
        type: "flight",
        endPlace: "BOS",
        cancelled: false,
        startAt: { gte: new Date(START), lt: new Date(NOW) },
      },
      select: { id: true },
    });
    await db.itinerary.update({ where: { id: flightRow.id }, data: { hidden: true } });
    const after = await getTimelinePage(user.id, { view: "upcoming" }, NOW);
    expect(after.stats).toEqual(yearStats((await getTimeline(user.id)).items, 2026));
    expect(after.stats.flights).toBe(yearStats(whole.items, 2026).flights - 1);
  });

  it("opens an item far from the page shown, with its trip and its neighbours", async () => {
    const user = await createTestUser();
    await seedItineraries(db, [user.id], 600);
    const whole = await getTimeline(user.id);
    // A trip of three items far in the future, well past the first Upcoming page.
    const far = whole.trips.slice(0, -10).findLast((t) => t.itemKeys.length === 3)!;
    const itemKey = far.itemKeys[1]!;
    expect(itemKey).toBeDefined();
    const page = await getTimelinePage(user.id, { view: "past", item: itemKey }, NOW);
    expect(page.item?.key).toBe(itemKey);
    expect(page.trip?.key).toBe(far.key);
    expect(page.trip?.itemKeys).toEqual(far.itemKeys);
    expect(page.itemPlace).toMatchObject({
      tripKey: far.key,
      first: false,
      hasPrevious: true,
      hasNext: true,
    });
    const last = whole.trips.at(-1)!;
    const lastPage = await getTimelinePage(user.id, { view: "upcoming", trip: last.key }, NOW);
    expect(lastPage.trip).toMatchObject({ key: last.key, hasPrevious: true, hasNext: false });
    expect((await getTimelinePage(user.id, { view: "upcoming", item: "no-such-row" }, NOW)).itemMissing).toBe(
      true,
    );
  });

  it("reads one owner's rows through the (userId, startAt) index for 5,000 itineraries among other users'", async () => {
    const user = await createTestUser();
    const others = await Promise.all(Array.from({ length: 3 }, async () => (await createTestUser()).id));
    class Rollback extends Error {
      constructor(readonly plans: Record<string, string>) {
        super("rolled back on purpose");
      }
    }
    const plans = await db
      .$transaction(
        async (tx) => {
          await seedItineraries(tx, [user.id, ...others], 5_000);
          await tx.$executeRaw`ANALYZE "Itinerary"`;
          const year: [number, number] = [Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)];
          const statements: [string, Prisma.Sql][] = [
            ["edge upcoming", windowEdgeSql(user.id, "upcoming", NOW, WINDOW_ROWS)],
            ["edge past", windowEdgeSql(user.id, "past", NOW, WINDOW_ROWS)],
            ["rows", windowRowsSql(user.id, [[NOW - WINDOW_MARGIN_MS, NOW + 30 * 86_400_000], year], true)],
            ["row start", rowStartSql(user.id, `${user.id}-17`)],
            ["neighbours", neighboursSql(user.id, NOW, NOW + 86_400_000)],
            ["rows version", rowsVersionSql(user.id, year)],
          ];
          const out: Record<string, string> = {};
          for (const [name, sql] of statements) {
            const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`);
            out[name] = rows.map((r) => r["QUERY PLAN"]).join("\n");
          }
          throw new Rollback(out);
        },
        { timeout: 120_000 },
      )
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.plans;
        throw e;
      });
    expect(Object.keys(plans)).toHaveLength(6);
    for (const [name, plan] of Object.entries(plans)) {
      // The statement's name and its whole plan in the failure message. The owner's rows are the
      // table that grows; the email and mailbox a row came from are joined by primary key, and in a
      // test database those tables can be small enough that reading them whole is the planner's
      // right choice (it did so in one full run, after other files' rows; inbox-sql.test.ts holds
      // EmailMessage to its indexes at 20,000 rows).
      expect(plan, name).not.toMatch(/Seq Scan on "Itinerary"/);
    }
    expect(plans["edge upcoming"]).toContain("Itinerary_userId_startAt_idx");
    expect(plans["edge past"]).toContain("Itinerary_userId_startAt_idx");
  });
});
