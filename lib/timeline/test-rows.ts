// Builders of source rows for the timeline's table-driven tests and the bench. Pure.
import type { Obj, SourceRow } from "./types";

let counter = 0;

export function row(data: Obj, over: Partial<SourceRow> = {}): SourceRow {
  counter += 1;
  const at = over.updatedAt ?? new Date(Date.UTC(2027, 0, 1) + counter * 1000);
  return {
    id: over.id ?? `row${counter}`,
    source: "loyalty",
    accountId: "acc1",
    emailId: null,
    updatedAt: at,
    firstSeenAt: over.firstSeenAt ?? at,
    ...over,
    data,
  };
}

export function flight(
  seg: { from: string; to: string; dep: string; arr: string; airline?: string; number?: string },
  extra: Obj = {},
): Obj {
  return {
    type: "flight",
    confirmationNumbers: [{ number: "ABC123", isPrimary: true }],
    travelers: [{ name: "John Doe" }],
    segments: [
      {
        departure: { airportCode: seg.from, localDateTime: seg.dep },
        arrival: { airportCode: seg.to, localDateTime: seg.arr },
        marketingCarrier: {
          airline: { iata: seg.airline ?? "HX", name: "Heldout Air" },
          flightNumber: seg.number ?? "212",
        },
      },
    ],
    ...extra,
  };
}

export function hotel(name: string, city: string, checkIn: string, checkOut: string, extra: Obj = {}): Obj {
  return {
    type: "hotelReservation",
    hotelName: name,
    address: { city, timezoneId: "Atlantic/Reykjavik", ...(extra.address as Obj | undefined) },
    checkInDate: checkIn,
    checkOutDate: checkOut,
    confirmationNumbers: [{ number: "H1" }],
    guests: [{ name: "John Doe" }],
    ...extra,
  };
}

export function ground(type: "train" | "bus", seg: Obj, extra: Obj = {}): Obj {
  return {
    type,
    confirmationNumbers: [{ number: "T1" }],
    travelers: [{ name: "John Doe" }],
    segments: [seg],
    ...extra,
  };
}

export function station(name: string, local: string, zone = "Europe/Berlin"): Obj {
  return { name, localDateTime: local, address: { city: name.split(" ")[0], timezoneId: zone } };
}
