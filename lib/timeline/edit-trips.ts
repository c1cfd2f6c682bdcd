// Applies a user's edit of trip membership (plan-trip-edit.ts) to their own trips: every trip it
// touches is stored as the user's (TimelineTrip, never regrouped), one that was automatic keeping
// a name that follows its items; emptied trips are deleted. One transaction, owner-filtered.
import "server-only";
import { db } from "@/lib/db";
import { getTimeline } from "./get-timeline";
import { planTripEdit, type TripEdit, type TripEditRefusal } from "./plan-trip-edit";

export async function editTrips(
  userId: string,
  edit: TripEdit,
): Promise<{ tripKey: string } | { refused: TripEditRefusal }> {
  const { trips } = await getTimeline(userId);
  const plan = planTripEdit(trips, edit);
  if (typeof plan === "string") return { refused: plan };
  const focusKey = await db.$transaction(async (tx) => {
    let focus = "";
    for (const t of plan.write) {
      let key: string;
      if (t.key !== null && t.manual) {
        const updated = await tx.timelineTrip.updateMany({
          where: { id: t.key, userId },
          data: { itemKeys: t.itemKeys },
        });
        if (updated.count !== 1) throw new Error("trip vanished during the edit");
        key = t.key;
      } else {
        // An automatic trip (or a new one) becomes the user's; its name keeps following its items.
        const created = await tx.timelineTrip.create({
          data: { userId, name: "", userNamed: false, itemKeys: t.itemKeys },
          select: { id: true },
        });
        key = created.id;
      }
      if (t === plan.focus) focus = key;
    }
    if (plan.drop.length) await tx.timelineTrip.deleteMany({ where: { userId, id: { in: plan.drop } } });
    return focus;
  });
  return { tripKey: focusKey };
}
