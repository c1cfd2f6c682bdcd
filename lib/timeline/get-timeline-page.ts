// What /timeline shows for one user and one window (timeline-window.ts): the trips of that window
// (Upcoming, or Past newest first) as list rows with the address of the next window, the opened item
// and trip, and the year's stats. Reads the window's rows with their margins and the stats' year, not
// the whole history (issue 39: a traveller of 5,000 itineraries loads what one of 20 loads): the same
// merge and grouping as the whole timeline, on fewer rows. The year's stats are kept while its rows
// are unchanged (year-stats-cache.ts); when they changed, the year's rows are read with the window.
import "server-only";
import { db } from "@/lib/db";
import { findItem } from "./find-item";
import { groupTrips } from "./group-trips";
import { mergeRows } from "./merge-items";
import { presentTrip, type TripView } from "./present-item";
import {
  neighboursSql,
  rowStartSql,
  rowsVersionSql,
  windowEdgeSql,
  windowRowsSql,
  type Range,
} from "./timeline-window-sql";
import { tripsInWindow, WINDOW_MARGIN_MS, WINDOW_ROWS, type TimelineWindow } from "./timeline-window";
import type { Obj, SourceRow, TimelineItem, Trip } from "./types";
import { yearStats, type YearStats } from "./year-stats";
import { keepYearStats, keptYearStats } from "./year-stats-cache";

export interface TimelinePage {
  empty: boolean;
  trips: TripView[];
  /** The next window ("Later trips" / "Older trips"), null when this one reaches the end. */
  next: TimelineWindow | null;
  item: TimelineItem | null;
  itemMissing: boolean;
  trip: (Trip & { items: TimelineItem[]; hasPrevious: boolean; hasNext: boolean }) | null;
  /** Where the opened item sits in its trip, for the "move to" buttons. */
  itemPlace: {
    tripKey: string;
    first: boolean;
    last: boolean;
    alone: boolean;
    hasPrevious: boolean;
    hasNext: boolean;
  } | null;
  stats: YearStats;
}

type Manual = { id: string; name: string; userNamed: boolean; itemKeys: string[] };
const DAY = 86_400_000;

async function loadRows(userId: string, ranges: Range[]): Promise<SourceRow[]> {
  const rows = await db.$queryRaw<(Omit<SourceRow, "data"> & { data: Obj | null })[]>(
    windowRowsSql(userId, ranges, true),
  );
  return rows.map((r) => ({ ...r, data: r.data ?? {} }));
}

