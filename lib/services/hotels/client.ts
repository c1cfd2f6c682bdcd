// Typed client for the hotel award search service (spec 1, part B).
import "server-only";
import { createServiceClient } from "@/lib/http/base-client";
import { searchAnswerSchema } from "@/lib/services/flights/search-schema";
import { hotelProviderListSchema } from "@/lib/services/hotels/provider-schema";
import { hotelResultSchema } from "@/lib/services/hotels/result-schema";
import { type HotelSearchRequest, hotelSearchRequestSchema } from "@/lib/services/hotels/search-schema";

const http = createServiceClient("hotels");

/** GET /v1/providers/list — the hotel programs; the list changes over time (spec 1 Endpoints rule 1). */
export function listHotelProviders() {
  return http.request({ path: "/v1/providers/list", schema: hotelProviderListSchema });
}

/** POST /v1/search — queue one search for one program; answers only its requestId. */
export function searchHotels(body: HotelSearchRequest) {
  return http.request({
    method: "POST",
    path: "/v1/search",
    body: hotelSearchRequestSchema.parse(body),
    schema: searchAnswerSchema,
  });
}

/** GET /v1/getResults/{requestId} — B3 (testing and debugging per the spec; our polling fallback). */
export function getHotelResults(requestId: string) {
  return http.request({ path: `/v1/getResults/${encodeURIComponent(requestId)}`, schema: hotelResultSchema });
}
