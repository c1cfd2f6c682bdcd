// What /timeline shows for one user and one view: the trips of that view (Upcoming, or Past
// newest first) as list rows, the opened item and trip, and the year's stats.
import "server-only";
import { getTimeline } from "./get-timeline";
import { presentTrip, type TripView } from "./present-item";
import type { TimelineItem, Trip } from "./types";
import { yearStats, type YearStats } from "./year-stats";

export interface TimelinePage {
  empty: boolean;
  trips: TripView[];
  item: TimelineItem | null;
  itemMissing: boolean;
  trip: (Trip & { items: TimelineItem[] }) | null;
  stats: YearStats;
}

export async function getTimelinePage(userId: string, q: { view: "upcoming" | "past"; item?: string; trip?: string }, now = Date.now()): Promise<TimelinePage> {
  const { items, trips } = await getTimeline(userId);
  const byKey = new Map(items.map((i) => [i.key, i]));
  const isPast = (end: number | null) => end !== null && end < now;
  const shown = trips.filter((t) => (q.view === "past" ? isPast(t.end) : !isPast(t.end)));
  if (q.view === "past") shown.reverse();
  const item = q.item ? (items.find((i) => i.rowIds.includes(q.item!)) ?? null) : null;
  const trip = q.trip ? trips.find((t) => t.key === q.trip) : item ? trips.find((t) => t.itemKeys.includes(item.key)) : undefined;
  return {
    empty: items.length === 0,
    trips: shown.map((t) => presentTrip(t, byKey, now)),
    item,
    itemMissing: Boolean(q.item) && !item,
    trip: trip ? { ...trip, items: trip.itemKeys.map((k) => byKey.get(k)).filter((i): i is TimelineItem => i !== undefined) } : null,
    stats: yearStats(items, new Date(now).getUTCFullYear()),
  };
}
