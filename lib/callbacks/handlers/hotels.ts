// Hotel search results (spec 1 B3). The full schema (quirks normalized, see
// lib/services/hotels/result-schema.ts) validates before anything is stored; `store` merges the
// delivery into the award search tables (lib/hotels/store-hotel-result.ts).
//
// The state is a string and the spec shows only "success". Mapping (lib/service-requests/service-states.ts):
// success → 1; pending/queued/running → 0; invalidCredentials → 2; providerError → 4;
// question → 10; timeout → 11; unknownFailure and any other string → 6 (a final failure). The raw
// text is kept in stateText (and as the message when the body has none) so the user sees it.
import { awardLockWithRequests, lockAwardRequests } from "@/lib/award-search/record-award-result";
import type { RequestedResultHandler } from "@/lib/callbacks/types";
import { storeHotelResult } from "@/lib/hotels/store-hotel-result";
import { hotelStateCode } from "@/lib/service-requests/service-states";
import { type HotelResult, hotelResultSchema } from "@/lib/services/hotels/result-schema";

export const hotelsCallback: RequestedResultHandler<HotelResult> = {
  kind: "requested",
  name: "hotels",
  credentials: "hotels",
  schema: hotelResultSchema,
  items: (body) => [
    {
      requestId: body.requestId,
      state: hotelStateCode(body.state),
      stateText: body.state,
      message: body.message,
      body,
    },
  ],
  // Hotels live in their own table; the request keeps only the envelope.
  payload: (item) => {
    const { hotels: _hotels, ...envelope } = item.body as HotelResult;
    return envelope;
  },
  lockWithRequests: awardLockWithRequests,
  beforeStore: (tx, requests) =>
    lockAwardRequests(
      tx,
      requests.map((r) => r.id),
    ),
  store: (tx, request, item) => storeHotelResult(tx, request.id, item.body as HotelResult),
};
