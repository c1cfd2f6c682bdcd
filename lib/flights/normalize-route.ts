// One A3 route (already normalized by the schema) → the FlightRoute row: scalar sort/filter keys
// plus the segments for display. Pure, so the bench and the unit tests exercise it directly.
import { toMinorUnits } from "@/lib/money/minor-units";
import type { FlightRouteInput } from "@/lib/services/flights/result-schema";

export interface FlightRouteRow {
  providerCode: string;
  position: number;
  miles: number;
  /** Taxes + fees in minor units of `currency` (lib/money/minor-units.ts). */
  taxesMinor: number;
  feesMinor: number | null;
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
    ...cashCostMinor(cost),
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

/** A CashCost (spec 1 A3) as exact integers: taxes + fees summed in minor units, so 0.1 + 0.2 is
 *  30 cents, and in the currency's own digits (JPY has none, KWD three). */
export function cashCostMinor(cost: { currency: string; taxes: number; fees?: number | null }): { taxesMinor: number; feesMinor: number | null } {
  const taxes = toMinorUnits(cost.taxes, cost.currency);
  const fees = cost.fees == null ? null : toMinorUnits(cost.fees, cost.currency);
  return { taxesMinor: taxes + (fees ?? 0), feesMinor: fees };
}
