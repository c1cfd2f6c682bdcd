// A round trip on the provider's own routes (spec 3 Flight shape, loyalty variant).
import { addDays, daysBetween, formatDuration, instantToLocal, zonedToInstant } from "../data/calendar";
import { distanceKm } from "../../../../lib/timeline/geo";
import { airport } from "../data/airports";
import { CONNECTION_AIRCRAFT, type Route, type RouteLeg } from "../data/flight-routes";
import { seeded } from "../data/seeded-random";
import { addressOf, type Itinerary } from "./itinerary-shapes";
import { cancelledShape, digits, locator, providerInfo, type TripInput } from "./trip-common";
import { cityOfAirport, routesTo } from "./trip-places";

const TICKET_PREFIX: Record<string, string> = {
  AA: "001",
  DL: "006",
  UA: "016",
  BA: "125",
  AF: "057",
  NH: "205",
  VX: "984",
};
const PHONES: Record<string, string> = {
  AA: "+1 800-433-7300",
  DL: "+1 800-221-1212",
  UA: "+1 800-864-8331",
  BA: "+44 344 493 0787",
  AF: "+33 9 69 39 36 54",
  NH: "+81 3-6741-8800",
  VX: "+1 877-359-8474",
};
const PER_USD: Record<string, number> = { USD: 1, GBP: 0.79, EUR: 0.92, JPY: 150 };
const CABINS = [
  ["Economy", "V"],
  ["Premium Economy", "W"],
  ["Business", "J"],
] as const;

function segment(
  input: TripInput,
  route: Route,
  leg: RouteLeg,
  from: string,
  to: string,
  day: string,
  seat: string,
  cabin: readonly [string, string],
  pnr: string,
) {
  const departs = zonedToInstant(`${day}T${leg.departs}`, airport(from).timeZoneId);
  return segmentAt(input, route, leg, from, to, departs, seat, cabin, pnr);
}

function segmentAt(
  input: TripInput,
  route: Pick<Route, "miles" | "aircraft">,
  leg: RouteLeg,
  from: string,
  to: string,
  departs: Date,
  seat: string,
  cabin: readonly [string, string],
  pnr: string,
) {
  const airline = input.provider.sim.airline ?? { name: input.provider.providerName, iata: "", icao: "" };
  const origin = airport(from);
  const destination = airport(to);
  const arrives = new Date(departs.getTime() + leg.minutes * 60_000);
  return {
    departure: {
      airportCode: from,
      name: origin.name,
      localDateTime: instantToLocal(departs, origin.timeZoneId),
      address: addressOf(origin, departs),
    },
    arrival: {
      airportCode: to,
      name: destination.name,
      localDateTime: instantToLocal(arrives, destination.timeZoneId),
      address: addressOf(destination, arrives),
    },
    marketingCarrier: { airline, flightNumber: leg.flight, confirmationNumber: pnr },
    // regional flying is operated by a subsidiary under the mainline number
    ...(route.aircraft.regional
      ? {
          operatingCarrier: {
            airline: { name: "Envoy Air", iata: "MQ", icao: "ENY" },
            flightNumber: leg.flight,
          },
        }
      : {}),
    seats: [seat],
    aircraft: route.aircraft,
    traveledMiles: String(route.miles),
    cabin: cabin[0],
    bookingCode: cabin[1],
    duration: formatDuration(leg.minutes),
    status: "Confirmed",
    meal:
      leg.minutes > 300
        ? Number(leg.departs.slice(0, 2)) < 12
          ? "Breakfast"
          : "Dinner"
        : "Food for purchase",
    smoking: false,
    stops: 0,
  };
}

type Segment = ReturnType<typeof segmentAt>;

const KM_PER_MILE = 1.609344;
/** Great-circle miles between two airports. */
const milesBetween = (a: string, b: string): number =>
  Math.round(distanceKm(airport(a), airport(b)) / KM_PER_MILE);

const FIVE_MINUTES = 5 * 60_000;
const instantOf = (p: { airportCode: string; localDateTime: string }) =>
  zonedToInstant(p.localDateTime, airport(p.airportCode).timeZoneId).getTime();

/** The flights from home to the hub before `out` and back after `back`: 75–150 minutes to connect,
 *  at a narrow-body's ~8 miles a minute plus taxiing. None when home is the hub's city or abroad. */
function connectionOf(
  input: TripInput,
  hub: string,
  out: Segment,
  back: Segment,
  cabin: readonly [string, string],
  pnr: string,
): { out: Segment; back: Segment } | undefined {
  const home = input.profile.homeAirport;
  if (cityOfAirport(home) === cityOfAirport(hub) || airport(home).countryCode !== airport(hub).countryCode)
    return undefined;
  const rng = seeded(input.profile.seed, "connection", input.trip.index); // its own stream: the trip's other draws stay
  const miles = milesBetween(home, hub);
  const minutes = Math.round((miles / 8 + 30) / 5) * 5;
  const route = { miles, aircraft: CONNECTION_AIRCRAFT };
  const number = rng.int(1000, 2999);
  const outDeparts = new Date(
    Math.floor((instantOf(out.departure) - (minutes + rng.int(75, 150)) * 60_000) / FIVE_MINUTES) *
      FIVE_MINUTES,
  );
  const backDeparts = new Date(
    Math.ceil((instantOf(back.arrival) + rng.int(75, 150) * 60_000) / FIVE_MINUTES) * FIVE_MINUTES,
  );
  const seat = `${rng.int(cabin[0] === "Business" ? 1 : 12, cabin[0] === "Business" ? 4 : 30)}${rng.pick(["A", "C", "D", "F"])}`;
  return {
    out: segmentAt(
      input,
      route,
      { flight: String(number), departs: "", minutes },
      home,
      hub,
      outDeparts,
      seat,
      cabin,
      pnr,
    ),
    back: segmentAt(
      input,
      route,
      { flight: String(number + 1), departs: "", minutes },
      hub,
      home,
      backDeparts,
      seat,
      cabin,
      pnr,
    ),
  };
}

