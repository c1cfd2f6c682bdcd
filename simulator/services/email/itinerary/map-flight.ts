// FlightReservation groups → a spec 3 `flight` itinerary. Reservations sharing a
// reservation number are one booking: each distinct flight is a segment, each
// underName a traveler with their own seats (per segment) and ticket number.
import tzLookup from "@photostructure/tz-lookup";
import type { FlightItinerary, Person } from "../../../contracts/itinerary-shapes";
import { distanceKm, type Airport } from "../../../../lib/airports/find-airports";
import type { JsonObject } from "../markup/json-ld";
import { providerForAirline } from "../providers/provider-catalog";
import { describeAircraft } from "./aircraft";
import { splitFlightNumber } from "./flight-number";
import {
  instantAtAddress,
  instantToLocal,
  localToInstant,
  nextDay,
  offsetAtLocal,
  toLocalTime,
  withSourceOffset,
} from "./local-time";
import { airportByName } from "./airport-by-name";
import { nameOf, num, obj, str } from "./node-values";
import { airportAddress, findAirport } from "./places";
import { commonFields, mergePeople, personOf, seatOf } from "./reservation-common";
import type { MappedItinerary } from "./mapped-itinerary";

type Segment = FlightItinerary["segments"][number];

export function mapFlight(group: JsonObject[]): MappedItinerary {
  const missing = new Set<string>();
  const methods: string[] = [];
  const segments: Segment[] = [];
  const keys: string[] = [];
  const people: Person[] = [];
  for (const r of group) {
    const flight = obj(r, "reservationFor");
    if (!flight) continue;
    const key = segmentKey(flight);
    let index = keys.indexOf(key);
    if (index < 0) {
      const segment = mapSegment(flight, r, missing, methods);
      if (!segment) continue;
      index = segments.push(segment) - 1;
      keys.push(key);
    }
    const seat = seatOf(r);
    const segment = segments[index];
    if (seat && segment) segment.seats = [...new Set([...(segment.seats ?? []), seat.seatNumber])];
    const person = personOf(r);
    if (person) {
      if (seat)
        person.seats = [
          {
            seatNumber: seat.seatNumber,
            segmentNumber: index,
            ...(seat.seatType ? { seatType: seat.seatType } : {}),
          },
        ];
      people.push(person);
    }
  }
  if (segments.length === 0 && !group.some((r) => obj(r, "reservationFor"))) missing.add("segments");
  const common = commonFields(group);
  const marketing = segments[0]?.marketingCarrier?.airline;
  const provider = providerForAirline(marketing?.iata);
  const itinerary: FlightItinerary = {
    type: "flight",
    ...common,
    ...(marketing || provider
      ? {
          providerInfo: {
            ...(marketing?.name ? { name: marketing.name } : {}),
            ...(provider ? { code: provider.code } : {}),
          },
        }
      : {}),
    ...(people.length ? { travelers: mergePeople(people) } : {}),
    segments,
    ...(marketing
      ? {
          issuingCarrier: {
            airline: marketing,
            ...(common.confirmationNumbers
              ? { confirmationNumber: common.confirmationNumbers[0]?.number }
              : {}),
          },
        }
      : {}),
  };
  // A cancellation may carry only the booking number (spec 3: cancelled items may lack data).
  const requireAll = common.status !== "cancelled";
  return {
    itinerary,
    missingFields: requireAll ? [...missing] : [],
    flightDataMethods: methods,
    providerCode: provider?.code,
  };
}

/** Which flight a reservation is for: passengers' reservations may write its number differently
 *  ("HX212" on one, "212" with airline HX on another) and still be one segment. */
function segmentKey(f: JsonObject): string {
  const iata = str(obj(f, "airline"), "iataCode")?.toUpperCase();
  const number = splitFlightNumber(str(f, "flightNumber"), { iata });
  return [
    iata ?? number?.designator,
    number?.number,
    str(airportNode(f, "departureAirport"), "iataCode")?.toUpperCase(),
    str(f, "departureTime")?.slice(0, 10),
  ].join("|");
}

