import { describe, expect, it } from "vitest";
import { normalizeNode } from "./normalize-node";

describe("normalizeNode: aliases real senders use", () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    [
      "reservationId → reservationNumber",
      { "@type": "FlightReservation", reservationId: "X1" },
      { "@type": "FlightReservation", reservationNumber: "X1" },
    ],
    [
      "checkinDate / checkoutDate → checkinTime / checkoutTime",
      { "@type": "LodgingReservation", checkinDate: "2027-01-01", checkoutDate: "2027-01-03" },
      { "@type": "LodgingReservation", checkinTime: "2027-01-01", checkoutTime: "2027-01-03" },
    ],
    [
      "Confirmed → ReservationConfirmed (URL, https)",
      { "@type": "BusReservation", reservationStatus: "https://schema.org/Confirmed" },
      { "@type": "BusReservation", reservationStatus: "ReservationConfirmed" },
    ],
    [
      "Cancelled → ReservationCancelled",
      { "@type": "BusReservation", reservationStatus: "Cancelled" },
      { "@type": "BusReservation", reservationStatus: "ReservationCancelled" },
    ],
    ["Hotel → LodgingBusiness", { "@type": "Hotel", name: "H" }, { "@type": "LodgingBusiness", name: "H" }],
    [
      "Resort (URL type) → LodgingBusiness",
      { "@type": "http://schema.org/Resort" },
      { "@type": "LodgingBusiness" },
    ],
    [
      "price → totalPrice on a reservation",
      { "@type": "TrainReservation", price: "12" },
      { "@type": "TrainReservation", totalPrice: "12" },
    ],
    [
      "price stays inside a PriceSpecification",
      { "@type": "PriceSpecification", price: 12 },
      { "@type": "PriceSpecification", price: 12 },
    ],
    [
      "BusTrip departureStation → departureBusStop, busCompany → provider",
      { "@type": "BusTrip", departureStation: "A", arrivalStation: "B", busCompany: "Flix" },
      { "@type": "BusTrip", departureBusStop: "A", arrivalBusStop: "B", provider: "Flix" },
    ],
    [
      "TrainTrip trainCompany → provider",
      { "@type": "TrainTrip", trainCompany: "DB" },
      { "@type": "TrainTrip", provider: "DB" },
    ],
    [
      "Flight provider → airline",
      { "@type": "Flight", provider: "LH" },
      { "@type": "Flight", airline: "LH" },
    ],
    [
      "program / memberNumber → programName / membershipNumber",
      { "@type": "ProgramMembership", program: "SkyMiles", memberNumber: "1" },
      { "@type": "ProgramMembership", programName: "SkyMiles", membershipNumber: "1" },
    ],
    [
      "expanded property URLs shortened",
      { "@type": "Flight", "http://schema.org/flightNumber": "48" },
      { "@type": "Flight", flightNumber: "48" },
    ],
    [
      "a JSON-LD value object is its value",
      { "@type": "Flight", departureTime: { "@value": "2027-03-05T06:30:00+01:00", "@type": "DateTime" } },
      { "@type": "Flight", departureTime: "2027-03-05T06:30:00+01:00" },
    ],
    [
      "the canonical name wins when both are sent",
      { "@type": "FlightReservation", reservationId: "old", reservationNumber: "new" },
      { "@type": "FlightReservation", reservationNumber: "new" },
    ],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(normalizeNode(input)).toEqual(expected);
  });

  it("drops keys that would change an object's prototype", () => {
    const node = normalizeNode(
      JSON.parse('{"@type":"FlightReservation","__proto__":{"polluted":true},"reservationNumber":"A"}'),
    ) as Record<string, unknown>;
    expect(node).toEqual({ "@type": "FlightReservation", reservationNumber: "A" });
    expect(node.polluted).toBeUndefined();
    expect(Object.getPrototypeOf(node)).toBe(Object.prototype);
  });

  it("normalizes nested nodes and lists", () => {
    expect(normalizeNode([{ "@type": "LodgingReservation", reservationFor: { "@type": "Motel" } }])).toEqual([
      { "@type": "LodgingReservation", reservationFor: { "@type": "LodgingBusiness" } },
    ]);
  });
});
