// Car rental titles name the pick-up place as a traveller would: its own name, else the airport
// it is at (code, "(XXX)" in the address, or coordinates), else the city — never the street.
import { describe, expect, it } from "vitest";
import { titleOf } from "./item-title";

const car = (pickup: Record<string, unknown>) =>
  titleOf({
    type: "carRental",
    rentalCompany: "Hertz",
    pickup: { localDateTime: "2027-06-01T10:30:00", ...pickup },
  });

describe("car rental titles", () => {
  it("use the location's own name when it has one", () => {
    expect(
      car({
        name: "Heldout Cars Union Station",
        address: { addressLine: "1701 Wynkoop St", city: "Denver" },
      }),
    ).toBe("Hertz · pick-up Heldout Cars Union Station");
  });
  it("name the airport found by the coordinates instead of the street address", () => {
    expect(
      car({
        address: { addressLine: "9000 Airport Blvd", city: "Los Angeles", lat: 33.9425, lng: -118.4081 },
      }),
    ).toBe("Hertz · pick-up Los Angeles Airport");
    expect(
      car({ address: { addressLine: "24530 E 78th Ave", city: "Denver", lat: 39.85, lng: -104.67 } }),
    ).toBe("Hertz · pick-up Denver Airport");
  });
  it("name the airport from a code in the address, with the code where the city has several", () => {
    expect(
      car({
        address: { text: "Hertz - John F. Kennedy International Airport (JFK), Queens", city: "New York" },
      }),
    ).toBe("Hertz · pick-up New York JFK Airport");
  });
  it("fall back to the city, then to the street address", () => {
    expect(car({ address: { addressLine: "12 Main St", city: "Bozeman", lat: 45.68, lng: -111.04 } })).toBe(
      "Hertz · pick-up Bozeman",
    );
    expect(car({ address: { addressLine: "12 Main St" } })).toBe("Hertz · pick-up 12 Main St");
    expect(titleOf({ type: "carRental", rentalCompany: "Hertz", pickup: {} })).toBe("Hertz");
  });
});

describe("a cancelled booking kept without segments", () => {
  it("is named by its provider, else by its kind", () => {
    expect(titleOf({ type: "flight", cancelled: true, providerInfo: { name: "American Airlines" } })).toBe(
      "American Airlines flight",
    );
    expect(titleOf({ type: "train", cancelled: true, providerInfo: { name: "Amtrak" } })).toBe(
      "Amtrak train",
    );
    expect(titleOf({ type: "flight", cancelled: true })).toBe("Flight");
  });
});

// Issue 34 item 11: a train or bus title names its operator ("9014 London → Paris" said nobody's
// train), and names carrying markup are shown as their text.
const ground = (type: string, provider: string | undefined, segment: Record<string, unknown>) =>
  titleOf({
    type,
    ...(provider ? { providerInfo: { name: provider } } : {}),
    segments: [
      {
        departure: { name: "London St Pancras", address: { city: "London" } },
        arrival: { name: "Paris Gare du Nord", address: { city: "Paris" } },
        ...segment,
      },
    ],
  });

describe("train and bus titles", () => {
  it.each([
    ["a bare number", "train", "Eurostar", { scheduleNumber: "9014" }, "Eurostar 9014 London → Paris"],
    [
      "a number that already names the operator",
      "train",
      "Eurostar",
      { scheduleNumber: "9014", serviceName: "Eurostar" },
      "Eurostar 9014 London → Paris",
    ],
    [
      "a train type beside the number",
      "train",
      "Deutsche Bahn",
      { scheduleNumber: "578", trainInfo: { type: "ICE" } },
      "Deutsche Bahn ICE 578 London → Paris",
    ],
    ["a bus", "bus", "FlixBus", { scheduleNumber: "N702" }, "FlixBus N702 London → Paris"],
    ["no number", "bus", "Greyhound", {}, "Greyhound bus London → Paris"],
    ["no provider", "train", undefined, { scheduleNumber: "9014" }, "9014 London → Paris"],
    [
      "an operator name with markup",
      "train",
      "<b>Eurostar</b>",
      { scheduleNumber: "9014" },
      "Eurostar 9014 London → Paris",
    ],
  ])("%s", (_what, type, provider, segment, expected) => {
    expect(ground(type, provider, segment)).toBe(expected);
  });

  it("leaves flights as their airline code and number", () => {
    const flight = {
      type: "flight",
      providerInfo: { name: "Icelandair" },
      segments: [
        {
          marketingCarrier: { airline: { iata: "FI" }, flightNumber: "630" },
          departure: { airportCode: "BOS" },
          arrival: { airportCode: "KEF" },
        },
      ],
    };
    expect(titleOf(flight)).toMatch(/^FI 630 /);
  });
});

describe("names carrying markup", () => {
  it.each([
    ["<b>Hotel</b> Lisboa Plaza", "Hotel Lisboa Plaza · 3 nights"],
    ["<script>alert(1)</script>Grand &amp; Royal", "Grand & Royal · 3 nights"],
    ["<img src=x onerror=alert(1)>", "Hotel stay · 3 nights"],
  ])("a hotel named %j is titled %j", (hotelName, expected) => {
    expect(
      titleOf({ type: "hotelReservation", hotelName, checkInDate: "2027-03-16", checkOutDate: "2027-03-19" }),
    ).toBe(expected);
  });
});
