// TrainReservation / BusReservation groups → spec 3 `train` / `bus`. Same shape
// for both (spec 3: train has the bus fields plus serviceName, trainInfo, car).
// Stations rarely carry coordinates; without them the zone comes from the city
// (an airport city named in the station name: "Paris Gare du Nord" → Paris).
import type { Address, BusItinerary, Person, TrainItinerary } from "../../../contracts/itinerary-shapes";
import { foldText } from "../../../../lib/airports/find-airports";
import type { JsonObject } from "../markup/json-ld";
import { providerForBrand } from "../providers/provider-catalog";
import { toLocalTime, withSourceOffset } from "./local-time";
import type { MappedItinerary } from "./mapped-itinerary";
import { nameOf, obj, str } from "./node-values";
import { AIRPORT_CITIES, airportAddress, countryName, placeAddress, zoneOfPlace } from "./places";
import { commonFields, mergePeople, personOf, seatOf } from "./reservation-common";
import { offsetAtLocal } from "./local-time";

type Kind = "train" | "bus";
type Segment = TrainItinerary["segments"][number];

const FIELDS = {
  train: { from: "departureStation", to: "arrivalStation", number: "trainNumber", name: "trainName" },
  bus: { from: "departureBusStop", to: "arrivalBusStop", number: "busNumber", name: "busName" },
} as const;

export function mapGround(kind: Kind, group: JsonObject[]): MappedItinerary {
  const f = FIELDS[kind];
  const missing = new Set<string>();
  const segments: Segment[] = [];
  const keys: string[] = [];
  const people: Person[] = [];
  let operator: string | undefined;
  for (const r of group) {
    const trip = obj(r, "reservationFor");
    if (!trip) continue;
    operator ??= nameOf(trip, "provider");
    const key = [str(obj(trip, f.from), "name"), str(trip, "departureTime"), str(trip, f.number)].join("|");
    let index = keys.indexOf(key);
    if (index < 0) {
      const dep = station(obj(trip, f.from), str(trip, "departureTime"), "departure", missing);
      const arr = station(obj(trip, f.to), str(trip, "arrivalTime"), "arrival", missing);
      if (!dep || !arr) continue;
      const seg: Segment = {
        departure: dep,
        arrival: arr,
        ...(str(trip, f.number) ? { scheduleNumber: str(trip, f.number) } : {}),
        ...(kind === "train" && str(trip, f.name) ? { serviceName: str(trip, f.name) } : {}),
        ...(kind === "bus" && str(trip, f.name) ? { busInfo: { type: str(trip, f.name) } } : {}),
      };
      index = segments.push(seg) - 1;
      keys.push(key);
    }
    const seg = segments[index];
    const seat = seatOf(r);
    if (seg && seat) {
      seg.seats = [...new Set([...(seg.seats ?? []), seat.seatNumber])];
      if (kind === "train" && seat.car) seg.car = seat.car;
      if (seat.seatType) seg.cabin = seat.seatType;
    }
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
  const provider = providerForBrand(operator, kind === "train" ? ["rail"] : ["bus"]);
  const common = commonFields(group);
  const itinerary = {
    type: kind,
    ...common,
    ...(operator || provider
      ? {
          providerInfo: {
            name: provider?.shortName ?? operator,
            ...(provider ? { code: provider.code } : {}),
          },
        }
      : {}),
    ...(people.length ? { travelers: mergePeople(people) } : {}),
    segments,
  } as TrainItinerary | BusItinerary;
  const requireAll = common.status !== "cancelled";
  return {
    itinerary,
    missingFields: requireAll ? [...missing] : [],
    flightDataMethods: [],
    providerCode: provider?.code,
  };
}

function station(
  node: JsonObject | undefined,
  time: string | undefined,
  side: "departure" | "arrival",
  missing: Set<string>,
) {
  const name = str(node, "name");
  if (!name) missing.add(`${side}.name`);
  const zone = zoneOfPlace(node) ?? cityGuess(name)?.tz;
  const local = toLocalTime(time, zone);
  if (!local || local.dateOnly) missing.add(`${side}.localDateTime`);
  if (!name || !local || local.dateOnly) return undefined;
  const code = str(node, "identifier") ?? str(node, "iataCode");
  return {
    ...(code ? { stationCode: code } : {}),
    name,
    localDateTime: local.local,
    address: withSourceOffset(stationAddress(node ?? {}, name, local.local), local),
  };
}

function stationAddress(node: JsonObject, name: string, local: string): Address {
  const known = placeAddress(node, local);
  if (known) return known;
  const city = cityGuess(name);
  if (!city) return { text: name };
  const { lat: _lat, lng: _lng, ...cityOnly } = airportAddress(city, local);
  return {
    ...cityOnly,
    text: `${name}, ${city.city}, ${countryName(city.country)}`,
    timezone: offsetAtLocal(local, city.tz),
  };
}

function cityGuess(name: string | undefined) {
  if (!name) return undefined;
  const n = ` ${foldText(name)} `;
  return AIRPORT_CITIES.find((a) => n.includes(` ${a.city} `) || n.includes(` ${a.city},`))?.airport;
}
