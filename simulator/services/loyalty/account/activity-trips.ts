// History rows for the trips an account holds (itineraries/trip-schedule.ts): the flights, stay,
// rental or train rides its reservations describe, each posted on the day it happened and earning
// what the reservation says it earns. So the history of a traveller's airline account lists the
// very flights their timeline shows, not random ones elsewhere. An award booking is paid on the day
// it was booked (the reservation's "spent awards") and earns nothing; its flights still count as
// flown segments, its nights as nights.
import { daysBetween } from "../data/calendar";
import type { ProviderDef } from "../catalog/provider-types";
import { tripItinerary } from "../itineraries/account-itineraries";
import type { Itinerary } from "../itineraries/itinerary-shapes";
import { heldTrips, type TripSlot } from "../itineraries/trip-schedule";
import type { AccountProfile } from "./account-profile";
import { byWeek, dated, type DatedDraft, type EntryDraft } from "./history-entry";

type Point = {
  airportCode?: string;
  stationCode?: string;
  localDateTime: string;
  address?: { city?: string };
};
interface Segment {
  departure: Point;
  arrival: Point;
  marketingCarrier?: { airline: { iata?: string }; flightNumber: string };
  scheduleNumber?: string;
  serviceName?: string;
  traveledMiles?: string;
}

const dayOf = (localDateTime: string) => localDateTime.slice(0, 10);
const isAward = (it: Itinerary) => it.pricingInfo?.spentAwards !== undefined;
/** The award's cost on its booking day ("69,020 miles" → −69,020). */
const booking = (trip: TripSlot, it: Itinerary, description: string): DatedDraft =>
  dated(trip.bookedOn, {
    description,
    miles: -Number(/^[\d,]+/.exec(it.pricingInfo?.spentAwards ?? "0")![0].replaceAll(",", "")),
    booked: true,
  });

function flightRows(
  provider: ProviderDef,
  profile: AccountProfile,
  trip: TripSlot,
  it: Itinerary,
): DatedDraft[] {
  const award = isAward(it);
  const segments = (it.segments ?? []) as Segment[];
  const first = segments[0];
  const booked =
    award && first
      ? [
          booking(
            trip,
            it,
            `Award ticket ${first.departure.airportCode} - ${first.arrival.airportCode} round trip (${it.confirmationNumbers?.[0]?.number ?? ""})`,
          ),
        ]
      : [];
  return [
    ...booked,
    ...segments.map((s) => {
      const miles = award ? 0 : Number(s.traveledMiles ?? 0);
      const flight = `${s.departure.airportCode} - ${s.arrival.airportCode} ${s.marketingCarrier?.airline.iata ?? ""}${s.marketingCarrier?.flightNumber ?? ""}`;
      return dated(dayOf(s.departure.localDateTime), {
        description: award ? `${flight} (award ticket)` : flight,
        miles,
        bonus: Math.round(miles * profile.bonusRate),
        status: Math.round(miles * (provider.sim.statusPerMile ?? 1)),
        segments: 1,
      });
    }),
  ];
}

function trainRows(it: Itinerary): DatedDraft[] {
  // Amtrak Guest Rewards: 2 points a dollar, the round trip's fare split over its two rides.
  const points = Math.round(it.pricingInfo?.total ?? 0);
  return ((it.segments ?? []) as Segment[]).map((s) =>
    dated(dayOf(s.departure.localDateTime), {
      description: `${s.serviceName ?? "Train"} ${s.scheduleNumber ?? ""} ${s.departure.stationCode} - ${s.arrival.stationCode}`,
      miles: points,
      status: points,
    }),
  );
}

function stayRows(
  provider: ProviderDef,
  profile: AccountProfile,
  trip: TripSlot,
  it: Itinerary,
): DatedDraft[] {
  const nights = `${trip.nights} night${trip.nights > 1 ? "s" : ""}`;
  const hotel = String(it.hotelName ?? provider.providerName);
  const location = (it.address as { city?: string } | undefined)?.city;
  if (isAward(it)) {
    return [
      booking(trip, it, `Free night award - ${hotel} (${nights})`),
      dated(dayOf(String(it.checkOutDate)), {
        description: `Free night award stay at ${hotel} (${nights})`,
        miles: 0,
        status: trip.nights,
        ...(location ? { location } : {}),
      }),
    ];
  }
  const points = Math.round((it.pricingInfo?.cost ?? 0) * (provider.sim.pointsPerDollar ?? 10));
  return [
    dated(dayOf(String(it.checkOutDate)), {
      description: `Stay at ${hotel} (${nights})`,
      miles: points,
      bonus: Math.round(points * profile.bonusRate),
      status: trip.nights,
      ...(location ? { location } : {}),
    }),
  ];
}

function rentalRows(provider: ProviderDef, trip: TripSlot, it: Itinerary): DatedDraft[] {
  const dropoff = it.dropoff as Point | undefined;
  const pickup = it.pickup as Point | undefined;
  if (!dropoff || !pickup) return [];
  const days = Math.max(1, daysBetween(dayOf(pickup.localDateTime), dayOf(dropoff.localDateTime)));
  // National counts rentals toward free days; the others pay about a point per dollar of the rate.
  const points = provider.code === "nationalcar" ? 1 : Math.round(it.pricingInfo?.cost ?? 0);
  const city = pickup.address?.city;
  return [
    dated(dayOf(dropoff.localDateTime), {
      description: `${provider.sim.rentalCompany ?? "Car"} rental, ${days} day${days > 1 ? "s" : ""}`,
      miles: points,
      status: 1,
      ...(city ? { location: `${city} airport` } : {}),
    }),
  ];
}

/** Rows of every trip the account holds that starts between two days, by week. */
export function tripRows(
  provider: ProviderDef,
  profile: AccountProfile,
  from: string,
  to: string,
): Map<number, EntryDraft[]> {
  return byWeek(
    heldTrips(provider, profile, from, to).flatMap((trip): DatedDraft[] => {
      const it = tripItinerary(provider, profile, trip);
      if (!it) return [];
      return it.type === "flight"
        ? flightRows(provider, profile, trip, it)
        : it.type === "train"
          ? trainRows(it)
          : it.type === "hotelReservation"
            ? stayRows(provider, profile, trip, it)
            : it.type === "carRental"
              ? rentalRows(provider, trip, it)
              : [];
    }),
  );
}
