// Where each simulated program can take a traveller, by city: the cities an airline's routes or
// Amtrak's trains reach, the cities a chain has hotels in, the airports a rental company has desks
// at. trip-schedule.ts draws a trip's city among them; the builders pick the route, hotel or desk
// of their program in that city.
import { airport } from "../data/airports";
import { ROUTES, type Route, type RouteLeg } from "../data/flight-routes";
import { hotelsFor, type Hotel } from "../data/hotel-directory";
import { RAIL_TRIPS, station, type RailTrip } from "../data/rail-stations";
import type { ProviderDef } from "../catalog/provider-types";

/** The city an airport serves, as a traveller names the trip: Newark flies to New York. */
const METRO: Record<string, string> = { EWR: "New York", NRT: "Tokyo", YYZ: "Toronto" };
export const cityOfAirport = (code: string): string => METRO[code] ?? airport(code).city;

/** Airports with a desk of every simulated rental company. */
export const CAR_DESKS = ["LAX", "SFO", "MIA", "DFW", "ORD", "JFK", "DEN", "SEA", "LHR", "CDG"] as const;

/** A route flown towards `city`: its outbound leg first (a route listed from the city is flown back to front). */
export interface Flown {
  route: Route;
  from: string;
  to: string;
  out: RouteLeg;
  back: RouteLeg;
}

export function routesTo(iata: string, city: string): Flown[] {
  return (ROUTES[iata] ?? []).flatMap((route): Flown[] => {
    if (cityOfAirport(route.to) === city)
      return [{ route, from: route.from, to: route.to, out: route.out, back: route.back }];
    if (cityOfAirport(route.from) === city)
      return [{ route, from: route.to, to: route.from, out: route.back, back: route.out }];
    return [];
  });
}

export interface Ridden {
  trip: RailTrip;
  from: string;
  to: string;
  out: RailTrip["out"];
  back: RailTrip["back"];
}

export function railTripsTo(city: string): Ridden[] {
  return RAIL_TRIPS.flatMap((trip): Ridden[] => {
    if (station(trip.to).city === city)
      return [{ trip, from: trip.from, to: trip.to, out: trip.out, back: trip.back }];
    if (station(trip.from).city === city)
      return [{ trip, from: trip.to, to: trip.from, out: trip.back, back: trip.out }];
    return [];
  });
}

export const hotelsIn = (chain: string, city: string): Hotel[] =>
  hotelsFor(chain).filter((hotel) => hotel.city === city);
export const carDesksIn = (city: string): string[] =>
  CAR_DESKS.filter((code) => cityOfAirport(code) === city);

/** The cities a program's reservations can be in (none for a program without itineraries). */
export function citiesServed(provider: ProviderDef): string[] {
  if (!provider.canCheckItinerary) return [];
  const { itinerary, airline, chain } = provider.sim;
  let cities: string[] = [];
  if (itinerary === "flight" && airline)
    cities = (ROUTES[airline.iata] ?? []).flatMap((r) => [cityOfAirport(r.from), cityOfAirport(r.to)]);
  if (itinerary === "train") cities = RAIL_TRIPS.flatMap((t) => [station(t.from).city, station(t.to).city]);
  if (itinerary === "hotel" && chain) cities = hotelsFor(chain).map((hotel) => hotel.city);
  if (itinerary === "car") cities = CAR_DESKS.map(cityOfAirport);
  return [...new Set(cities)].sort();
}
