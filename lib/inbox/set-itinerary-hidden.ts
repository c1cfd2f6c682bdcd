// "For someone else?": the user keeps the reservation (clears the flag) or hides it from the timeline.
import "server-only";
import { db } from "@/lib/db";

export async function setItineraryChoice(userId: string, itineraryId: string, choice: "keep" | "hide" | "show"): Promise<boolean> {
  const data = choice === "keep" ? { otherTraveler: false, hidden: false } : { hidden: choice === "hide" };
  const { count } = await db.itinerary.updateMany({ where: { id: itineraryId, userId }, data });
  return count > 0;
}
