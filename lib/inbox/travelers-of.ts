// The people a spec 3 itinerary names: flight/bus/train travelers, hotel guests, the car's driver. Pure.
import type { Itinerary } from "@/lib/itineraries/itinerary-schema";

export function travelersOf(it: Itinerary): string[] {
  const people =
    it.type === "hotelReservation"
      ? it.guests
      : it.type === "carRental"
        ? it.driver
          ? [it.driver]
          : []
        : it.travelers;
  return (people ?? []).map((p) => p.name).filter((n) => n.trim() !== "");
}

const NOUNS: Record<string, [string, string]> = {
  flight: ["flight", "flights"],
  hotelReservation: ["hotel", "hotels"],
  carRental: ["car rental", "car rentals"],
  train: ["train", "trains"],
  bus: ["bus", "buses"],
};

/** "2 flights, 1 hotel": a flight itinerary counts its segments (each is a flight). */
export function countItineraries(items: Itinerary[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const it of items) {
    const n =
      it.type === "flight" || it.type === "train" || it.type === "bus" ? Math.max(1, it.segments.length) : 1;
    counts[it.type] = (counts[it.type] ?? 0) + n;
  }
  return counts;
}

export function describeCounts(counts: Record<string, number>): string {
  const order = ["flight", "train", "bus", "hotelReservation", "carRental"];
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const keys = Object.keys(counts).sort((a, b) => rank(a) - rank(b));
  return keys
    .filter((k) => (counts[k] ?? 0) > 0)
    .map((k) => {
      const n = counts[k]!;
      const [one, many] = NOUNS[k] ?? [k, k];
      return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
    })
    .join(", ");
}
