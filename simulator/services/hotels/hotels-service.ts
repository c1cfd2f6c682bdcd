// Simulated hotel award search service (spec 1, part B), mounted at /hotels.
// The harness checks X-Authentication against config.services.hotels.apiAuth.
import type { HotelProviderList } from "../../contracts/hotels";
import type { Harness, SimService } from "../../harness/types";
import { FORCED_SCENARIOS } from "./hotel-outcome";
import { HOTEL_PROGRAMS } from "./hotel-programs";
import { createHotelResultStore } from "./hotel-result-store";
import { submitHotelSearch } from "./submit-hotel-search";

export function createHotelsService(harness: Harness): SimService {
  const auth = harness.config.services.hotels?.apiAuth;
  if (!auth) throw new Error("simulator config: services.hotels.apiAuth is missing");
  const store = createHotelResultStore();
  return {
    name: "hotels",
    prefix: "/hotels",
    auth: { header: "X-Authentication", value: auth },
    scenarioOutcomes: FORCED_SCENARIOS,
    reset: () => store.clear(),
    routes: [
      {
        // GET /v1/providers/list — B1 provider items
        method: "GET",
        path: "/v1/providers/list",
        handle: () => ({
          status: 200,
          body: {
            apiVersion: 1,
            providers: HOTEL_PROGRAMS.map((p) => p.provider),
          } satisfies HotelProviderList,
        }),
      },
      {
        // POST /v1/search — queue a hotel search, answer {requestId}
        method: "POST",
        path: "/v1/search",
        handle: (ctx) => submitHotelSearch(harness, store, ctx.body),
      },
      {
        // GET /v1/getResults/:requestId — B3 result; state "pending" until the job ends
        method: "GET",
        path: "/v1/getResults/:requestId",
        handle: (ctx) => {
          const result = store.get(ctx.params.requestId ?? "");
          return result
            ? { status: 200, body: result }
            : { status: 404, body: { error: "requestId: unknown request" } };
        },
      },
    ],
  };
}
