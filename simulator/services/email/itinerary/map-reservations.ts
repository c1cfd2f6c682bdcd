// Finds schema.org reservations among normalized nodes, groups them by reservation
// number (one booking → one itinerary with several segments and travelers) and maps
// each group with the mapper of its type.
import { isObject, type JsonObject } from "../markup/json-ld";
import { typeOf } from "../markup/normalize-node";
import type { MappedItinerary } from "./mapped-itinerary";
import { mapCar } from "./map-car";
import { mapFlight } from "./map-flight";
import { mapGround } from "./map-ground";
import { mapHotel } from "./map-hotel";
import { str } from "./node-values";

const MAPPERS: Record<string, (group: JsonObject[]) => MappedItinerary> = {
  FlightReservation: mapFlight,
  LodgingReservation: mapHotel,
  RentalCarReservation: mapCar,
  TrainReservation: (g) => mapGround("train", g),
  BusReservation: (g) => mapGround("bus", g),
};

export interface FoundNodes {
  reservations: JsonObject[];
  memberships: JsonObject[];
}

/** Reservations and ProgramMemberships anywhere in the markup (not inside a reservation). */
export function findNodes(nodes: unknown[]): FoundNodes {
  const found: FoundNodes = { reservations: [], memberships: [] };
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isObject(v)) return;
    const type = typeOf(v) ?? "";
    // `reservationFor` as a list (one reservation for the outbound and the return flight): each
    // element is a reservation of its own, with everything else the reservation says.
    if (type in MAPPERS) {
      const trips = Array.isArray(v.reservationFor) ? v.reservationFor : [v.reservationFor];
      return void found.reservations.push(
        ...(trips.length > 1 ? trips.map((reservationFor: unknown) => ({ ...v, reservationFor })) : [v]),
      );
    }
    if (type === "ProgramMembership") return void found.memberships.push(v);
    if (type === "ReservationPackage") return visit(v.subReservation);
    Object.values(v).forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

export function mapReservations(reservations: JsonObject[]): MappedItinerary[] {
  const groups = new Map<string, JsonObject[]>();
  reservations.forEach((r, i) => {
    const number = str(r, "reservationNumber")?.toUpperCase();
    const key = `${typeOf(r)}|${number ?? `#${i}`}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  });
  return [...groups.values()].map((group) => MAPPERS[typeOf(group[0] ?? {}) ?? ""]!(group));
}