/** Items and trips of some rows, in the timeline's order (get-timeline.ts does the same for all rows). */
function timelineOf(rows: SourceRow[], manual: Manual[]) {
  // Rows come in no particular order; the merge keeps the whole timeline's order when given it.
  const items = mergeRows(rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  return { items, trips: groupTrips(items, manual) };
}

/** The row a `?item=` or `?trip=` reference names (a manual trip by its first item). */
function rowOf(ref: string, manual: Manual[]): string {
  const key = manual.find((m) => m.id === ref)?.itemKeys[0] ?? ref;
  return key.split("#")[0]!;
}

async function edge(userId: string, w: TimelineWindow, now: number): Promise<number | null> {
  const from = w.view === "upcoming" ? (w.after ?? now) : (w.before ?? now);
  const rows = await db.$queryRaw<{ startAt: Date }[]>(windowEdgeSql(userId, w.view, from, WINDOW_ROWS));
  return rows.length === 2 ? rows[0]!.startAt.getTime() : null;
}

export async function getTimelinePage(
  userId: string,
  query: Partial<TimelineWindow> & { view: TimelineWindow["view"]; item?: string; trip?: string },
  now = Date.now(),
): Promise<TimelinePage> {
  const q = { after: null, before: null, ...query };
  const year = new Date(now).getUTCFullYear();
  // A year's items by their local dates: a day either side covers every zone.
  const yearRange: Range = [Date.UTC(year, 0, 1) - DAY, Date.UTC(year + 1, 0, 1) + DAY];
  const [cut, manual, anyRow, [{ version } = { version: "" }]] = await Promise.all([
    edge(userId, q, now),
    db.timelineTrip.findMany({
      where: { userId },
      select: { id: true, name: true, userNamed: true, itemKeys: true },
      orderBy: { createdAt: "asc" },
    }),
    db.itinerary.findFirst({ where: { userId, hidden: false }, select: { id: true } }),
    db.$queryRaw<{ version: string }[]>(rowsVersionSql(userId, yearRange)),
  ]);
  const keptStats = keptYearStats(userId, `${year}:${version}`);
  const from = q.view === "upcoming" ? (q.after ?? now) : (q.before ?? now);
  const shownRange: Range =
    q.view === "upcoming"
      ? [from - WINDOW_MARGIN_MS, cut === null ? Infinity : cut + WINDOW_MARGIN_MS]
      : [cut === null ? -Infinity : cut - WINDOW_MARGIN_MS, from + WINDOW_MARGIN_MS];
  const finite = (r: Range): Range => [
    Math.max(r[0], Date.UTC(1900, 0, 1)),
    Math.min(r[1], Date.UTC(2300, 0, 1)),
  ];
  // Rows without a start instant are read with every window: few in real data (a cancellation that
  // kept only its number), and a row written without its summary columns still has its dates inside.
  // The year's rows only when its stats are not kept for the rows as they are now.
  const timeline = timelineOf(
    await loadRows(userId, keptStats ? [finite(shownRange)] : [finite(shownRange), yearRange]),
    manual,
  );
  const stats = keptStats ?? yearStats(timeline.items, year);
  if (!keptStats) keepYearStats(userId, `${year}:${version}`, stats);
  const byKey = new Map(timeline.items.map((i) => [i.key, i]));
  const { shown, next } = tripsInWindow(timeline.trips, q, { now, cut });

  // The opened item or trip, from this window when it is in it, else from a window around its row.
  const ref = q.item ?? q.trip;
  let around = timeline;
  if (ref && !(q.item ? findItem(timeline.items, q.item) : timeline.trips.some((t) => t.key === q.trip))) {
    const [row] = await db.$queryRaw<{ startAt: Date | null }[]>(rowStartSql(userId, rowOf(ref, manual)));
    if (row) {
      const start = row.startAt?.getTime() ?? null;
      around = timelineOf(
        await loadRows(userId, start === null ? [] : [[start - WINDOW_MARGIN_MS, start + WINDOW_MARGIN_MS]]),
        manual,
      );
    }
  }
  const item = q.item ? findItem(around.items, q.item) : null;
  const itemTrip = item ? around.trips.findIndex((t) => t.itemKeys.includes(item.key)) : -1;
  const tripAt = q.trip ? around.trips.findIndex((t) => t.key === q.trip) : itemTrip;
  const trip = around.trips[tripAt];
  const home = around.trips[itemTrip];
  const aroundByKey = new Map(around.items.map((i) => [i.key, i]));
  // Neighbours beyond the rows read: any dated row before the trip's start or after its end.
  const sides = async (t: Trip | undefined, at: number) => {
    if (!t) return { hasPrevious: false, hasNext: false };
    const inside = { hasPrevious: at > 0, hasNext: at < around.trips.length - 1 };
    if ((inside.hasPrevious && inside.hasNext) || t.start === null || t.end === null) return inside;
    const [n] = await db.$queryRaw<{ before: boolean; after: boolean }[]>(
      neighboursSql(userId, t.start, t.end),
    );
    return {
      hasPrevious: inside.hasPrevious || Boolean(n?.before),
      hasNext: inside.hasNext || Boolean(n?.after),
    };
  };
  const [tripSides, homeSides] = await Promise.all([
    sides(trip, tripAt),
    home === trip ? null : sides(home, itemTrip),
  ]);
  const itemSides = homeSides ?? tripSides;
  return {
    empty: anyRow === null,
    trips: shown.map((t) => presentTrip(t, byKey, now)),
    next,
    item,
    itemMissing: Boolean(q.item) && !item,
    trip: trip
      ? {
          ...trip,
          items: trip.itemKeys
            .map((k) => aroundByKey.get(k))
            .filter((i): i is TimelineItem => i !== undefined),
          ...tripSides,
        }
      : null,
    itemPlace:
      item && home
        ? {
            tripKey: home.key,
            first: home.itemKeys[0] === item.key,
            last: home.itemKeys.at(-1) === item.key,
            alone: home.itemKeys.length === 1,
            ...itemSides,
          }
        : null,
    stats,
  };
}
