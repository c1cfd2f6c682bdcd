// What the results page receives (JSON over GET /api/hotels/searches/[id]). Types only, so client
// components can import them.
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";
import type { HotelRow } from "@/lib/hotels/normalize-hotel";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";

/** A stored hotel row as the page shows it: the row's fields (one definition, normalize-hotel.ts)
 *  minus what stays on the server, plus the row id, the stay total and whether an image exists. */
export type HotelView = Omit<HotelRow, "position" | "lat" | "lng" | "preview" | "checkIn" | "checkOut"> & {
  id: string;
  hasPreview: boolean; // the image is served by GET /api/hotels/results/[id]/preview
  totalCashMinor: number | null; // cashPerNightMinor × nights, minor units of `currency`
};

export interface HotelSearchView {
  id: string;
  summary: string;
  createdAt: string;
  params: StoredHotelParams;
  programs: ProgramStatus[];
  programNames: Record<string, string>;
  progress: SearchProgress;
  /** Hotels of the changed programs only (all of them on a first load)… */
  hotels: HotelView[];
  /** …and the programs (provider codes) whose hotels the page already has and keeps. */
  unchanged: string[];
}

/** The page's copy after a poll: its hotels of unchanged programs plus the new ones, cheapest first. */
export function mergeHotelView(prev: HotelSearchView, next: HotelSearchView): HotelSearchView {
  if (!next.unchanged.length) return next;
  const kept = prev.hotels.filter((h) => next.unchanged.includes(h.providerCode));
  const hotels = [...kept, ...next.hotels].sort((a, b) => a.pointsPerNight - b.pointsPerNight || Number(a.id) - Number(b.id));
  return { ...next, hotels, unchanged: [] };
}
