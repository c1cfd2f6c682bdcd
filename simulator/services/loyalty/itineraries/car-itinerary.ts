// An airport rental (spec 3 Car rental shape).
import { addDays, zonedToInstant } from "../data/calendar";
import { airport } from "../data/airports";
import { addressOf, type Itinerary } from "./itinerary-shapes";
import { cancelledShape, locator, providerInfo, type TripInput } from "./trip-common";
import { carDesksIn } from "./trip-places";

const CARS = [["Intermediate SUV", "Toyota RAV4 or similar"], ["Full-size", "Chevrolet Malibu or similar"], ["Compact", "Volkswagen Jetta or similar"], ["Premium", "Cadillac CT5 or similar"]] as const;

export function carItinerary(input: TripInput): Itinerary {
  const { rng, trip, provider, profile } = input;
  const company = provider.sim.rentalCompany ?? provider.providerName;
  const confirmation = locator(rng, 10);
  if (trip.cancelled) return cancelledShape("carRental", input, confirmation, { rentalCompany: company });
  const place = airport(rng.pick(carDesksIn(trip.city))); // picked up on arrival in the trip's city
  const pickupAt = zonedToInstant(`${trip.start}T10:30`, place.timeZoneId);
  const dropoffDay = addDays(trip.start, trip.nights);
  const dropoffAt = zonedToInstant(`${dropoffDay}T09:00`, place.timeZoneId);
  const [type, model] = rng.pick(CARS);
  const daily = rng.int(45, 130);
  const location = (at: Date, localDateTime: string) => ({
    address: addressOf(place, at, `${company} - ${place.name}, ${place.addressLine}, ${place.city}, ${place.countryName}`),
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
    pickup: location(pickupAt, `${trip.start}T10:30:00`),
    dropoff: location(dropoffAt, `${dropoffDay}T09:00:00`),
    car: { type, model },
    discounts: [{ name: `${provider.programName} member rate`, code: `CDP${rng.int(100000, 999999)}` }],
    driver: { name: profile.holderName, full: true, accountNumbers: [{ number: profile.accountNumber, masked: false }] },
    rentalCompany: company,
    pricingInfo: { cost: daily * trip.nights, total: Math.round(daily * trip.nights * 1.21), currencyCode: place.countryCode === "US" ? "USD" : "EUR" },
  };
}
