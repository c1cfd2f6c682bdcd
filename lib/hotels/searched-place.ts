// Where a hotel search landed, in words for the results heading: "Hotels near Kyoto, Japan" (issue
// 12 item 9). The service does not echo a resolved destination (spec 1 B3), so it is read from the
// hotels' own addresses: the place most of them name. Pure; types only from the view.
import type { HotelView } from "@/lib/hotels/hotel-search-view";

export function searchedPlace(hotels: Pick<HotelView, "place">[]): string | null {
  const counts = new Map<string, number>();
  for (const h of hotels) if (h.place) counts.set(h.place, (counts.get(h.place) ?? 0) + 1);
  let best: string | null = null;
  for (const [place, n] of counts)
    if (best === null || n > counts.get(best)! || (n === counts.get(best) && place < best)) best = place;
  return best;
}
