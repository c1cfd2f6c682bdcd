// Merge rules per type (KDE MergeUtil as issue 14 states them), as a table of pairs of source
// rows and the expected number of timeline items, then the value-merging rules.
import { describe, expect, it } from "vitest";
import { explodeRow } from "./explode-rows";
import { mergeRows } from "./merge-items";
import { isSameReservation, normalizeTrainNumber } from "./same-reservation";
import { flight, ground, hotel, row, station } from "./test-rows";
import type { Obj } from "./types";

const BOS_KEF = { from: "BOS", to: "KEF", dep: "2027-03-13T20:30:00", arr: "2027-03-14T06:10:00" };
const car = (conf: string | null, model: string | null, pickup: string): Obj => ({
  type: "carRental",
  rentalCompany: "Heldout Cars",
  ...(conf ? { confirmationNumbers: [{ number: conf }] } : {}),
  ...(model ? { car: { model } } : {}),
  pickup: { localDateTime: pickup, address: { addressLine: "Denver Airport", timezoneId: "America/Denver" } },
  dropoff: { localDateTime: "2027-06-05T10:00", address: { city: "Denver", timezoneId: "America/Denver" } },
});

const CASES: [string, Obj, Obj, number][] = [
  // flights
  ["same flight from two sources", flight(BOS_KEF), flight(BOS_KEF), 1],
  [
    "missing confirmation number never blocks",
    flight(BOS_KEF),
    flight(BOS_KEF, { confirmationNumbers: [] }),
    1,
  ],
  [
    "conflicting confirmation numbers reject",
    flight(BOS_KEF),
    flight(BOS_KEF, { confirmationNumbers: [{ number: "XYZ999" }] }),
    2,
  ],
  ["same airline, other flight number", flight(BOS_KEF), flight({ ...BOS_KEF, number: "214" }), 2],
  [
    "flight number with airline prefix and zeros",
    flight(BOS_KEF),
    flight({ ...BOS_KEF, number: "HX0212" }),
    1,
  ],
  [
    "codeshare: other airline, same day and time",
    flight(BOS_KEF),
    flight({ ...BOS_KEF, airline: "AB", number: "5212" }),
    1,
  ],
  [
    "codeshare: other airline but conflicting time",
    flight(BOS_KEF),
    flight({ ...BOS_KEF, airline: "AB", number: "5212", dep: "2027-03-13T22:00:00" }),
    2,
  ],
  [
    "KL8457 vs AF8457 on other days",
    flight({ ...BOS_KEF, airline: "KL", number: "8457" }),
    flight({
      ...BOS_KEF,
      airline: "AF",
      number: "8457",
      dep: "2027-03-14T20:30:00",
      arr: "2027-03-15T06:10:00",
    }),
    2,
  ],
  ["conflicting departure airport", flight(BOS_KEF), flight({ ...BOS_KEF, from: "JFK" }), 2],
  ["conflicting departure day", flight(BOS_KEF), flight({ ...BOS_KEF, dep: "2027-03-14T20:30:00" }), 2],
  [
    "traveller in airline order matches",
    flight(BOS_KEF, { travelers: [{ name: "DOE/JOHN MR" }] }),
    flight(BOS_KEF),
    1,
  ],
  [
    "another traveller on the same booking: one item",
    flight(BOS_KEF, { travelers: [{ name: "Jane Doe" }] }),
    flight(BOS_KEF),
    1,
  ],
  // trains
  [
    "ICE 578 = InterCityExpress 578",
    ground("train", {
      scheduleNumber: "ICE 578",
      departure: station("Berlin Hbf", "2027-05-02T09:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T10:45"),
    }),
    ground("train", {
      scheduleNumber: "578",
      trainInfo: { type: "InterCityExpress" },
      departure: station("Berlin Hbf", "2027-05-02T09:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T10:45"),
    }),
    1,
  ],
  [
    "train: other departure time",
    ground("train", {
      scheduleNumber: "ICE 578",
      departure: station("Berlin Hbf", "2027-05-02T09:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T10:45"),
    }),
    ground("train", {
      scheduleNumber: "ICE 578",
      departure: station("Berlin Hbf", "2027-05-02T11:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T12:45"),
    }),
    2,
  ],
  [
    "train: other numbers",
    ground("train", {
      scheduleNumber: "ICE 578",
      departure: station("Berlin Hbf", "2027-05-02T09:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T10:45"),
    }),
    ground("train", {
      scheduleNumber: "IC 2000",
      departure: station("Berlin Hbf", "2027-05-02T09:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T10:45"),
    }),
    2,
  ],
  [
    "train without numbers: same stations",
    ground("train", {
      departure: station("Berlin Hbf", "2027-05-02T09:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T10:45"),
    }),
    ground("train", {
      departure: station("Berlin Hbf", "2027-05-02T09:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T10:46"),
    }),
    1,
  ],
  // buses
  [
    "bus: same time and number",
    ground("bus", {
      scheduleNumber: "4",
      departure: station("Boston South", "2027-05-02T09:00", "America/New_York"),
      arrival: station("New York Port", "2027-05-02T13:30", "America/New_York"),
    }),
    ground("bus", {
      scheduleNumber: "4",
      departure: station("Boston South", "2027-05-02T09:00", "America/New_York"),
      arrival: station("New York Port", "2027-05-02T13:30", "America/New_York"),
    }),
    1,
  ],
  [
    "bus: no number, same stops",
    ground("bus", {
      departure: station("Boston South", "2027-05-02T09:00", "America/New_York"),
      arrival: station("New York Port", "2027-05-02T13:30", "America/New_York"),
    }),
    ground("bus", {
      departure: station("Boston South", "2027-05-02T09:00", "America/New_York"),
      arrival: station("New York Port", "2027-05-02T13:30", "America/New_York"),
    }),
    1,
  ],
  [
    "bus: departure time missing on one side",
    ground("bus", {
      scheduleNumber: "4",
      departure: station("Boston South", "2027-05-02", "America/New_York"),
      arrival: station("New York Port", "2027-05-02T13:30", "America/New_York"),
    }),
    ground("bus", {
      scheduleNumber: "4",
      departure: station("Boston South", "2027-05-02T09:00", "America/New_York"),
      arrival: station("New York Port", "2027-05-02T13:30", "America/New_York"),
    }),
    2,
  ],
  // hotels
  [
    "hotel: same name and check-in day, other hours",
    hotel("Heldout Hotel", "Reykjavík", "2027-03-14T10:00", "2027-03-18"),
    hotel("HELDOUT HOTEL", "Reykjavik", "2027-03-14T15:00", "2027-03-18"),
    1,
  ],
  [
    "hotel: other check-in day",
    hotel("Heldout Hotel", "Reykjavík", "2027-03-14", "2027-03-18"),
    hotel("Heldout Hotel", "Reykjavík", "2027-03-15", "2027-03-18"),
    2,
  ],
  [
    "hotel: same name, other city",
    hotel("Heldout Hotel", "Reykjavík", "2027-03-14", "2027-03-18"),
    hotel("Heldout Hotel", "Akureyri", "2027-03-14", "2027-03-18"),
    2,
  ],
  // car rentals
  [
    "car: same confirmation, car and pick-up day",
    car("C1", "Toyota RAV4", "2027-06-01T10:00"),
    car("C1", "toyota rav4", "2027-06-01T12:00"),
    1,
  ],
  [
    "car: one confirmation missing (strict, as KDE)",
    car("C1", "Toyota RAV4", "2027-06-01T10:00"),
    car(null, "Toyota RAV4", "2027-06-01T10:00"),
    2,
  ],
  [
    "car: other car",
    car("C1", "Toyota RAV4", "2027-06-01T10:00"),
    car("C1", "Ford Focus", "2027-06-01T10:00"),
    2,
  ],
  [
    "car: car unknown on one side",
    car("C1", "Toyota RAV4", "2027-06-01T10:00"),
    car("C1", null, "2027-06-01T10:00"),
    1,
  ],
];

