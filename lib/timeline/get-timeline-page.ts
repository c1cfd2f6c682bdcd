// What /timeline shows for one user and one view: the trips of that view (Upcoming, or Past
// newest first) as list rows, the opened item and trip, and the year's stats.
import "server-only";
import { getTimeline } from "./get-timeline";
import { findItem } from "./find-item";
import { presentTrip, type TripView } from "./present-item";
import type { TimelineItem, Trip } from "./types";
import { yearStats, type YearStats } from "./year-stats";

export interface TimelinePage {
  empty: boolean;
  trips: TripView[];
  item: TimelineItem | null;
  itemMissing: boolean;
  trip: (Trip & { items: TimelineItem[]; hasPrevious: boolean; hasNext: boolean }) | null;
  /** Where the opened item sits in its trip, for the "move to" buttons. */
  itemPlace: { tripKey: string; first: boolean; last: boolean; alone: boolean; hasPrevious: boolean; hasNext: boolean } | null;
  stats: YearStats;
}

export async function getTimelinePage(userId: string, q: { view: "upcoming" | "past"; item?: string; trip?: string }, now = Date.now()): Promise<TimelinePage> {
  const { items, trips } = await getTimeline(userId);
  const byKey = new Map(items.map((i) => [i.key, i]));
  const isPast = (end: number | null) => end !== null && end < now;
  const shown = trips.filter((t) => (q.view === "past" ? isPast(t.end) : !isPast(t.end)));
  if (q.view === "past") shown.reverse();
  const item = q.item ? findItem(items, q.item) : null;
  const itemTrip = item ? trips.findIndex((t) => t.itemKeys.includes(item.key)) : -1;
  const tripAt = q.trip ? trips.findIndex((t) => t.key === q.trip) : itemTrip;
  const trip = trips[tripAt];
  const home = trips[itemTrip];
  return {
    empty: items.length === 0,
    trips: shown.map((t) => presentTrip(t, byKey, now)),
    item,
    itemMissing: Boolean(q.item) && !item,
    trip: trip ? { ...trip, items: trip.itemKeys.map((k) => byKey.get(k)).filter((i): i is TimelineItem => i !== undefined), hasPrevious: tripAt > 0, hasNext: tripAt < trips.length - 1 } : null,
    itemPlace:
      item && home
        ? { tripKey: home.key, first: home.itemKeys[0] === item.key, last: home.itemKeys.at(-1) === item.key, alone: home.itemKeys.length === 1, hasPrevious: itemTrip > 0, hasNext: itemTrip < trips.length - 1 }
        : null,
    stats: yearStats(items, new Date(now).getUTCFullYear()),
  };
}
