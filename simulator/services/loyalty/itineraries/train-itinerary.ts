// A Northeast Corridor round trip (spec 3 Train shape).
import { addDays, formatDuration, instantToLocal, zonedToInstant } from "../data/calendar";
import { station } from "../data/rail-stations";
import { addressOf, type Itinerary } from "./itinerary-shapes";
import { cancelledShape, digits, locator, providerInfo, type TripInput } from "./trip-common";
import { railTripsTo } from "./trip-places";

function leg(
  from: string,
  to: string,
  day: string,
  [number, departs, minutes]: [string, string, number],
  service: string,
  miles: number,
  seat: string,
) {
  const origin = station(from);
  const destination = station(to);
  const departAt = zonedToInstant(`${day}T${departs}`, origin.timeZoneId);
  const arriveAt = new Date(departAt.getTime() + minutes * 60_000);
  return {
    scheduleNumber: number,
    serviceName: service,
    trainInfo: { type: service, model: service === "Acela" ? "Avelia Liberty" : "Amfleet I" },
    car: seat.slice(0, 1),
    seats: [seat],
    departure: {
      stationCode: from,
      name: origin.name,
      localDateTime: instantToLocal(departAt, origin.timeZoneId),
      address: addressOf(origin, departAt),
    },
    arrival: {
      stationCode: to,
      name: destination.name,
      localDateTime: instantToLocal(arriveAt, destination.timeZoneId),
      address: addressOf(destination, arriveAt),
    },
    traveledMiles: String(miles),
    cabin: service === "Acela" ? "Business" : "Coach",
    bookingCode: service === "Acela" ? "AB" : "CO",
    duration: formatDuration(minutes),
    meal: "Café car",
    smoking: false,
    stops: service === "Acela" ? 4 : 3,
  };
}

export function trainItinerary(input: TripInput): Itinerary {
  const { rng, trip, profile } = input;
  const confirmation = locator(rng, 6);
  if (trip.cancelled) return cancelledShape("train", input, confirmation);
  const ridden = rng.pick(railTripsTo(trip.city)); // to the trip's city
  const route = ridden.trip;
  const ticket = { number: digits(rng, 13), masked: false };
  return {
    type: "train",
    status: "Confirmed",
    reservationDate: trip.bookedOn,
    providerInfo: providerInfo(input),
    confirmationNumbers: [{ number: confirmation, description: "Reservation number", isPrimary: true }],
    travelers: [
      {
        name: profile.holderName,
        full: true,
        accountNumbers: [{ number: profile.accountNumber, masked: false }],
      },
    ],
    ticketNumbers: [ticket],
    segments: [
      leg(
        ridden.from,
        ridden.to,
        trip.start,
        ridden.out,
        route.service,
        route.miles,
        `${rng.int(2, 6)}${rng.pick(["A", "C", "D"])}`,
      ),
      leg(
        ridden.to,
        ridden.from,
        addDays(trip.start, trip.nights),
        ridden.back,
        route.service,
        route.miles,
        `${rng.int(2, 6)}${rng.pick(["A", "C", "D"])}`,
      ),
    ],
    pricingInfo: { total: rng.int(120, 380), currencyCode: "USD" },
  };
}