export function flightItinerary(input: TripInput): Itinerary {
  const { rng, trip, provider, profile } = input;
  const airline = provider.sim.airline ?? { name: provider.providerName, iata: "", icao: "" };
  const pnr = locator(rng);
  if (trip.cancelled) return cancelledShape("flight", input, pnr);
  // to the trip's city (trip-schedule.ts gives a flight only to an airline flying there), from the
  // person's home when the airline flies from there
  const routes = routesTo(airline.iata, trip.city);
  const fromHome = routes.filter((r) => cityOfAirport(r.from) === cityOfAirport(profile.homeAirport));
  const flown = rng.pick(fromHome.length ? fromHome : routes);
  const route = flown.route;
  const cabin = rng.pick(CABINS);
  const row = rng.int(cabin[0] === "Business" ? 1 : 20, cabin[0] === "Business" ? 9 : 38);
  const seats = [`${row}${rng.pick(["A", "C", "D", "F"])}`, `${row}${rng.pick(["A", "C", "D", "F"])}`];
  const ticket = { number: `${TICKET_PREFIX[airline.iata] ?? "000"}${digits(rng, 10)}`, masked: false };
  const phone = { number: PHONES[airline.iata] ?? "+1 800-000-0000", description: "Reservations" };
  // The trip's first day is the day of arrival (the hotel and the car start then): an overnight
  // flight leaves the evening before.
  const onStart = segment(
    input,
    route,
    flown.out,
    flown.from,
    flown.to,
    trip.start,
    seats[0] ?? "1A",
    cabin,
    pnr,
  );
  const early = daysBetween(trip.start, onStart.arrival.localDateTime.slice(0, 10));
  const out =
    early > 0
      ? segment(
          input,
          route,
          flown.out,
          flown.from,
          flown.to,
          addDays(trip.start, -early),
          seats[0] ?? "1A",
          cabin,
          pnr,
        )
      : onStart;
  const back = segment(
    input,
    route,
    flown.back,
    flown.to,
    flown.from,
    addDays(trip.start, trip.nights),
    seats[1] ?? "1A",
    cabin,
    pnr,
  );
  // A route from the airline's hub, not from home: the person connects there from home and back,
  // on the same booking, when home is in the hub's country (JFK → DFW → NRT).
  const connection = fromHome.length ? undefined : connectionOf(input, flown.from, out, back, cabin, pnr);
  const segments = connection ? [connection.out, out, back, connection.back] : [out, back];
  const flownMiles = segments.reduce((sum, s) => sum + Number(s.traveledMiles), 0);
  const award = rng.chance(0.3);
  const perUsd = PER_USD[provider.sim.currency] ?? 1;
  const fare = Math.round(route.miles * (cabin[0] === "Business" ? 1.9 : 0.35) * 2 * perUsd);
  const taxes = Math.round((route.miles * 0.04 + 45) * perUsd);
  return {
    type: "flight",
    status: "Confirmed",
    reservationDate: trip.bookedOn,
    providerInfo: providerInfo(input, award ? undefined : `${flownMiles.toLocaleString("en-US")} miles`),
    confirmationNumbers: [{ number: pnr, description: "Record locator", isPrimary: true }],
    phoneNumbers: [phone],
    travelers: [
      {
        name: profile.holderName.toUpperCase(),
        full: true,
        accountNumbers: [{ number: profile.accountNumber, masked: false, description: provider.programName }],
        ticketNumbers: [ticket],
        // one seat per segment, in the segments' order
        seats: segments
          .map((s) => s.seats[0] ?? "")
          .map((seatNumber, segmentNumber) => ({
            seatNumber,
            segmentNumber,
            seatType: /[AF]$/.test(seatNumber) ? "Window" : "Aisle",
          })),
      },
    ],
    segments,
    issuingCarrier: { airline, confirmationNumber: pnr, phoneNumbers: [phone], ticketNumbers: [ticket] },
    pricingInfo: award
      ? {
          spentAwards: `${(route.miles * 20).toLocaleString("en-US")} miles`,
          total: taxes,
          currencyCode: provider.sim.currency,
          fees: [{ name: "Taxes and fees", charge: taxes }],
        }
      : {
          total: fare + taxes,
          cost: fare,
          currencyCode: provider.sim.currency,
          fees: [{ name: "Taxes, fees and carrier-imposed charges", charge: taxes }],
        },
  };
}
