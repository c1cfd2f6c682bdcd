// Flight award search (spec 1 part A) mounted at /flights.
import { randomUUID } from "node:crypto";
import type { FlightProviderList } from "../../contracts/flights";
import type { Harness, SimService } from "../../harness/types";
import { PROGRAMS } from "./programs";
import { FLIGHT_OUTCOMES, startSearch } from "./run-search";
import { parseSearchRequest } from "./search-request";
import { SearchStore, toResult } from "./search-store";

export function createFlightService(harness: Harness): SimService {
  const store = new SearchStore();
  return {
    name: "flights",
    prefix: "/flights",
    auth: {
      header: "X-Authentication",
      value: harness.config.services.flights?.apiAuth ?? "milepost:flights-local-key",
    },
    scenarioOutcomes: FLIGHT_OUTCOMES,
    reset: () => store.clear(),
    routes: [
      {
        // GET /v1/providers/list — spec 1 A1 provider items
        method: "GET",
        path: "/v1/providers/list",
        handle: () => ({
          status: 200,
          body: { apiVersion: 1, providers: PROGRAMS.map((p) => p.provider) } satisfies FlightProviderList,
        }),
      },
      {
        // POST /v1/search — validate (A2), queue, answer {requestId}
        method: "POST",
        path: "/v1/search",
        handle: ({ body }) => {
          const parsed = parseSearchRequest(body);
          if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
          const forced = harness.takeForcedScenario("flights", parsed.request.program.provider.code);
          if (forced === "http-500")
            return { status: 500, body: { error: "Internal Server Error (simulated)" } };
          if (forced === "http-503")
            return { status: 503, body: { error: "Service Unavailable (simulated)" } };
          const requestId = randomUUID();
          startSearch(harness, store, parsed.request, requestId, forced);
          return { status: 200, body: { requestId } };
        },
      },
      {
        // GET /v1/getResults/:requestId — A3; state 0 until done (testing and debugging per spec)
        method: "GET",
        path: "/v1/getResults/:requestId",
        handle: ({ params }) => {
          const record = store.get(params.requestId ?? "");
          if (!record)
            return { status: 404, body: { error: `Unknown requestId "${params.requestId ?? ""}"` } };
          return { status: 200, body: toResult(record) };
        },
      },
    ],
  };
}
