// Trip grouping and naming (KDE TripGroupManager rules as issue 14 states them), as tables of
// itineraries and the trips they must make.
import { describe, expect, it } from "vitest";
import { groupTrips, UNDATED_CANCELLED } from "./group-trips";
import { mergeRows } from "./merge-items";
import { flight, hotel, row } from "./test-rows";
import type { Obj } from "./types";

const f = (from: string, to: string, dep: string, arr: string, conf = "C-" + from + to + dep) =>
  flight(
    { from, to, dep, arr, number: String(100 + dep.charCodeAt(9) + from.charCodeAt(0)) },
    { confirmationNumbers: [{ number: conf }] },
  );
const h = (name: string, city: string, zone: string, checkIn: string, checkOut: string) =>
  hotel(name, city, checkIn, checkOut, {
    address: { city, timezoneId: zone },
    confirmationNumbers: [{ number: `H-${name}-${checkIn}` }],
  });

function trips(data: Obj[]) {
  const items = mergeRows(data.map((d) => row(d)));
  return groupTrips(items).map((t) => ({ name: t.name, size: t.itemKeys.length }));
}

const CASES: [string, Obj[], { name: string; size: number }[]][] = [
  [
    "out, hotel, back: one trip named after the hotel city",
    [
      f("BOS", "KEF", "2027-03-13T20:30", "2027-03-14T06:10"),
      h("Heldout Hotel", "Reykjavík", "Atlantic/Reykjavik", "2027-03-14", "2027-03-18"),
      f("KEF", "BOS", "2027-03-18T17:00", "2027-03-18T19:05"),
    ],
    [{ name: "Reykjavík, March 2027", size: 3 }],
  ],
  [
    "an airport's trip is named after the city it serves, not the town on its postal address",
    [
      flight(
        { from: "LAX", to: "NRT", dep: "2026-11-20T11:00", arr: "2026-11-21T15:30" },
        {
          segments: [
            {
              departure: { airportCode: "LAX", localDateTime: "2026-11-20T11:00" },
              arrival: {
                airportCode: "NRT",
                localDateTime: "2026-11-21T15:30",
                address: { city: "Narita", countryCode: "JP" },
              },
              marketingCarrier: { airline: { iata: "JL", name: "Japan Airlines" }, flightNumber: "61" },
            },
          ],
        },
      ),
    ],
    [{ name: "Tokyo, November 2026", size: 1 }],
  ],
  [
    "a gap: two unrelated flights weeks apart are two trips",
    [
      f("BOS", "DEN", "2027-03-01T08:00", "2027-03-01T11:00"),
      f("JFK", "CDG", "2027-04-10T19:00", "2027-04-11T08:30"),
    ],
    [
      { name: "Denver, March 2027", size: 1 },
      { name: "Paris, April 2027", size: 1 },
    ],
  ],
  [
    "home: returning to the start ends the trip, the next departure starts another",
    [
      f("BOS", "KEF", "2027-03-13T20:30", "2027-03-14T06:10"),
      f("KEF", "BOS", "2027-03-16T17:00", "2027-03-16T19:05"),
      f("BOS", "DEN", "2027-03-17T08:00", "2027-03-17T11:00"),
    ],
    [
      { name: "Reykjavík, March 2027", size: 2 },
      { name: "Denver, March 2027", size: 1 },
    ],
  ],
  [
    "overnight stop in the same city connects; a round trip is named after its longest stop",
    [
      f("BOS", "LHR", "2027-05-01T21:00", "2027-05-02T08:30"),
      f("LHR", "ATH", "2027-05-03T09:00", "2027-05-03T15:00"),
      f("ATH", "LHR", "2027-05-09T10:00", "2027-05-09T12:00"),
      f("LHR", "BOS", "2027-05-09T15:00", "2027-05-09T17:30"),
    ],
    [{ name: "Athens, May 2027", size: 4 }],
  ],
  [
    "other airports, same day, under 4 hours: connected (Newark → LaGuardia)",
    [
      f("DEN", "EWR", "2027-06-01T07:00", "2027-06-01T12:30"),
      f("LGA", "BOS", "2027-06-01T15:30", "2027-06-01T16:45"),
    ],
    [{ name: "Boston, June 2027", size: 2 }],
  ],
  [
    "other airports, more than 4 hours apart: not connected",
    [
      f("DEN", "EWR", "2027-06-01T07:00", "2027-06-01T12:30"),
      f("LGA", "BOS", "2027-06-01T17:00", "2027-06-01T18:15"),
    ],
    [
      { name: "Newark, June 2027", size: 1 },
      { name: "Boston, June 2027", size: 1 },
    ],
  ],
  [
    "a shared confirmation number keeps items together across a gap in places",
    [
      f("BOS", "KEF", "2027-03-13T20:30", "2027-03-14T06:10", "PNR1"),
      f("CDG", "BOS", "2027-03-19T10:00", "2027-03-19T12:30", "PNR1"),
    ],
    [{ name: "Reykjavík, March 2027", size: 2 }],
  ],
  [
    "at most 20 days",
    [
      f("BOS", "KEF", "2027-03-01T20:30", "2027-03-02T06:10"),
      f("KEF", "BOS", "2027-03-25T17:00", "2027-03-25T19:05"),
    ],
    [
      { name: "Reykjavík, March 2027", size: 1 },
      { name: "Boston, March 2027", size: 1 },
    ],
  ],
  [
    "months spanned are named",
    [
      f("BOS", "LIS", "2027-03-28T20:00", "2027-03-29T07:00"),
      h("Heldout Lisboa", "Lisbon", "Europe/Lisbon", "2027-03-29", "2027-04-03"),
      f("LIS", "BOS", "2027-04-03T11:00", "2027-04-03T14:00"),
    ],
    [{ name: "Lisbon, March/April 2027", size: 3 }],
  ],
  [
    // Issue 34 item 6: no coordinates, no zone given — the zone comes from the city, in any spelling.
    "a hotel in 'Lisboa, PT' without coordinates joins the Lisbon trip",
    [
      f("BOS", "LIS", "2027-03-15T20:00", "2027-03-16T07:00"),
      hotel("Heldout Lisboa", "Lisboa", "2027-03-16", "2027-03-20", {
        address: { text: "Lisboa, PT", city: "Lisboa", countryCode: "PT", timezoneId: undefined },
      }),
      f("LIS", "BOS", "2027-03-20T11:00", "2027-03-20T14:00"),
    ],
    [{ name: "Lisbon, March 2027", size: 3 }],
  ],
  [
    "a dated stay whose place has no known zone is still dated, in its place in time",
    [
      f("BOS", "LIS", "2027-03-15T20:00", "2027-03-16T07:00"),
      hotel("Heldout Nowhere", "Qwzxv", "2027-03-16", "2027-03-20", {
        address: { city: "Qwzxv", timezoneId: undefined },
      }),
      f("LIS", "BOS", "2027-03-20T11:00", "2027-03-20T14:00"),
    ],
    [
      { name: "Qwzxv, March 2027", size: 2 },
      { name: "Boston, March 2027", size: 1 },
    ],
  ],
];

