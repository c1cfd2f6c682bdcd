// LodgingReservation groups → a spec 3 `hotelReservation`. Several reservations with
// one number are several rooms or guests of the same stay.
import type { HotelDraft } from "../../../contracts/itinerary-shapes";
import type { JsonObject } from "../markup/json-ld";
import { providerForBrand } from "../providers/provider-catalog";
import { toLocalTime, withSourceOffset } from "./local-time";
import type { MappedItinerary } from "./mapped-itinerary";
import { num, obj, str } from "./node-values";
import { placeAddress, zoneOfPlace } from "./places";
import { commonFields, mergePeople, personOf } from "./reservation-common";

export function mapHotel(group: JsonObject[]): MappedItinerary {
  const missing: string[] = [];
  const withPlace = group.find((r) => obj(r, "reservationFor")) ?? group[0] ?? {};
  const hotel = obj(withPlace, "reservationFor") ?? {};
  const zone = zoneOfPlace(hotel);
  const checkIn = toLocalTime(str(withPlace, "checkinTime"), zone);
  const checkOut = toLocalTime(str(withPlace, "checkoutTime"), zone);
  const placed = placeAddress(hotel, checkIn?.local);
  const address = placed && withSourceOffset(placed, checkIn);
  const hotelName = str(hotel, "name");
  if (!hotelName) missing.push("hotelName");
  if (!address) missing.push("address");
  if (!checkIn) missing.push("checkInDate");
  if (!checkOut) missing.push("checkOutDate");
  const provider = providerForBrand(hotelName, ["hotel"]);
  const guests = mergePeople(group.map(personOf).filter((x) => x !== undefined));
  const adults = num(withPlace, "numAdults");
  const kids = num(withPlace, "numChildren");
  const rooms = group
    .map((r) => ({ type: str(r, "lodgingUnitType"), description: str(r, "lodgingUnitDescription") }))
    .filter((room) => room.type || room.description)
    .map((room) => ({
      ...(room.type ? { type: room.type } : {}),
      ...(room.description ? { description: room.description } : {}),
    }));
  const common = commonFields(group);
  const itinerary: HotelDraft = {
    type: "hotelReservation",
    ...common,
    ...(provider
      ? { providerInfo: { name: provider.displayName, code: provider.code }, chainName: provider.shortName }
      : {}),
    ...(hotelName ? { hotelName } : {}),
    ...(address ? { address } : {}),
    ...(checkIn ? { checkInDate: checkIn.local } : {}),
    ...(checkOut ? { checkOutDate: checkOut.local } : {}),
    ...(str(hotel, "telephone") ? { phone: str(hotel, "telephone") } : {}),
    ...(str(hotel, "faxNumber") ? { fax: str(hotel, "faxNumber") } : {}),
    ...(guests.length ? { guests } : {}),
    ...(adults !== undefined ? { guestCount: Math.round(adults) } : {}),
    ...(kids !== undefined ? { kidsCount: Math.round(kids) } : {}),
    roomsCount: Math.max(1, rooms.length),
    ...(rooms.length ? { rooms } : {}),
  };
  const requireAll = common.status !== "cancelled";
  return {
    itinerary,
    missingFields: requireAll ? missing : [],
    flightDataMethods: [],
    providerCode: provider?.code,
  };
}
