// What the results page receives (JSON over GET /api/flights/searches/[id]). Client components
// import it; the segments schema is how stored segments are read back (lib/flights/stored-results.ts).
import { z } from "zod";
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";
import type { StoredFlightParams } from "@/lib/flights/stored-params";

const endpoint = z.object({ dateTime: z.string(), airport: z.string(), terminal: z.string().optional() });

/** One stored segment of a route, as normalize-route.ts writes it. */
export const segmentViewSchema = z.object({
  departure: endpoint,
  arrival: endpoint,
  cabin: z.string(),
  brandedCabin: z.string().optional(),
  fareClass: z.string().optional(),
  flightNumbers: z.array(z.string()),
  airline: z.string(),
  aircraft: z.string().optional(),
  flightTime: z.string().optional(),
  layover: z.string().optional(),
});
export const segmentsSchema = z.array(segmentViewSchema).min(1);
export type SegmentView = z.infer<typeof segmentViewSchema>;

export interface RouteView {
  /** "<awardRequestId>.<position>": stable across refetches of the same result. */
  id: string;
  /** The program search (AwardRequest) it came from: what a refetch replaces or keeps. */
  awardRequestId: string;
  /** Its place in the service's answer (ties on miles keep the service's order). */
  position: number;
  /** The program its miles are in (mileCost.program; the searched program when the body omits it). */
  providerCode: string;
  miles: number;
  taxesMinor: number; // taxes + fees, minor units of `currency` (lib/money/minor-units.ts)
  currency: string;
  originalCurrency: string | null;
  conversionRate: number | null;
  stops: number;
  durationMinutes: number;
  departAt: string;
  cabins: string[];
  mixedCabin: boolean;
  airlines: string[];
  seats: number | null;
  awardType: string | null;
  segments: SegmentView[];
  /** Fanned-out searches (issue 38): the leg (0 first) and the day its request searched. Absent in a
   *  one-way search on one date: leg 0, the search's date. */
  leg?: number;
  date?: string;
}

export interface CalendarDayView {
  awardRequestId: string;
  providerCode: string;
  date: string;
  cabin: string;
  miles: number;
  taxesMinor: number; // minor units of `currency`
  currency: string;
  /** The leg whose request sent it (issue 38); absent: leg 0. */
  leg?: number;
}

export interface FlightSearchView {
  id: string;
  summary: string;
  createdAt: string;
  params: StoredFlightParams;
  /** The cash fare per person the user typed, minor units of params.currency (issue 36 item 5). */
  cashFareMinor: number | null;
  /** Each request's status; in a fanned-out search its leg and a label ("JFK → LHR · Mon, Mar 2, 2027"). */
  programs: (ProgramStatus & { leg?: number })[];
  programNames: Record<string, string>;
  progress: SearchProgress;
  /** Routes and calendar days of the changed programs only (all of them on a first load)… */
  routes: RouteView[];
  calendar: CalendarDayView[];
  /** …and the program searches (AwardRequest ids) whose routes and days the page already has and keeps. */
  unchanged: string[];
  /** The server render's copy: calendar and statuses without routes (lib/flights/get-flight-search-view.ts
   *  `firstPaint`); the page's next fetch sends no versions, so it gets every route. */
  routesLeftOut?: true;
}

/** The results' order: fewest miles first, then by program search and the service's own order. */
export function byMiles(a: RouteView, b: RouteView): number {
  return (
    a.miles - b.miles ||
    (a.awardRequestId < b.awardRequestId
      ? -1
      : a.awardRequestId > b.awardRequestId
        ? 1
        : a.position - b.position)
  );
}

/** Two lists each in byMiles order as one in that order, in one pass: a fanned-out search holds
 *  ~20,000 routes and one answer brings 500 (sorting them all again took ~10 ms an answer). */
function mergeByMiles(a: RouteView[], b: RouteView[]): RouteView[] {
  const out: RouteView[] = new Array<RouteView>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = byMiles(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/** The page's copy after a refetch: its routes and days of unchanged programs plus the new ones,
 *  fewest miles first (the server's order, which both copies are in). Kept by the program search they
 *  came from, not by the route's own program: a program's routes may be priced in a partner's miles
 *  (mileCost.program), and keying on that dropped them whenever another program answered. The kept
 *  routes stay the same objects, so a leg no answer touched stays equal item by item (TripResults
 *  keeps its lists then). */
export function mergeFlightView(prev: FlightSearchView, next: FlightSearchView): FlightSearchView {
  if (!next.unchanged.length) return next;
  const keep = new Set(next.unchanged);
  const routes = mergeByMiles(
    prev.routes.filter((r) => keep.has(r.awardRequestId)),
    next.routes,
  );
  const calendar = [...prev.calendar.filter((d) => keep.has(d.awardRequestId)), ...next.calendar];
  return { ...next, routes, calendar, unchanged: [] };
}
