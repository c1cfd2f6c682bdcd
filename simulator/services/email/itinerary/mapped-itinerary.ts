// What each reservation mapper returns: the itinerary plus what the parse result
// needs to know about it (spec 3 `missingFields`, `flightDataMethodsUsed`, provider).
import type { ItineraryDraft } from "../../../contracts/itinerary-shapes";

export interface MappedItinerary {
  /** Complete when `missingFields` is empty (or the reservation is cancelled). */
  itinerary: ItineraryDraft;
  /** Required fields the markup lacked (itinerary field paths); non-empty → not usable. */
  missingFields: string[];
  /** Schedule/airport lookups made to fill required fields (one entry per lookup). */
  flightDataMethods: string[];
  providerCode?: string;
}
