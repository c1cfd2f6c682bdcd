// After the user changes their names, re-decide "for someone else?" on the reservations that came
// from email (the user's own keep/hide choices stay: a kept or hidden row is not flagged again).
import "server-only";
import { db } from "@/lib/db";
import { parseItinerary } from "@/lib/itineraries/itinerary-schema";
import { isForSomeoneElse } from "./name-match";
import { travelersOf } from "./travelers-of";

export async function reflagTravelers(userId: string, names: string[]): Promise<number> {
  const rows = await db.itinerary.findMany({
    where: { userId, source: { in: ["email", "mailbox"] }, hidden: false },
    select: { id: true, data: true, otherTraveler: true },
  });
  let changed = 0;
  for (const row of rows) {
    const it = parseItinerary(row.data);
    const flag = it ? isForSomeoneElse(names, travelersOf(it)) : false;
    if (flag === row.otherTraveler) continue;
    await db.itinerary.updateMany({ where: { id: row.id, userId }, data: { otherTraveler: flag } });
    changed++;
  }
  return changed;
}
