// Source rows → elements: one per flight/train/bus segment, one per hotel stay or car rental.
// Each end gets its place, zone and instant (lib/itineraries/place-zone.ts). Pure.
import { getAirport } from "@/lib/airports/find-airports";
import { servedCityName } from "@/lib/airports/served-city-name";
import { DEFAULT_CHECK_IN, DEFAULT_CHECK_OUT, isCancelled } from "@/lib/itineraries/summarize-itinerary";
import { instantIn, zoneOfPlace } from "@/lib/itineraries/place-zone";
import type { Element, ElementKind, Obj, Place, SourceRow } from "./types";

export const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
export const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
export const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

const KIND: Record<string, ElementKind> = {
  flight: "flight",
  train: "train",
  bus: "bus",
  hotelReservation: "hotel",
  carRental: "car",
};

const cityName = (city: string | null, country: string | null) =>
  city ? (servedCityName(city, country) ?? city) : null;

/** A place from a point `{ airportCode?, stationCode?, name?, localDateTime?, address? }`. */
export function placeOf(point: Obj, local: string | null, defaultTime?: string): Place {
  const addr = obj(point.address);
  const code = str(point.airportCode) ?? str(point.stationCode);
  const airport = str(point.airportCode) ? getAirport(String(point.airportCode)) : undefined;
  const zone = zoneOfPlace(point);
  return {
    name: str(point.name) ?? str(point.hotelName) ?? airport?.name ?? null,
    // An airport's city is the one it serves (NRT → Tokyo), not the town on its postal address
    // (Narita): that is the name a traveller knows, and what trips are named after.
    // Another spelling of an airport's city becomes that city's name ("Lisboa" → "Lisbon"), so a
    // hotel joins the trip of the flights that land there (issue 34 item 6).
    city: airport?.city ?? cityName(str(addr.city), str(addr.countryCode)),
    code: code ? code.toUpperCase() : null,
    lat: num(addr.lat) ?? airport?.lat ?? null,
    lng: num(addr.lng) ?? airport?.lon ?? null,
    countryCode: str(addr.countryCode)?.toUpperCase() ?? airport?.country ?? null,
    local,
    zone,
    at: instantIn(local, zone, defaultTime)?.getTime() ?? null,
  };
}

function element(
  row: SourceRow,
  kind: ElementKind,
  part: Obj,
  index: number,
  start: Place,
  end: Place,
  minimal = false,
): Element {
  return {
    key: `${row.id}#${index}`,
    row,
    kind,
    itinerary: row.data,
    part,
    segmentIndex: index,
    start,
    end,
    minimal,
  };
}

export function explodeRow(row: SourceRow): Element[] {
  const it = row.data;
  const kind = KIND[String(it.type)];
  if (!kind) return []; // types the timeline does not show yet (cruise, event…)
  if (kind === "hotel") {
    const checkIn = str(it.checkInDate);
    const point = { ...it, address: it.address };
    const minimal = !checkIn && isCancelled(it);
    return [
      element(
        row,
        kind,
        it,
        0,
        placeOf(point, checkIn, DEFAULT_CHECK_IN),
        placeOf(point, str(it.checkOutDate), DEFAULT_CHECK_OUT),
        minimal,
      ),
    ];
  }
  if (kind === "car") {
    const pickup = obj(it.pickup);
    const dropoff = obj(it.dropoff);
    const minimal = !str(pickup.localDateTime) && isCancelled(it);
    return [
      element(
        row,
        kind,
        it,
        0,
        placeOf(pickup, str(pickup.localDateTime)),
        placeOf(dropoff, str(dropoff.localDateTime)),
        minimal,
      ),
    ];
  }
  const segments = arr(it.segments);
  if (segments.length === 0) {
    // Spec 3 loyalty variant: a cancelled reservation may lack its segments.
    const empty = placeOf({}, null);
    return isCancelled(it) ? [element(row, kind, {}, 0, empty, empty, true)] : [];
  }
  return segments.map((seg, i) => {
    const dep = obj(seg.departure);
    const arv = obj(seg.arrival);
    return element(
      row,
      kind,
      seg,
      i,
      placeOf(dep, str(dep.localDateTime)),
      placeOf(arv, str(arv.localDateTime)),
    );
  });
}
