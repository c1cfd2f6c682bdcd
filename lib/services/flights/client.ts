// Typed client for the flight award search service (spec 1, part A).
import "server-only";
import { createServiceClient } from "@/lib/http/base-client";
import { flightProviderListSchema } from "@/lib/services/flights/provider-schema";

const http = createServiceClient("flights");

/** GET /v1/providers/list — the programs this service can search; changes over time. */
export function listFlightProviders() {
  return http.request({ path: "/v1/providers/list", schema: flightProviderListSchema });
}
