// When the person gets to a trip's city and leaves it: the outbound arrival and the return
// departure of the program that takes them there (trip-schedule.ts), built exactly as that
// program's account shows them. A rental car is picked up after the landing and returned before
// the flight home, at the airport the flight uses when the company has a desk there.
import { accountProfile, type AccountProfile } from "../account/account-profile";
import { findProvider } from "../catalog/provider-catalog";
import { flightItinerary } from "./flight-itinerary";
import { tripInput } from "./trip-common";
import { trainItinerary } from "./train-itinerary";
import { cityOfAirport } from "./trip-places";
import { station } from "../data/rail-stations";
import type { TripSlot } from "./trip-schedule";

export interface Passage {
  arrivesAt: string;
  arrivalCode: string;
  leavesAt: string;
  departureCode: string;
}

type Point = { airportCode?: string; stationCode?: string; localDateTime: string };

export function passageOf(trip: TripSlot, person: AccountProfile): Passage | undefined {
  const provider = trip.transport ? findProvider(trip.transport) : undefined;
  const build =
    provider?.sim.itinerary === "flight"
      ? flightItinerary
      : provider?.sim.itinerary === "train"
        ? trainItinerary
        : undefined;
  if (!provider || !build) return undefined;
  const profile = accountProfile(provider, person.login);
  const itinerary = build(tripInput(provider, profile, { ...trip, cancelled: false }));
  const segments = (itinerary as { segments?: { departure: Point; arrival: Point }[] }).segments ?? [];
  // The flight that lands in the trip's city and the one that leaves it (a connection home comes
  // before and after them).
  const inCity = (p: Point) =>
    (p.airportCode ? cityOfAirport(p.airportCode) : p.stationCode ? station(p.stationCode).city : "") ===
    trip.city;
  const out = segments.find((s) => inCity(s.arrival)) ?? segments[0];
  const back = segments.find((s) => inCity(s.departure)) ?? segments[1];
  if (!out || !back) return undefined;
  return {
    arrivesAt: out.arrival.localDateTime,
    arrivalCode: out.arrival.airportCode ?? out.arrival.stationCode ?? "",
    leavesAt: back.departure.localDateTime,
    departureCode: back.departure.airportCode ?? back.departure.stationCode ?? "",
  };
}
