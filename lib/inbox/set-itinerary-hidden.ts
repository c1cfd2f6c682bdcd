// "For someone else?": the user keeps the reservation (clears the flag) or hides it from the timeline.
import "server-only";
import { db } from "@/lib/db";
import { carryItemKeys } from "@/lib/timeline/carry-item-keys";

export async function setItineraryChoice(
  userId: string,
  itineraryId: string,
  choice: "keep" | "hide" | "show",
): Promise<boolean> {
  const data = choice === "keep" ? { otherTraveler: false, hidden: false } : { hidden: choice === "hide" };
  return db.$transaction(async (tx) => {
    // A hidden row leaves the timeline: the item's calendar event and trip edits follow its key.
    if (choice === "hide") await carryItemKeys(tx, userId, [itineraryId]);
    const { count } = await tx.itinerary.updateMany({ where: { id: itineraryId, userId }, data });
    return count > 0;
  });
}
