// The spec 3 itinerary shapes the loyalty trips are built from — the simulator's own contract
// (simulator/contracts/itinerary-shapes.ts), with the loyalty-retrieval variant's extra fields
// (`cancelled`, hotel `cancellationNumber`, hotel `freeNights`, airportCode required) — and the
// address of a place.
import { zoneOffsetSeconds } from "../data/calendar";
import type { Place } from "../data/airports";
import type { Address } from "../../../contracts/itinerary-shapes";

// The shapes themselves are the simulator's spec 3 contract (simulator/contracts/itinerary-shapes.ts).
export type { Address, ProviderInfo } from "../../../contracts/itinerary-shapes";
/** What each trip builder returns: read back loosely by the activity history (activity-trips.ts). */
export type { LoyaltyItinerary as Itinerary } from "../../../contracts/itinerary-shapes";

export function addressOf(place: Place, at: Date, text?: string): Address {
  const cityLine = [place.city, place.stateName, place.postalCode].filter(Boolean).join(", ");
  return {
    text: text ?? `${place.addressLine}, ${cityLine}, ${place.countryName}`,
    addressLine: place.addressLine,
    city: place.city,
    ...(place.stateName ? { stateName: place.stateName } : {}),
    countryName: place.countryName,
    countryCode: place.countryCode,
    postalCode: place.postalCode,
    lat: place.lat,
    lng: place.lng,
    timezone: zoneOffsetSeconds(place.timeZoneId, at),
    timezoneId: place.timeZoneId,
  };
}