describe("merge rules per type", () => {
  it.each(CASES)("%s", (_name, a, b, items) => {
    expect(mergeRows([row(a), row(b)])).toHaveLength(items);
  });
});

describe("reservation-level rules", () => {
  const el = (data: Obj) => explodeRow(row(data))[0]!;
  it("conflicting seats are not the same reservation (order ignored)", () => {
    const seats = (s: string[]) =>
      flight(BOS_KEF, { segments: [{ ...(flight(BOS_KEF).segments as Obj[])[0], seats: s }] });
    expect(isSameReservation(el(seats(["41", "42"])), el(seats(["42", "41"])))).toBe(true);
    expect(isSameReservation(el(seats(["41"])), el(seats(["12C"])))).toBe(false);
  });
  it("another traveller is the same trip but not the same reservation", () => {
    expect(
      isSameReservation(el(flight(BOS_KEF, { travelers: [{ name: "Jane Doe" }] })), el(flight(BOS_KEF))),
    ).toBe(false);
  });
  it.each([
    ["ICE 578", "ice578"],
    ["InterCityExpress 578", "ice578"],
    ["IC 2000", "ic2000"],
    ["RE 13 (20070)", "re20070"],
  ])("train number %s → %s", (raw, norm) => expect(normalizeTrainNumber(raw)).toBe(norm));
});