function mapSegment(
  f: JsonObject,
  r: JsonObject,
  missing: Set<string>,
  methods: string[],
): Segment | undefined {
  const airlineNode = obj(f, "airline");
  const airlineCode = airlineNode
    ? undefined
    : str(f, "airline")
        ?.match(/^[A-Z0-9]{2}$/i)?.[0]
        ?.toUpperCase(); // "airline": "DL"
  const given = str(airlineNode, "iataCode")?.toUpperCase() ?? airlineCode;
  const split = splitFlightNumber(str(f, "flightNumber"), {
    iata: given,
    icao: str(airlineNode, "icaoCode"),
  });
  // A 3-letter designator is the airline's ICAO code, never an IATA one.
  const iata = given ?? (split?.designator?.length === 2 ? split.designator : undefined);
  const flightNumber = split?.number;
  const airlineName =
    str(airlineNode, "name") ??
    (airlineCode ? undefined : nameOf(f, "airline")) ??
    providerForAirline(iata)?.shortName;
  if (!flightNumber) missing.add("marketingCarrier.flightNumber");
  if (!airlineName && !iata) missing.add("marketingCarrier.airline");

  const dep = point(
    airportNode(f, "departureAirport"),
    str(f, "departureTime"),
    str(f, "departureTerminal"),
    "departure",
    missing,
    methods,
  );
  const arrAirport = resolveAirport(airportNode(f, "arrivalAirport"));
  let arrTime = str(f, "arrivalTime");
  let arrivalFromSchedule = false;
  if (!arrTime && dep.airport && arrAirport && dep.local) {
    // Fill the arrival from the route's length (what a schedule lookup would give).
    const minutes = Math.round((distanceKm(dep.airport, arrAirport) / 800) * 60 + 30);
    arrTime = `${instantToLocal(new Date(localToInstant(dep.local, dep.airport.tz).getTime() + minutes * 60_000), arrAirport.tz)}`;
    arrivalFromSchedule = true;
    methods.push("ScheduleByFlight");
  }
  const arr = point(
    airportNode(f, "arrivalAirport"),
    arrTime,
    str(f, "arrivalTerminal"),
    "arrival",
    missing,
    methods,
  );
  if (!dep.value || !arr.value) return undefined;
  if (!arrivalFromSchedule) rollArrivalOver(dep.value, arr.value);

  const operated = obj(f, "operatedBy");
  const opIata = str(operated, "iataCode");
  const codeshare = Boolean(operated && (opIata ?? str(operated, "name")) && opIata !== iata);
  // Airline `name` is Req (spec 3 Airline): when neither the markup nor the provider list names the
  // airline, its designator stands in, as for the operating carrier below.
  const airline = {
    name: airlineName ?? iata ?? "",
    ...(iata ? { iata } : {}),
    ...(str(airlineNode, "icaoCode") ? { icao: str(airlineNode, "icaoCode") } : {}),
  };
  const cabin = str(obj(r, "airplaneSeatClass"), "name") ?? str(r, "airplaneSeatClass");
  const aircraft = describeAircraft(nameOf(f, "aircraft"));
  return {
    departure: dep.value,
    arrival: arr.value,
    marketingCarrier: {
      airline,
      flightNumber: flightNumber ?? "",
      ...(codeshare ? { isCodeshare: true } : {}),
    },
    ...(codeshare && operated
      ? {
          operatingCarrier: {
            airline: {
              name: str(operated, "name") ?? providerForAirline(opIata)?.shortName ?? opIata ?? "",
              ...(opIata ? { iata: opIata } : {}),
            },
            ...(str(operated, "flightNumber") ? { flightNumber: str(operated, "flightNumber") } : {}),
          },
        }
      : {}),
    ...(aircraft ? { aircraft } : {}),
    ...(cabin ? { cabin } : {}),
    ...(str(f, "mealService") ? { meal: str(f, "mealService") } : {}),
    ...(str(f, "estimatedFlightDuration") ? { duration: str(f, "estimatedFlightDuration") } : {}),
    ...(str(f, "flightDistance") ? { traveledMiles: str(f, "flightDistance") } : {}),
    ...(arrivalFromSchedule ? { flightDataMethodUsed: "ScheduleByFlight" } : {}),
  };
}

type Point = Segment["departure"];

/** The airport by its code, else — no code given — by its name (airport-by-name.ts). */
const resolveAirport = (node: JsonObject | undefined): Airport | undefined => {
  const code = str(node, "iataCode");
  return code ? findAirport(code) : airportByName(str(node, "name"));
};

/** An arrival written before the departure by less than a day lost its day rollover (a sender that
 *  prints the arrival's time with the departure's date): it is the next day. */
function rollArrivalOver(dep: Point, arr: Point): void {
  const [from, to] = [
    instantAtAddress(dep.localDateTime, dep.address),
    instantAtAddress(arr.localDateTime, arr.address),
  ];
  if (from === undefined || to === undefined || to >= from || from - to >= 86_400_000 || !arr.localDateTime)
    return;
  arr.localDateTime = nextDay(arr.localDateTime);
  if (arr.address?.timezoneId)
    arr.address = { ...arr.address, timezone: offsetAtLocal(arr.localDateTime, arr.address.timezoneId) };
}

/** An airport as a node, or as a bare string: an IATA code ("JFK") or a name. */
function airportNode(f: JsonObject, key: string): JsonObject | undefined {
  const value = str(f, key);
  if (obj(f, key) || !value) return obj(f, key);
  return /^[A-Z]{3}$/i.test(value) ? { iataCode: value } : { name: value };
}

function point(
  node: JsonObject | undefined,
  time: string | undefined,
  terminal: string | undefined,
  side: "departure" | "arrival",
  missing: Set<string>,
  methods: string[],
): { value?: Point; airport?: Airport; local?: string } {
  const given = str(node, "iataCode")?.toUpperCase();
  const name = str(node, "name");
  const airport = resolveAirport(node);
  const code = given ?? airport?.iata;
  if (!code && !name) {
    missing.add(`${side}.airportCode`);
    return {};
  }
  const local = toLocalTime(time, airport?.tz ?? zoneOfCoordinates(obj(node, "geo")));
  if (!local || local.dateOnly) missing.add(`${side}.localDateTime`);
  if (!name && airport) methods.push("ScheduleByAirport"); // name filled from airport data
  if (!local || local.dateOnly) return { airport };
  const value: Point = {
    ...(airport ? { airportCode: airport.iata } : code ? { airportCode: code } : {}),
    ...(terminal ? { terminal: terminal.replace(/^terminal\s*/i, "") } : {}),
    name: name ?? airport?.name ?? code ?? "",
    localDateTime: local.local,
    address: withSourceOffset(
      airport ? airportAddress(airport, local.local) : { text: name ?? code ?? "" },
      local,
    ),
  };
  return { value, airport, local: local.local };
}

/** An airport we do not know, placed by the `geo` the sender gave it. */
function zoneOfCoordinates(geo: JsonObject | undefined): string | undefined {
  const [lat, lng] = [num(geo, "latitude"), num(geo, "longitude")];
  if (lat === undefined || lng === undefined) return undefined;
  try {
    return tzLookup(lat, lng);
  } catch {
    return undefined; // out-of-range coordinates
  }
}
