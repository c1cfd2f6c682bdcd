// The statements behind a timeline window (timeline-window.ts), each reading one owner's rows through
// the (userId, startAt) index (timeline-window-sql.test.ts runs EXPLAIN on them for 5,000 itineraries
// among other users'): where a page's WINDOW_ROWS rows end, the rows of a range of instants (the
// window with its margins, and the stats' year), and whether any row lies before or after a trip.
// Prisma keeps DateTime as UTC wall time (timestamp without zone): instants go in and come out
// AT TIME ZONE 'UTC'.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

const at = (ms: number) => Prisma.sql`(${new Date(ms).toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
const owned = (userId: string) => Prisma.sql`i."userId" = ${userId} AND i.hidden = false`;

/** The start of the `rows`-th row from `from` on (Upcoming: ascending; Past: descending from before
 *  `from`), and of the one after it: a second row means the window has more beyond it. */
export function windowEdgeSql(userId: string, view: "upcoming" | "past", from: number, rows: number) {
  const side =
    view === "upcoming"
      ? Prisma.sql`i."startAt" >= ${at(from)} ORDER BY i."startAt" ASC`
      : Prisma.sql`i."startAt" < ${at(from)} ORDER BY i."startAt" DESC`;
  return Prisma.sql`SELECT i."startAt" AT TIME ZONE 'UTC' AS "startAt" FROM "Itinerary" i WHERE ${owned(userId)} AND ${side} OFFSET ${rows - 1} LIMIT 2`;
}

export type Range = [from: number, to: number];

/** Every row starting in one of `ranges` ([from, to)), and the undated ones when asked, as the
 *  timeline reads a row (list-timeline-rows.ts: the email and its mailbox under the same owner). */
export function windowRowsSql(userId: string, ranges: Range[], undated: boolean) {
  const parts = ranges.map(
    ([from, to]) => Prisma.sql`(i."startAt" >= ${at(from)} AND i."startAt" < ${at(to)})`,
  );
  if (undated) parts.push(Prisma.sql`i."startAt" IS NULL`);
  return Prisma.sql`
    SELECT i.id, i.source, i."accountId", i."emailId", m.login AS mailbox,
           i."updatedAt" AT TIME ZONE 'UTC' AS "updatedAt", i."firstSeenAt" AT TIME ZONE 'UTC' AS "firstSeenAt", i.data
    FROM "Itinerary" i
    LEFT JOIN "EmailMessage" e ON e.id = i."emailId" AND e."userId" = ${userId}
    LEFT JOIN "Mailbox" m ON m.id = e."mailboxId" AND m."userId" = ${userId}
    WHERE ${owned(userId)} AND (${parts.length ? Prisma.join(parts, " OR ") : Prisma.sql`FALSE`})`;
}

/** When one row starts (null: undated), or no row when it is not the owner's. */
export const rowStartSql = (userId: string, rowId: string) =>
  Prisma.sql`SELECT i."startAt" AT TIME ZONE 'UTC' AS "startAt" FROM "Itinerary" i WHERE i.id = ${rowId} AND ${owned(userId)}`;

/** Whether a dated row starts before `start` and whether one starts after `end` (a trip's neighbours).
 *  The nearest one in index order, not EXISTS: with many matches the planner would read the table. */
export const neighboursSql = (userId: string, start: number, end: number) => Prisma.sql`
  SELECT (SELECT i."startAt" FROM "Itinerary" i WHERE ${owned(userId)} AND i."startAt" < ${at(start)} ORDER BY i."startAt" DESC LIMIT 1) IS NOT NULL AS "before",
         (SELECT i."startAt" FROM "Itinerary" i WHERE ${owned(userId)} AND i."startAt" > ${at(end)} ORDER BY i."startAt" ASC LIMIT 1) IS NOT NULL AS "after"`;

/** What the year's stats were computed from, in one value: how many of the owner's rows fall in
 *  `range` (or have no start) and the newest row version among them (xmin: every insert, update or
 *  hide writes a new one; a delete changes the count). Read through the (userId, startAt) index. */
export function rowsVersionSql(userId: string, [from, to]: Range) {
  return Prisma.sql`SELECT count(*)::int || ':' || coalesce(max(i.xmin::text::bigint), 0) AS version FROM "Itinerary" i
    WHERE ${owned(userId)} AND ((i."startAt" >= ${at(from)} AND i."startAt" < ${at(to)}) OR i."startAt" IS NULL)`;
}
