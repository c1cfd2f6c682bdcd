// One user's timeline: source rows merged into items and grouped into trips, with the trips the
// user named or edited kept as they are. Computed on every read (issue 14: merging is recomputed
// from the sources, so a fixed rule fixes every merge).
import "server-only";
import { db } from "@/lib/db";
import { groupTrips } from "./group-trips";
import { listTimelineRows } from "./list-timeline-rows";
import { mergeRows } from "./merge-items";
import type { TimelineItem, Trip } from "./types";

export interface Timeline {
  items: TimelineItem[];
  trips: Trip[];
}

export async function getTimeline(userId: string): Promise<Timeline> {
  const [rows, manual] = await Promise.all([
    listTimelineRows(userId),
    db.timelineTrip.findMany({
      where: { userId },
      select: { id: true, name: true, userNamed: true, itemKeys: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const items = mergeRows(rows);
  return { items, trips: groupTrips(items, manual) };
}
