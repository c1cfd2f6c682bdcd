// One A3 route (already normalized by the schema) → the stored route (an item of the program's
// routes document, lib/flights/stored-results.ts): scalar sort/filter keys plus the segments for
// display. Pure, so the bench and the unit tests exercise it directly.
import type { StoredRoute } from "@/lib/flights/stored-results";
import { toMinorUnits } from "@/lib/money/minor-units";
import type { FlightRouteInput } from "@/lib/services/flights/result-schema";

const unique = <T>(xs: T[]) => [...new Set(xs)];

export function normalizeRoute(route: FlightRouteInput, position: number, providerCode: string): StoredRoute {
  const first = route.segments[0]!;
  const last = route.segments[route.segments.length - 1]!;
  // Instants from the offsets the service wrote with each local time (spec 1 A3 dateTime).
  const departAt = new Date(first.departure.dateTime);
  const arriveAt = new Date(last.arrival.dateTime);
  const cabins = unique(route.segments.map((s) => s.cabin));
  const cost = route.cashCost;
  // Stops = connections + technical stops on segments, unless the provider states it.
  const stops =
    route.numberOfStops ?? route.segments.length - 1 + route.segments.reduce((n, s) => n + s.stops, 0);
  return {
    providerCode: route.mileCost.program ?? providerCode,
    position,
    miles: route.mileCost.miles,
    taxesMinor: cashCostMinor(cost).taxesMinor,
    currency: cost.currency,
    originalCurrency: cost.originalCurrency ?? null,
    conversionRate: cost.conversionRate ?? null,
    stops,
    durationMinutes: Math.round((arriveAt.getTime() - departAt.getTime()) / 60_000),
    departAt: departAt.toISOString(),
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
export function cashCostMinor(cost: { currency: string; taxes: number; fees?: number | null }): {
  taxesMinor: number;
  feesMinor: number | null;
} {
  const taxes = toMinorUnits(cost.taxes, cost.currency);
  const fees = cost.fees == null ? null : toMinorUnits(cost.fees, cost.currency);
  return { taxesMinor: taxes + (fees ?? 0), feesMinor: fees };
}
