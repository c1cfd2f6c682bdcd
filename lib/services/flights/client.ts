// Typed client for the flight award search service (spec 1, part A).
import "server-only";
import { createServiceClient } from "@/lib/http/base-client";
import { flightProviderListSchema } from "@/lib/services/flights/provider-schema";
import { flightResultSchema } from "@/lib/services/flights/result-schema";
import {
  type FlightSearchRequest,
  flightSearchRequestSchema,
  searchAnswerSchema,
} from "@/lib/services/flights/search-schema";

const http = createServiceClient("flights");

/** GET /v1/providers/list — the programs this service can search; changes over time. */
export function listFlightProviders() {
  return http.request({ path: "/v1/providers/list", schema: flightProviderListSchema });
}

/** POST /v1/search — queue one search for one provider; answers only its requestId. */
export function searchFlights(body: FlightSearchRequest) {
  return http.request({
    method: "POST",
    path: "/v1/search",
    body: flightSearchRequestSchema.parse(body),
    schema: searchAnswerSchema,
  });
}

/** GET /v1/getResults/{requestId} — A3; state 0 means "not yet" (spec 1 Endpoints rule 3). */
export function getFlightResults(requestId: string) {
  return http.request({
    path: `/v1/getResults/${encodeURIComponent(requestId)}`,
    schema: flightResultSchema,
  });
}

export { http as flightsHttp };
