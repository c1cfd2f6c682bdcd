// Child process of bench/run.ts (needs --conditions=react-server for lib/ modules): one user with
// 5,000 generated itineraries; times a plain SELECT of the same rows, merge + trip grouping
// (target < 200 ms), the whole timeline read, and the ICS feed of all items (target < 500 ms),
// each as the median of several runs after a warm-up, with its ratio to the plain SELECT.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { generateItineraries } from "./timeline-data";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { summarizeItinerary } from "@/lib/itineraries/summarize-itinerary";
import { getCalendarFeed } from "@/lib/timeline/get-calendar-feed";
import { getTimeline } from "@/lib/timeline/get-timeline";
import { groupTrips } from "@/lib/timeline/group-trips";
import { listTimelineRows } from "@/lib/timeline/list-timeline-rows";
import { mergeRows } from "@/lib/timeline/merge-items";

const N = 5000;
const RUNS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 10) / 10;

/** Median wall time and median CPU time of this process (on a loaded machine the wall time
 *  includes waiting for a core; the CPU time is what the step itself costs in Node). */
async function time<T>(fn: () => Promise<T> | T): Promise<{ ms: number; cpuMs: number; value: T }> {
  await fn(); // warm-up
  const samples: number[] = [];
  const cpu: number[] = [];
  let value!: T;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    value = await fn();
    const used = process.cpuUsage(c);
    samples.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: round(median(samples)), cpuMs: round(median(cpu)), value };
}

async function main() {
  const user = await db.user.create({
    data: { email: `bench-${randomBytes(4).toString("hex")}@example.test`, passwordHash: "x" },
    select: { id: true },
  });
  const rows = generateItineraries(N);
  const now = new Date();
  await db.itinerary.createMany({
    data: rows.map((r, i) => {
      const s = summarizeItinerary(r.data);
      return {
        userId: user.id,
        source: r.source,
        sourceKey: `bench:${i}`,
        ...s,
        past: (s.endAt ?? now) < now,
        data: r.data as Prisma.InputJsonValue,
      };
    }),
  });
  const client = new pg.Client({ connectionString: env().DATABASE_URL });
  await client.connect();
  const select = await time(
    async () =>
      (
        await client.query(
          `SELECT id, source, "accountId", "emailId", "updatedAt", "firstSeenAt", data FROM "Itinerary" WHERE "userId" = $1`,
          [user.id],
        )
      ).rowCount,
  );
  await client.end();
  const loaded = await listTimelineRows(user.id);
  const mergeGroup = await time(() => {
    const items = mergeRows(loaded);
    return { items: items.length, trips: groupTrips(items).length };
  });
  const timeline = await time(async () => (await getTimeline(user.id)).items.length);
  await getCalendarFeed(user.id); // first read stores the event identities
  const feed = await time(async () => (await getCalendarFeed(user.id)).length);
  const ratio = (ms: number) => round(ms / select.ms);
  console.log(
    JSON.stringify({
      rows: N,
      items: mergeGroup.value.items,
      trips: mergeGroup.value.trips,
      selectMs: select.ms,
      loadAverage: (await import("node:os")).loadavg()[0],
      mergeAndGroupMs: mergeGroup.ms,
      mergeAndGroupCpuMs: mergeGroup.cpuMs,
      mergeAndGroupTargetMs: 200,
      timelineReadMs: timeline.ms,
      timelineReadNodeCpuMs: timeline.cpuMs,
      timelineReadRatioToSelect: ratio(timeline.ms),
      icsFeedMs: feed.ms,
      icsFeedNodeCpuMs: feed.cpuMs,
      icsFeedBytes: feed.value,
      icsFeedTargetMs: 500,
      icsFeedRatioToSelect: ratio(feed.ms),
    }),
  );
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
