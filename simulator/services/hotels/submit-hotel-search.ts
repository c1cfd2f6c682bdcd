// POST /v1/search (spec B2): validate, queue, answer {requestId}. The queued
// job writes the B3 result to the store and, with a callbackUrl, POSTs it
// through the harness (Basic auth, retries until the receiver answers 200).
import { randomUUID } from "node:crypto";
import type { Harness, SimResponse } from "../../harness/types";
import { decideOutcome, type Outcome } from "./hotel-outcome";
import type { HotelResult, HotelResultStore } from "./hotel-result-store";
import { parseHotelSearch } from "./hotel-search-request";
import { priceHotels } from "./price-hotels";

/** Spec B2 has no timeout field; hotel searches may wait this long in the queue. */
export const HOTEL_QUEUE_TIMEOUT_SECONDS = 300;
/** Queue wait (real-world seconds, scaled by the harness) before a forced "timeout" fires. */
const TIMEOUT_SCENARIO_SECONDS = 30;

export function submitHotelSearch(harness: Harness, store: HotelResultStore, body: unknown): SimResponse {
  const parsed = parseHotelSearch(body, harness.now(), harness.config.callbackDomains);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
  const { request, program } = parsed;
  const forced = harness.takeForcedScenario("hotels", program.provider.code);
  const outcome = decideOutcome(program, request, forced);
  // Ids are random (not seeded) so they stay unique across simulator restarts;
  // only the data is deterministic.
  const requestId = randomUUID();
  const base: HotelResult = {
    requestId,
    userData: request.userData ?? "",
    state: "pending",
    requestDate: harness.now().toISOString(),
    hotels: [],
  };
  store.put(base);

  let finished = false;
  const finish = (final: Outcome): void => {
    if (finished) return;
    finished = true;
    const result: HotelResult = {
      ...base,
      state: final.state,
      hotels: final.state === "success" ? priceHotels(program, request, request.loyaltyAccount != null) : [],
      ...(final.message ? { message: final.message } : {}),
      ...(final.question ? { question: final.question } : {}),
      ...(final.browserState ? { browserState: final.browserState } : {}),
    };
    store.put(result);
    const cfg = harness.config.services.hotels;
    if (request.callbackUrl && cfg) {
      harness.deliverCallback(
        {
          service: "hotels",
          url: request.callbackUrl,
          username: cfg.callbackUser,
          password: cfg.callbackPassword,
          provider: program.provider.code,
        },
        result,
      );
    }
  };
  const timedOut: Outcome = { state: "timeout", message: "The request timed out in the queue.", workMs: 0 };

  harness.enqueue({
    service: "hotels",
    requestId,
    priority: request.priority,
    // The forced "timeout" scenario holds the job in the queue until a short
    // queue limit fires onTimeout; should a worker still run it, run()
    // reports the same timeout, so the outcome never depends on the queue.
    timeoutSeconds: outcome.state === "timeout" ? TIMEOUT_SCENARIO_SECONDS : HOTEL_QUEUE_TIMEOUT_SECONDS,
    ...(outcome.state === "timeout" ? { holdInQueue: true } : {}),
    workMs: outcome.workMs,
    run: () => finish(outcome),
    onTimeout: () => finish(timedOut),
  });
  return { status: 200, body: { requestId } };
}
