// A stay at one of the chain's properties (spec 3 Hotel reservation shape,
// with the loyalty variant's `freeNights` and `cancellationNumber`).
import { addDays, zonedToInstant } from "../data/calendar";
import { addressOf, type Itinerary } from "./itinerary-shapes";
import { cancelledShape, digits, providerInfo, type TripInput } from "./trip-common";
import { hotelsIn } from "./trip-places";

const ROOMS = [
  ["King Room", "1 King Bed, City View"],
  ["Double Queen Room", "2 Queen Beds"],
  ["Junior Suite", "1 King Bed, Separate Living Area"],
] as const;

export function hotelItinerary(input: TripInput): Itinerary {
  const { rng, trip, provider, profile } = input;
  const hotel = rng.pick(hotelsIn(provider.sim.chain ?? "", trip.city)); // the chain's hotel in the trip's city
  const confirmation = digits(rng, 8);
  if (trip.cancelled) {
    return cancelledShape("hotelReservation", input, confirmation, {
      hotelName: hotel.name,
      chainName: provider.providerName,
      cancellationNumber: digits(rng, 9),
    });
  }
  const checkOut = addDays(trip.start, trip.nights);
  const award = rng.chance(0.25);
  const [roomType, roomDescription] = rng.pick(ROOMS);
  const guests = rng.int(1, 2);
  const cost = hotel.ratePerNight * trip.nights;
  const tax = Math.round(cost * 0.14 * 100) / 100;
  return {
    type: "hotelReservation",
    status: "Confirmed",
    reservationDate: trip.bookedOn,
    providerInfo: providerInfo(
      input,
      award
        ? undefined
        : `${Math.round(cost * (provider.sim.pointsPerDollar ?? 10)).toLocaleString("en-US")} points`,
    ),
    confirmationNumbers: [{ number: confirmation, description: "Confirmation number", isPrimary: true }],
    hotelName: hotel.name,
    chainName: provider.providerName,
    address: addressOf(hotel, zonedToInstant(`${trip.start}T15:00`, hotel.timeZoneId)),
    checkInDate: `${trip.start}T15:00:00`,
    checkOutDate: `${checkOut}T11:00:00`,
    phone: hotel.phone,
    guests: [
      {
        name: profile.holderName,
        full: true,
        accountNumbers: [{ number: profile.accountNumber, masked: false }],
      },
    ],
    guestCount: guests,
    kidsCount: 0,
    roomsCount: 1,
    cancellationDeadline: `${addDays(trip.start, -2)}T18:00:00`,
    cancellationPolicy: "Free cancellation until 6 PM local time two days before arrival.",
    isNonRefundable: false,
    rooms: [
      {
        type: roomType,
        description: roomDescription,
        rate: `${hotel.ratePerNight.toFixed(2)} ${hotel.countryCode === "US" ? "USD" : "per night"}`,
        rateType: award ? "Award Night" : "Member Rate",
      },
    ],
    freeNights: award ? trip.nights : 0,
    pricingInfo: award
      ? {
          spentAwards: `${(provider.sim.rewardCost * trip.nights).toLocaleString("en-US")} points`,
          total: 0,
          currencyCode: "USD",
        }
      : { cost, total: cost + tax, currencyCode: "USD", fees: [{ name: "Taxes", charge: tax }] },
  };
}
