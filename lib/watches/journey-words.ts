// A journey watch's legs in words (issue 38 item 6), for its form, the Watches page and the run's
// summary: "BOS → KEF 2027-03-04 ±2 days; KEF → BOS 2027-03-11 ±2 days". Pure, no zod (the flight
// results page ships it).
import { type TripInput, tripLegs } from "@/lib/flights/trip-legs";

const flexText = (flex: number) => (flex ? ` ±${flex} day${flex > 1 ? "s" : ""}` : "");

export const journeyLegsText = (p: TripInput) =>
  tripLegs(p)
    .map((l) => `${l.from} → ${l.to} ${l.date}${flexText(l.flex)}`)
    .join("; ");
