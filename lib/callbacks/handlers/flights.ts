// Flight search results (spec 1 A3): the main callback and the separate price-calendar callback
// (spec 1 Events) — both A3-shaped, same requestId. The full schema (quirks normalized, see
// lib/services/flights/result-schema.ts) validates before anything is stored; `store` merges the
// delivery into the award search tables (lib/flights/store-flight-result.ts).
import { awardLockWithRequests, lockAwardRequests } from "@/lib/award-search/record-award-result";
import type { RequestedResultHandler } from "@/lib/callbacks/types";
import { storeFlightResult } from "@/lib/flights/store-flight-result";
import { type FlightResult, flightResultSchema } from "@/lib/services/flights/result-schema";

export const flightsCallback: RequestedResultHandler<FlightResult> = {
  kind: "requested",
  name: "flights",
  credentials: "flights",
  schema: flightResultSchema,
  items: (body) => [{ requestId: body.requestId, state: body.state, message: body.message, body }],
  // Routes and calendar live in their own tables; the request keeps only the envelope.
  payload: (item) => {
    const { routes: _routes, calendar: _calendar, ...envelope } = item.body as FlightResult;
    return envelope;
  },
  lockWithRequests: awardLockWithRequests,
  beforeStore: (tx, requests) =>
    lockAwardRequests(
      tx,
      requests.map((r) => r.id),
    ),
  store: (tx, request, item) => storeFlightResult(tx, request.id, item.body as FlightResult),
};
