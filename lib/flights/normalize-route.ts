// One A3 route (already normalized by the schema) → the FlightRoute row: scalar sort/filter keys
// plus the segments for display. Pure, so the bench and the unit tests exercise it directly.
import type { FlightRouteInput } from "@/lib/services/flights/result-schema";

export interface FlightRouteRow {
  providerCode: string;
  position: number;
  miles: number;
  taxes: number;
  fees: number | null;
  currency: string;
  originalCurrency: string | null;
  conversionRate: number | null;
  stops: number;
  durationMinutes: number;
  departAt: Date;
  arriveAt: Date;
  cabins: string[];
  mixedCabin: boolean;
  airlines: string[];
  seats: number | null;
  awardType: string | null;
  segments: FlightRouteInput["segments"];
}

const unique = <T,>(xs: T[]) => [...new Set(xs)];

export function normalizeRoute(route: FlightRouteInput, position: number, providerCode: string): FlightRouteRow {
  const first = route.segments[0]!;
  const last = route.segments[route.segments.length - 1]!;
  const departAt = new Date(first.departure.dateTime);
  const arriveAt = new Date(last.arrival.dateTime);
  const cabins = unique(route.segments.map((s) => s.cabin));
  const cost = route.cashCost;
  // Stops = connections + technical stops on segments, unless the provider states it.
  const stops = route.numberOfStops ?? route.segments.length - 1 + route.segments.reduce((n, s) => n + s.stops, 0);
  return {
    providerCode: route.mileCost.program ?? providerCode,
    position,
    miles: route.mileCost.miles,
    taxes: Math.round((cost.taxes + (cost.fees ?? 0)) * 100) / 100,
    fees: cost.fees ?? null,
    currency: cost.currency,
    originalCurrency: cost.originalCurrency ?? null,
    conversionRate: cost.conversionRate ?? null,
    stops,
    durationMinutes: Math.round((arriveAt.getTime() - departAt.getTime()) / 60_000),
    departAt,
    arriveAt,
    cabins,
    mixedCabin: cabins.length > 1,
    airlines: unique(route.segments.map((s) => s.airline)),
    seats: route.tickets ?? null,
    awardType: route.awardTypes ?? null,
    segments: route.segments,
  };
}
