// The key fields of one reservation the corpus runner compares (issue 33, "Done when": numbers,
// places, instants, names, confirmation numbers, cancellation), read from KDE's expected schema.org
// objects. A time is compared as an instant when KDE's value carries a UTC offset (or is a
// `{"@value", "timezone"}` object), as local wall time when it has none, as a day when it is a date.
export type Kind = "flight" | "train" | "bus" | "hotel" | "car";

export type When = { instant: number } | { wall: string } | { day: string };

export interface KeyFields {
  kind: Kind;
  number?: string; // "UA 110", "EC 119"; flights: IATA designator + number
  from?: string; // IATA code, else the station/place name
  to?: string;
  start?: When;
  end?: When;
  traveller?: string;
  seat?: string;
  confirmation?: string;
  cancelled: boolean;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : Array.isArray(v) ? obj(v[0]) : undefined;
const text = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : undefined;
const typeOf = (o: Obj | undefined) => text(o?.["@type"])?.split("/").pop();

const KINDS: Record<string, Kind> = {
  FlightReservation: "flight",
  TrainReservation: "train",
  BusReservation: "bus",
  LodgingReservation: "hotel",
  RentalCarReservation: "car",
};

/** A schema.org time as KDE writes it: ISO 8601 (offset optional), "MM-dd-yyyy HH:mm" (one of
 *  KDE's fallback patterns, for Eurowings), or a `{"@value", "timezone"}` object. */
export function whenOf(value: unknown): When | undefined {
  const raw = text(obj(value)?.["@value"]) ?? text(value);
  if (!raw) return undefined;
  const us = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/.exec(raw);
  if (us) return { wall: `${us[3]}-${us[1]}-${us[2]}T${us[4]}:${us[5]}` };
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2})?(?:\.\d+)?(Z|[+-]\d{1,2}:?\d{2})?)?$/.exec(raw);
  if (!m) return undefined;
  if (!m[2]) return { day: m[1]! };
  if (!m[3]) return { wall: `${m[1]}T${m[2]}` };
  const o = /^([+-])(\d{1,2}):?(\d{2})$/.exec(m[3]);
  const offset = m[3] === "Z" || !o ? "+00:00" : `${o[1]}${o[2]!.padStart(2, "0")}:${o[3]}`;
  return { instant: Date.parse(`${m[1]}T${m[2]}:00${offset}`) };
}

const placeName = (p: Obj | undefined) => text(p?.iataCode) ?? text(p?.name);

/** Key fields of every reservation of a type the parser maps, in KDE's expected output. */
export function expectedReservations(expected: unknown[]): KeyFields[] {
  const out: KeyFields[] = [];
  for (const node of expected) {
    const r = obj(node);
    const kind = KINDS[typeOf(r) ?? ""];
    if (!r || !kind) continue;
    const trip = obj(r.reservationFor);
    const ticket = obj(r.reservedTicket);
    const common = {
      kind,
      traveller: text(obj(r.underName)?.name),
      seat: text(r.airplaneSeat) ?? text(obj(ticket?.ticketedSeat)?.seatNumber),
      confirmation: text(r.reservationNumber) ?? text(r.reservationId),
      cancelled: /cancel/i.test(text(r.reservationStatus) ?? ""),
    };
    if (kind === "hotel") {
      out.push({
        ...common,
        from: text(trip?.name),
        to: text(trip?.name),
        start: whenOf(r.checkinTime ?? r.checkinDate),
        end: whenOf(r.checkoutTime ?? r.checkoutDate),
      });
    } else if (kind === "car") {
      // A rental desk by its town (spec 3's car point has an address, not a name).
      const town = (p: Obj | undefined) => text(obj(p?.address)?.addressLocality) ?? placeName(p);
      out.push({
        ...common,
        from: town(obj(r.pickupLocation)),
        to: town(obj(r.dropoffLocation) ?? obj(r.pickupLocation)),
        start: whenOf(r.pickupTime),
        end: whenOf(r.dropoffTime),
      });
    } else {
      const [fromKey, toKey, numberKey] =
        kind === "flight"
          ? ["departureAirport", "arrivalAirport", "flightNumber"]
          : kind === "train"
            ? ["departureStation", "arrivalStation", "trainNumber"]
            : ["departureBusStop", "arrivalBusStop", "busNumber"];
      // A train's number as the timeline prints it: its name (service) in front ("TGV 5119").
      const service = kind === "train" ? text(trip?.trainName) : undefined;
      const plain = text(trip?.[numberKey]);
      const digits =
        service && plain && !plain.toLowerCase().startsWith(service.toLowerCase())
          ? `${service} ${plain}`
          : plain;
      const airline = kind === "flight" ? text(obj(trip?.airline)?.iataCode) : undefined;
      const day = text(trip?.departureDay);
      out.push({
        ...common,
        number: digits ? [airline, digits].filter(Boolean).join(" ") : undefined,
        from: placeName(obj(trip?.[fromKey])),
        to: placeName(obj(trip?.[toKey])),
        start: whenOf(trip?.departureTime) ?? (day ? { day } : undefined),
        end: whenOf(trip?.arrivalTime),
      });
    }
  }
  return out;
}
