// RentalCarReservation → a spec 3 `carRental`. A missing drop-off location means
// the car goes back where it was picked up (what senders leave out most often).
import type { CarRentalDraft } from "../../../contracts/itinerary-shapes";
import type { JsonObject } from "../markup/json-ld";
import { providerForBrand } from "../providers/provider-catalog";
import { toLocalTime, withSourceOffset } from "./local-time";
import type { MappedItinerary } from "./mapped-itinerary";
import { nameOf, obj, str } from "./node-values";
import { placeAddress, zoneOfPlace } from "./places";
import { commonFields, personOf } from "./reservation-common";

export function mapCar(group: JsonObject[]): MappedItinerary {
  const r = group[0] ?? {};
  const missing: string[] = [];
  const car = obj(r, "reservationFor");
  const pickupPlace = obj(r, "pickupLocation");
  const dropoffPlace = obj(r, "dropoffLocation") ?? pickupPlace;
  const pickup = carPoint(pickupPlace, str(r, "pickupTime"), "pickup", missing);
  const dropoff = carPoint(dropoffPlace, str(r, "dropoffTime"), "dropoff", missing);
  const company = nameOf(car, "rentalCompany") ?? nameOf(r, "provider") ?? str(pickupPlace, "name");
  const provider = providerForBrand(company, ["car"]);
  const driver = personOf(r);
  const model = str(car, "name") ?? [nameOf(car, "brand"), str(car, "model")].filter(Boolean).join(" ");
  const common = commonFields(group);
  const itinerary: CarRentalDraft = {
    type: "carRental",
    ...common,
    ...(provider ? { providerInfo: { name: provider.shortName, code: provider.code } } : {}),
    ...(pickup ? { pickup } : {}),
    ...(dropoff ? { dropoff } : {}),
    ...(model || str(car, "bodyType")
      ? {
          car: {
            ...(str(car, "bodyType") ? { type: str(car, "bodyType") } : {}),
            ...(model ? { model } : {}),
            ...(str(car, "image") ? { imageUrl: str(car, "image") } : {}),
          },
        }
      : {}),
    ...(driver ? { driver } : {}),
    ...(company ? { rentalCompany: provider?.shortName ?? company } : {}),
  };
  const requireAll = common.status !== "cancelled";
  return {
    itinerary,
    missingFields: requireAll ? missing : [],
    flightDataMethods: [],
    providerCode: provider?.code,
  };
}

function carPoint(
  place: JsonObject | undefined,
  time: string | undefined,
  side: "pickup" | "dropoff",
  missing: string[],
) {
  const local = toLocalTime(time, zoneOfPlace(place));
  const placed = place ? placeAddress(place, local?.local) : undefined;
  const address = placed && withSourceOffset(placed, local);
  if (!address) missing.push(`${side}.address`);
  if (!local) missing.push(`${side}.localDateTime`);
  if (!address || !local) return undefined;
  return {
    address,
    localDateTime: local.local,
    ...(str(place, "openingHours") ? { openingHours: str(place, "openingHours") } : {}),
    ...(str(place, "telephone") ? { phone: str(place, "telephone") } : {}),
  };
}
