// What the results page receives (JSON over GET /api/flights/searches/[id]). Client components
// import it; the segments schema is how FlightRoute.segments is read back (get-flight-search-view.ts).
import { z } from "zod";
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";
import type { StoredFlightParams } from "@/lib/flights/stored-params";

const endpoint = z.object({ dateTime: z.string(), airport: z.string(), terminal: z.string().optional() });

/** One stored segment (FlightRoute.segments), as normalize-route.ts writes it. */
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
  id: string;
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
}

export interface CalendarDayView {
  providerCode: string;
  date: string;
  cabin: string;
  miles: number;
  taxesMinor: number; // minor units of `currency`
  currency: string;
}

export interface FlightSearchView {
  id: string;
  summary: string;
  createdAt: string;
  params: StoredFlightParams;
  programs: ProgramStatus[];
  programNames: Record<string, string>;
  progress: SearchProgress;
  routes: RouteView[];
  calendar: CalendarDayView[];
}
