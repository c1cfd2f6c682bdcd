// The services the award-search machinery drives, by ServiceRequest.service / AwardSearch.service.
import "server-only";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { hotelAwardService } from "@/lib/hotels/hotel-award-service";

const SERVICES: Record<string, AwardServiceAdapter<never, never>> = {
  flights: flightAwardService as unknown as AwardServiceAdapter<never, never>,
  hotels: hotelAwardService as unknown as AwardServiceAdapter<never, never>,
};

export function awardServiceFor(service: string): AwardServiceAdapter<unknown, unknown> {
  const adapter = SERVICES[service];
  if (!adapter) throw new Error(`no award search adapter for service "${service}"`);
  return adapter as unknown as AwardServiceAdapter<unknown, unknown>;
}
