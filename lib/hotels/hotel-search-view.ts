// What the results page receives (JSON over GET /api/hotels/searches/[id]). Types only, so client
// components can import them.
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";
import type { StoredHotel } from "@/lib/hotels/stored-results";

/** A stored hotel as the page shows it: its fields (one definition, normalize-hotel.ts and
 *  stored-results.ts) minus what stays on the server, plus its id and the stay total. `hasPreview`:
 *  the image is served by GET /api/hotels/results/[id]/preview. */
export type HotelView = Omit<StoredHotel, "lat" | "lng" | "checkIn" | "checkOut"> & {
  /** "<awardRequestId>.<position>": stable across refetches of the same result. */
  id: string;
  awardRequestId: string;
  /** The check-in day its request asked (a flexible search asks several, issue 38 item 7). */
  date: string;
  totalCashMinor: number | null; // cashPerNightMinor × nights, minor units of `currency`
};

/** The results' order: fewest points first, then by program search and the service's own order. */
export function byPoints(a: HotelView, b: HotelView): number {
  return (
    a.pointsPerNight - b.pointsPerNight ||
    (a.awardRequestId < b.awardRequestId
      ? -1
      : a.awardRequestId > b.awardRequestId
        ? 1
        : a.position - b.position)
  );
}

export interface HotelSearchView {
  id: string;
  summary: string;
  createdAt: string;
  params: StoredHotelParams;
  programs: ProgramStatus[];
  programNames: Record<string, string>;
  progress: SearchProgress;
  /** The check-in days asked, in order (one for an exact search). */
  checkIns: string[];
  /** Each active request's check-in day, by request id. */
  requestDays: Record<string, string>;
  /** Hotels of the changed requests only (all of them on a first load)… */
  hotels: HotelView[];
  /** …and the requests (AwardRequest ids) whose hotels the page already has and keeps: per request,
   *  not per program, since a flexible search asks each program once per day. */
  unchanged: string[];
}

/** The page's copy after a poll: its hotels of unchanged requests plus the new ones, cheapest first. */
export function mergeHotelView(prev: HotelSearchView, next: HotelSearchView): HotelSearchView {
  if (!next.unchanged.length) return next;
  const kept = prev.hotels.filter((h) => next.unchanged.includes(h.awardRequestId));
  const hotels = [...kept, ...next.hotels].sort(byPoints);
  return { ...next, hotels, unchanged: [] };
}
