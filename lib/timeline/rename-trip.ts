// Renames a trip. An automatic trip becomes a manual one holding its current items, so it is
// never regrouped again (KDE: renaming sets the name as the user's; user groups are sacrosanct).
import "server-only";
import { db } from "@/lib/db";
import { getTimeline } from "./get-timeline";

export async function renameTrip(
  userId: string,
  tripKey: string,
  name: string,
): Promise<{ key: string; name: string } | null> {
  const manual = await db.timelineTrip.updateMany({
    where: { id: tripKey, userId },
    data: { name, userNamed: true },
  });
  if (manual.count === 1) return { key: tripKey, name };
  const { trips } = await getTimeline(userId);
  const trip = trips.find((t) => t.key === tripKey && !t.manual);
  if (!trip) return null;
  const created = await db.timelineTrip.create({
    data: { userId, name, itemKeys: trip.itemKeys },
    select: { id: true },
  });
  return { key: created.id, name };
}
