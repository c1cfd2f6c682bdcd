// What the results page receives (JSON over GET /api/flights/searches/[id]). Types only, so client
// components can import them.
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";
import type { StoredFlightParams } from "@/lib/flights/stored-params";

export interface SegmentView {
  departure: { dateTime: string; airport: string; terminal?: string };
  arrival: { dateTime: string; airport: string; terminal?: string };
  cabin: string;
  brandedCabin?: string;
  fareClass?: string;
  flightNumbers: string[];
  airline: string;
  aircraft?: string;
  flightTime?: string;
  layover?: string;
}

export interface RouteView {
  id: string;
  providerCode: string;
  miles: number;
  taxes: number;
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
  taxes: number;
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