describe("merging values", () => {
  const seg = (extra: Obj) => ({ ...(flight(BOS_KEF).segments as Obj[])[0], ...extra });
  const older = row(
    flight(BOS_KEF, {
      segments: [
        seg({
          departure: { airportCode: "BOS", localDateTime: BOS_KEF.dep, terminal: "E" },
          cabin: "Economy",
        }),
      ],
    }),
    { updatedAt: new Date("2027-01-01") },
  );

  it("newer source wins, empty never overwrites, both sources listed", () => {
    const newer = row(
      flight(BOS_KEF, { segments: [seg({ cabin: "Business", aircraft: { name: "Boeing 757" } })] }),
      { updatedAt: new Date("2027-02-01"), source: "email", accountId: null, emailId: "em1" },
    );
    const [item] = mergeRows([older, newer]);
    expect(item?.part.cabin).toBe("Business");
    expect((item?.part.departure as Obj).terminal).toBe("E");
    expect(item?.sources.map((s) => s.source)).toEqual(["loyalty", "email"]);
    expect(item?.title).toBe("HX 212 Boston → Reykjavík");
  });

  it("travellers of several rows listed once each, with seats and tickets", () => {
    const a = row(
      flight(BOS_KEF, { travelers: [{ name: "DOE/JOHN MR", ticketNumbers: [{ number: "1234" }] }] }),
    );
    const b = row(
      flight(BOS_KEF, {
        travelers: [
          { name: "John Doe", seats: [{ seatNumber: "3A", segmentNumber: 0 }] },
          { name: "Jane Doe" },
        ],
      }),
    );
    const [item] = mergeRows([a, b]);
    expect(item?.travelers).toEqual([
      { name: "John Doe", seats: ["3A"], ticketNumbers: ["1234"], accountNumbers: [] },
      { name: "Jane Doe", seats: [], ticketNumbers: [], accountNumbers: [] },
    ]);
  });

  it("a cancellation from a newer source cancels; an older one does not", () => {
    const cancelled = (at: string) =>
      row(flight(BOS_KEF, { status: "Cancelled" }), { updatedAt: new Date(at) });
    expect(mergeRows([older, cancelled("2027-02-01")])[0]?.cancelled).toBe(true);
    const rebooked = row(flight(BOS_KEF, { status: "Confirmed" }), { updatedAt: new Date("2027-03-01") });
    expect(mergeRows([cancelled("2027-02-01"), rebooked])[0]?.cancelled).toBe(false);
  });

  it("a cancellation without trip data (loyalty variant) cancels the item with its confirmation number", () => {
    const minimal = row(
      { type: "flight", cancelled: true, confirmationNumbers: [{ number: "abc123" }] },
      { updatedAt: new Date("2027-02-01") },
    );
    const items = mergeRows([older, minimal]);
    expect(items).toHaveLength(1);
    expect(items[0]?.cancelled).toBe(true);
    expect(items[0]?.start.code).toBe("BOS");
  });

  it("a cancellation without trip data and nothing to merge with is titled by its provider", () => {
    const minimal = row({
      type: "flight",
      cancelled: true,
      providerInfo: { code: "united", name: "United Airlines" },
      confirmationNumbers: [{ number: "ZSZSL4" }],
    });
    const [item] = mergeRows([minimal]);
    expect(item?.title).toBe("United Airlines flight");
    expect(item?.start.at).toBeNull();
  });

  it("is recomputed from the rows: the item key is the oldest source's", () => {
    const newer = row(flight(BOS_KEF), {
      updatedAt: new Date("2027-02-01"),
      firstSeenAt: new Date("2027-02-01"),
    });
    expect(mergeRows([newer, older])[0]?.key).toBe(`${older.id}#0`);
  });
});
