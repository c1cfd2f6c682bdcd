// Trip change notices (worker job noticeTripChanges, every minute): the users whose itineraries were
// written since the last look (TripCheckDue, marked by a trigger on "Itinerary" in the writing
// transaction — every source writes that table, so this is the one place a change is seen), their
// timeline merged as the page shows it, compared with what each item looked like (trip-changes.ts).
// Tell first, remember after: a crash in between tells nothing twice (the notice's key is the item's
// change number, which is only raised by the remembering).
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createNotification } from "@/lib/notifications/create-notification";
import { compareTrips, type Seen, type TripState, tripChangeNotice } from "@/lib/notifications/trip-changes";
import { listTimelineRows } from "@/lib/timeline/list-timeline-rows";
import { mergeRows } from "@/lib/timeline/merge-items";
import { logger } from "@/lib/log/logger";

const log = logger("notifications");

const json = (s: TripState) => s as unknown as Prisma.InputJsonValue;

/** Compare one user's timeline with what was seen; returns how many notices were raised. */
export async function noticeTripChanges(userId: string, now = new Date()): Promise<number> {
  const [rows, stored] = await Promise.all([
    listTimelineRows(userId),
    db.tripItemSeen.findMany({ where: { userId }, select: { itemKey: true, state: true, changes: true } }),
  ]);
  const { baseline, changed } = compareTrips(mergeRows(rows), stored as unknown as Seen[], now);
  let told = 0;
  for (const c of changed) {
    const words = tripChangeNotice(c);
    const id = await createNotification(
      userId,
      {
        kind: "trip-changed",
        ...words,
        link: `/timeline?item=${encodeURIComponent(c.item.key)}`,
        dedupeKey: `trip:${c.seenAs}:${c.n}`,
      },
      now,
    );
    if (id) told++;
    await db.$transaction([
      db.tripItemSeen.deleteMany({ where: { userId, itemKey: c.seenAs, changes: c.n - 1 } }),
      db.tripItemSeen.upsert({
        where: { userId_itemKey: { userId, itemKey: c.item.key } },
        create: { userId, itemKey: c.item.key, state: json(c.after), changes: c.n, seenAt: now },
        update: { state: json(c.after), changes: c.n, seenAt: now },
      }),
    ]);
  }
  if (baseline.length)
    await db.tripItemSeen.createMany({
      data: baseline.map((b) => ({ userId, itemKey: b.itemKey, state: json(b.state), seenAt: now })),
      skipDuplicates: true,
    });
  return told;
}

/** The job: take up to `limit` marked users (a mark a writer still holds is left for the next run, so
 *  no change is read before it commits) and compare each; a user whose comparison failed is marked again. */
export async function runTripChecks(limit = 200, now = new Date()): Promise<{ users: number; told: number }> {
  const claimed = await db.$queryRaw<{ userId: string }[]>`
    DELETE FROM "TripCheckDue" WHERE "userId" IN (
      SELECT "userId" FROM "TripCheckDue" ORDER BY "dueAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING "userId"`;
  let told = 0;
  for (const { userId } of claimed) {
    try {
      told += await noticeTripChanges(userId, now);
    } catch (error) {
      log.error(`trip changes not compared, kept for the next run: ${(error as Error).message}`);
      await db.tripCheckDue
        .upsert({ where: { userId }, create: { userId, dueAt: now }, update: {} })
        .catch(() => {});
    }
  }
  return { users: claimed.length, told };
}
