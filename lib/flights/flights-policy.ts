// Flights on the shared request tracker (lib/service-requests): the award-search policy.
import "server-only";
import { awardPolicy } from "@/lib/award-search/award-policy";
import { flightAwardService } from "@/lib/flights/flight-award-service";

export const flightsPolicy = awardPolicy(flightAwardService);