describe("trip grouping", () => {
  it.each(CASES)("%s", (_name, data, expected) => {
    expect(trips(data)).toEqual(expected);
  });

  it("cancellations with no dates are one group after the dated trips, not a trip each", () => {
    const minimal = (type: string, number: string, extra: Obj = {}) => ({
      type,
      cancelled: true,
      confirmationNumbers: [{ number }],
      ...extra,
    });
    const data = [
      minimal("flight", "ZSZSL4"),
      f("BOS", "DEN", "2027-03-01T08:00", "2027-03-01T11:00"),
      minimal("hotelReservation", "47480200", { hotelName: "London Marriott Hotel County Hall" }),
    ];
    expect(trips(data)).toEqual([
      { name: "Denver, March 2027", size: 1 },
      { name: UNDATED_CANCELLED, size: 2 },
    ]);
    const [, undated] = groupTrips(mergeRows(data.map((d) => row(d))));
    expect(undated).toMatchObject({ start: null, end: null });
  });

  it("a trip the user edited keeps its items and name; the rest is grouped around it", () => {
    const rows = [
      f("BOS", "KEF", "2027-03-13T20:30", "2027-03-14T06:10"),
      f("KEF", "BOS", "2027-03-16T17:00", "2027-03-16T19:05"),
    ].map((d) => row(d));
    const items = mergeRows(rows);
    const manual = { id: "trip1", name: "Aurora hunt", itemKeys: [items[1]!.key] };
    const result = groupTrips(items, [manual]);
    expect(result.map((t) => [t.name, t.manual, t.itemKeys.length])).toEqual([
      ["Reykjavík, March 2027", false, 1],
      ["Aurora hunt", true, 1],
    ]);
  });
});
