// In-memory B3 results by requestId. Bounded so a long-running simulator
// under load tests cannot grow without limit; the oldest results go first.
import type { HotelSearchResult } from "../../contracts/hotels";
import type { HotelState } from "./hotel-outcome";

/** The B3 body (simulator/contracts/hotels.ts), with the simulator's own state words. */
export interface HotelResult extends HotelSearchResult {
  state: HotelState;
}

const MAX_RESULTS = 20_000;

export interface HotelResultStore {
  get(requestId: string): HotelResult | undefined;
  put(result: HotelResult): void;
  clear(): void;
}

export function createHotelResultStore(limit = MAX_RESULTS): HotelResultStore {
  const results = new Map<string, HotelResult>();
  return {
    get: (requestId) => results.get(requestId),
    put: (result) => {
      results.delete(result.requestId); // re-insert so Map order tracks recency
      results.set(result.requestId, result);
      if (results.size > limit) {
        const oldest = results.keys().next().value;
        if (oldest !== undefined) results.delete(oldest);
      }
    },
    clear: () => results.clear(),
  };
}
