// An airport rental (spec 3 Car rental shape).
import { addDays, instantToLocal, zonedToInstant } from "../data/calendar";
import { airport } from "../data/airports";
import { addressOf, type Itinerary } from "./itinerary-shapes";
import { cancelledShape, locator, providerInfo, type TripInput } from "./trip-common";
import { passageOf } from "./trip-arrival";
import { carDesksIn } from "./trip-places";

const QUARTER = 15 * 60_000;
const roundTo15 = (ms: number, round: (n: number) => number) => new Date(round(ms / QUARTER) * QUARTER);

const CARS = [
  ["Intermediate SUV", "Toyota RAV4 or similar"],
  ["Full-size", "Chevrolet Malibu or similar"],
  ["Compact", "Volkswagen Jetta or similar"],
  ["Premium", "Cadillac CT5 or similar"],
] as const;

export function carItinerary(input: TripInput): Itinerary {
  const { rng, trip, provider, profile } = input;
  const company = provider.sim.rentalCompany ?? provider.providerName;
  const confirmation = locator(rng, 10);
  if (trip.cancelled) return cancelledShape("carRental", input, confirmation, { rentalCompany: company });
  // Picked up on arrival in the trip's city, at the airport the person lands at when there is a
  // desk there, after the landing; returned before the flight home (trip-arrival.ts).
  const desks = carDesksIn(trip.city);
  const drawn = rng.pick(desks);
  const passage = passageOf(trip, profile);
  const place = airport(passage && desks.includes(passage.arrivalCode) ? passage.arrivalCode : drawn);
  const at = (local: string) => zonedToInstant(local.slice(0, 16), place.timeZoneId);
  const pickupAt = passage
    ? roundTo15(at(passage.arrivesAt).getTime() + 45 * 60_000, Math.ceil)
    : at(`${trip.start}T10:30`);
  const dropoffAt = passage
    ? roundTo15(at(passage.leavesAt).getTime() - 150 * 60_000, Math.floor)
    : at(`${addDays(trip.start, trip.nights)}T09:00`);
  const [type, model] = rng.pick(CARS);
  const daily = rng.int(45, 130);
  const location = (at: Date, localDateTime: string) => ({
    address: addressOf(
      place,
      at,
      `${company} - ${place.name}, ${place.addressLine}, ${place.city}, ${place.countryName}`,
    ),
    localDateTime,
    openingHours: "Open 24 hours",
    phone: "+1 800-654-3131",
  });
  return {
    type: "carRental",
    status: "Confirmed",
    reservationDate: trip.bookedOn,
    providerInfo: providerInfo(input),
    confirmationNumbers: [{ number: confirmation, description: "Confirmation number", isPrimary: true }],
    pickup: location(pickupAt, instantToLocal(pickupAt, place.timeZoneId)),
    dropoff: location(dropoffAt, instantToLocal(dropoffAt, place.timeZoneId)),
    car: { type, model },
    discounts: [{ name: `${provider.programName} member rate`, code: `CDP${rng.int(100000, 999999)}` }],
    driver: {
      name: profile.holderName,
      full: true,
      accountNumbers: [{ number: profile.accountNumber, masked: false }],
    },
    rentalCompany: company,
    pricingInfo: {
      cost: daily * trip.nights,
      total: Math.round(daily * trip.nights * 1.21),
      currencyCode: place.countryCode === "US" ? "USD" : "EUR",
    },
  };
}
