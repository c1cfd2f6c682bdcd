// The `itineraries` and `noItineraries` part of an account result.
import type { ProviderDef } from "../catalog/provider-types";
import type { AccountProfile } from "../account/account-profile";
import { carItinerary } from "./car-itinerary";
import { flightItinerary } from "./flight-itinerary";
import { hotelItinerary } from "./hotel-itinerary";
import type { Itinerary } from "./itinerary-shapes";
import { trainItinerary } from "./train-itinerary";
import { tripInput } from "./trip-common";
import { type TripSlot, tripSlots } from "./trip-schedule";

const BUILDERS = {
  flight: flightItinerary,
  hotel: hotelItinerary,
  car: carItinerary,
  train: trainItinerary,
} as const;

/** The reservation the account shows for one of its trips: the same whoever asks (the account's
 *  itineraries, its history rows: account/activity-trips.ts). */
export function tripItinerary(
  provider: ProviderDef,
  profile: AccountProfile,
  trip: TripSlot,
): Itinerary | undefined {
  const kind = provider.sim.itinerary;
  return kind ? BUILDERS[kind](tripInput(provider, profile, trip)) : undefined;
}

export function accountItineraries(
  provider: ProviderDef,
  profile: AccountProfile,
  today: string,
  includePast: boolean,
): { itineraries: Itinerary[]; noItineraries: boolean } {
  const kind = provider.sim.itinerary;
  if (!kind || !provider.canCheckItinerary) return { itineraries: [], noItineraries: false };
  const { future, past } = tripSlots(provider, profile, today);
  const trips = includePast && provider.canCheckPastItinerary ? [...past, ...future] : future;
  const itineraries = trips.map((trip) => tripItinerary(provider, profile, trip)!);
  // certain only when the provider supports itineraries and nothing upcoming exists
  return { itineraries, noItineraries: future.length === 0 };
}
