// Sort and filter the hotel list in the browser (pure; unit-tested). Keys are precomputed on the
// server (lib/hotels/stored-results.ts), so this is one filter and one sort over plain numbers.
import type { HotelView } from "@/lib/hotels/hotel-search-view";

export type HotelSortKey = "points" | "cash" | "value" | "rating" | "distance";

export interface HotelFilters {
  sort: HotelSortKey;
  program: string; // "" = all
  maxPoints: number | null; // cheapest rate per night at most this
  minRating: number | null;
}

export const DEFAULT_HOTEL_FILTERS: HotelFilters = {
  sort: "points",
  program: "",
  maxPoints: null,
  minRating: null,
};

// Ascending keys; "better" first for each sort (more value, higher rating first). Unknown last.
const KEY: Record<HotelSortKey, (h: HotelView) => number> = {
  points: (h) => h.pointsPerNight,
  cash: (h) => h.totalCashMinor ?? Infinity,
  value: (h) => (h.bestValueCents === null ? Infinity : -h.bestValueCents),
  rating: (h) => (h.rating === null ? Infinity : -h.rating),
  distance: (h) => h.distance ?? Infinity,
};

export function filterHotels(hotels: HotelView[], f: HotelFilters): HotelView[] {
  const key = KEY[f.sort];
  const out = hotels.filter(
    (h) =>
      (!f.program || h.providerCode === f.program) &&
      (f.maxPoints === null || h.pointsPerNight <= f.maxPoints) &&
      (f.minRating === null || (h.rating ?? 0) >= f.minRating),
  );
  const keyed = out.map((h) => [key(h), h.pointsPerNight, h] as const);
  keyed.sort((a, b) => (a[0] === b[0] ? 0 : a[0] < b[0] ? -1 : 1) || a[1] - b[1]);
  return keyed.map((k) => k[2]);
}

export const hotelPrograms = (hotels: HotelView[]) => [...new Set(hotels.map((h) => h.providerCode))].sort();
