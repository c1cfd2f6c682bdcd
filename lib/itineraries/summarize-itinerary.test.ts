import { describe, expect, it } from "vitest";
import { instantIn, zoneOfPlace } from "./place-zone";
import { summarizeItinerary } from "./summarize-itinerary";

describe("zoneOfPlace: timezoneId, else offset, else airport, else coordinates", () => {
  it.each([
    [
      "timezoneId wins over everything",
      { airportCode: "JFK", address: { timezoneId: "Europe/Paris", timezone: 3600, lat: 40.6, lng: -73.8 } },
      "Europe/Paris",
    ],
    [
      "an invalid timezoneId falls through to the offset",
      { address: { timezoneId: "Mars/Olympus", timezone: -18000 } },
      "-05:00",
    ],
    ["offset in seconds, half hours too", { address: { timezone: 19800 } }, "+05:30"],
    [
      "airport code when the address has no zone",
      { airportCode: "kef", address: { city: "Keflavík" } },
      "Atlantic/Reykjavik",
    ],
    ["coordinates last", { address: { lat: 52.52, lng: 13.405 } }, "Europe/Berlin"],
    ["nothing known", { address: { city: "Somewhere" } }, null],
  ])("%s", (_name, point, zone) => {
    expect(zoneOfPlace(point)).toBe(zone);
  });
});

describe("instants from wall time + zone, across DST", () => {
  it.each([
    // New York springs forward 2027-03-14 02:00 → 03:00
    ["EST the day before", "2027-03-13T08:00:00", "America/New_York", "2027-03-13T13:00:00.000Z"],
    ["EDT the day after", "2027-03-15T08:00:00", "America/New_York", "2027-03-15T12:00:00.000Z"],
    [
      "a wall time in the gap moves forward",
      "2027-03-14T02:30:00",
      "America/New_York",
      "2027-03-14T07:30:00.000Z",
    ],
    // New York falls back 2027-11-07 02:00 → 01:00: the ambiguous hour is read as the earlier one
    [
      "ambiguous hour → first occurrence",
      "2027-11-07T01:30:00",
      "America/New_York",
      "2027-11-07T05:30:00.000Z",
    ],
    // Europe springs forward on a different Sunday (2027-03-28)
    [
      "London still GMT while New York is on EDT",
      "2027-03-20T12:00:00",
      "Europe/London",
      "2027-03-20T12:00:00.000Z",
    ],
    ["London BST", "2027-03-29T12:00:00", "Europe/London", "2027-03-29T11:00:00.000Z"],
    [
      "southern hemisphere: Sydney AEDT in January",
      "2027-01-10T09:00",
      "Australia/Sydney",
      "2027-01-09T22:00:00.000Z",
    ],
    ["Sydney AEST in July", "2027-07-10T09:00", "Australia/Sydney", "2027-07-09T23:00:00.000Z"],
    ["fixed offset ignores DST", "2027-07-10T09:00", "-05:00", "2027-07-10T14:00:00.000Z"],
  ])("%s", (_name, local, zone, iso) => {
    expect(instantIn(local, zone)?.toISOString()).toBe(iso);
  });

  it("never reads an unknown zone as UTC", () => {
    expect(instantIn("2027-03-13T08:00:00", null)).toBeNull();
  });
});

describe("summarizeItinerary", () => {
  const flight = {
    type: "flight",
    confirmationNumbers: [{ number: "ABC123", isPrimary: true }],
    segments: [
      {
        departure: { airportCode: "BOS", localDateTime: "2027-03-13T20:30:00" }, // EST (before US DST)
        arrival: { airportCode: "KEF", localDateTime: "2027-03-14T06:10:00" },
        marketingCarrier: { airline: { name: "Heldout Air", iata: "HX" }, flightNumber: "212" },
      },
    ],
  };

  it("flight: zones from the airports, title with number and cities", () => {
    const s = summarizeItinerary(flight);
    expect(s.title).toBe("HX 212 Boston → Reykjavík");
    expect(s.startAt?.toISOString()).toBe("2027-03-14T01:30:00.000Z");
    expect(s.endAt?.toISOString()).toBe("2027-03-14T06:10:00.000Z");
    expect(s.confirmationNumber).toBe("ABC123");
  });

  it("hotel: dates only get the usual check-in/out hours in the hotel's zone", () => {
    const s = summarizeItinerary({
      type: "hotelReservation",
      hotelName: "Heldout Beach Resort",
      address: { city: "Miami", lat: 25.79, lng: -80.13 },
      checkInDate: "2027-03-12",
      checkOutDate: "2027-03-16",
    });
    expect(s.title).toBe("Heldout Beach Resort · 4 nights");
    expect(s.startAt?.toISOString()).toBe("2027-03-12T20:00:00.000Z"); // 15:00 EST
    expect(s.endAt?.toISOString()).toBe("2027-03-16T15:00:00.000Z"); // 11:00 EDT
  });

  it("car rental: pick-up place in the title; cancelled from status", () => {
    const s = summarizeItinerary({
      type: "carRental",
      status: "Cancelled",
      rentalCompany: "Heldout Cars",
      pickup: {
        localDateTime: "2027-06-01T10:00",
        address: { addressLine: "Denver Airport", timezoneId: "America/Denver" },
      },
      dropoff: {},
    });
    expect(s.title).toBe("Heldout Cars · pick-up Denver Airport");
    expect(s.cancelled).toBe(true);
    expect(s.startAt?.toISOString()).toBe("2027-06-01T16:00:00.000Z");
    expect(s.endAt).toBeNull();
  });
});
