// What each reservation mapper returns: the itinerary plus what the parse result
// needs to know about it (spec 3 `missingFields`, `flightDataMethodsUsed`, provider).
import type { Itinerary } from "../../../../lib/itineraries/itinerary-schema";

export interface MappedItinerary {
  itinerary: Itinerary;
  /** Required fields the markup lacked (itinerary field paths); non-empty → not usable. */
  missingFields: string[];
  /** Schedule/airport lookups made to fill required fields (one entry per lookup). */
  flightDataMethods: string[];
  providerCode?: string;
}
