// The same reservation versus the same trip for another traveller (KDE isSame / isSameIncidence),
// on source rows as the timeline reads them.
import { describe, expect, it } from "vitest";
import { explodeRow } from "./explode-rows";
import { isSameIncidence, isSameItem, isSameReservation } from "./same-reservation";
import { flight, ground, hotel, row, station } from "./test-rows";
import type { Obj } from "./types";

const el = (data: Obj) => explodeRow(row(data))[0]!;
const ice = (seat: Obj, traveler = "John Doe") =>
  ground(
    "train",
    {
      scheduleNumber: "ICE 578",
      departure: station("Berlin Hbf", "2027-05-02T09:00"),
      arrival: station("Hamburg Hbf", "2027-05-02T10:45"),
      ...seat,
    },
    { travelers: [{ name: traveler }] },
  );

describe("same reservation or same incidence", () => {
  it.each([
    [
      "same coach and seat",
      ice({ car: "13", seats: ["42"] }),
      ice({ car: "013", seats: ["42"] }),
      true,
      true,
    ],
    ["another coach", ice({ car: "13", seats: ["42"] }), ice({ car: "12", seats: ["42"] }), false, true],
    ["another seat", ice({ car: "13", seats: ["42"] }), ice({ car: "13", seats: ["43"] }), false, true],
    [
      "seat qualifier words ignored, order ignored",
      ice({ seats: ["41 42 43 44"] }),
      ice({ seats: ["41, 42, 44, 43"] }),
      true,
      true,
    ],
    ["another traveller", ice({}), ice({}, "Jane Doe"), false, true],
    ["the traveller as a boarding pass writes them", ice({}), ice({}, "JOHNMR DOE"), true, true],
    [
      "another train",
      ice({}),
      ground("train", {
        scheduleNumber: "EC 578",
        departure: station("Berlin Hbf", "2027-05-02T09:00"),
        arrival: station("Hamburg Hbf", "2027-05-02T10:45"),
      }),
      false,
      false,
    ],
  ])("%s", (_name, a, b, same, incidence) => {
    expect([isSameReservation(el(a), el(b)), isSameReservation(el(b), el(a))]).toEqual([same, same]);
    expect([isSameIncidence(el(a), el(b)), isSameIncidence(el(b), el(a))]).toEqual([incidence, incidence]);
    expect(isSameItem(el(a), el(b))).toBe(incidence);
  });

  it("a hotel stay for another guest is one incidence only with the same check-out day", () => {
    const john = hotel("Glo Hotel Sello", "Espoo", "2017-09-19T15:00", "2017-09-20T12:00");
    const jane = (checkOut: string) =>
      hotel("Glo Hotel Sello", "Espoo", "2017-09-19T15:00", checkOut, { guests: [{ name: "Jane Doe" }] });
    expect(isSameIncidence(el(john), el(jane("2017-09-20T12:00")))).toBe(true);
    expect(isSameIncidence(el(john), el(jane("2017-09-22T12:00")))).toBe(false);
    expect(isSameReservation(el(john), el(jane("2017-09-20T12:00")))).toBe(false);
  });
});

describe("flights (KDE isSameFlight)", () => {
  const BOS_KEF = { from: "BOS", to: "KEF", dep: "2027-03-13T20:30:00", arr: "2027-03-14T06:10:00" };
  it.each([
    ["same airline and number", flight(BOS_KEF), flight(BOS_KEF), true],
    [
      "same airline, numbers unknown",
      flight({ ...BOS_KEF, number: "" }),
      flight({ ...BOS_KEF, number: "" }),
      false,
    ],
    ["same airline, number unknown on one side", flight(BOS_KEF), flight({ ...BOS_KEF, number: "" }), false],
    [
      "codeshare: other airline, same route, day and time",
      flight(BOS_KEF),
      flight({ ...BOS_KEF, airline: "AB", number: "5212" }),
      true,
    ],
    [
      "codeshare, other departure time",
      flight(BOS_KEF),
      flight({ ...BOS_KEF, airline: "AB", number: "5212", dep: "2027-03-13T21:30:00" }),
      false,
    ],
  ])("%s", (_name, a, b, same) => {
    expect([isSameReservation(el(a), el(b)), isSameReservation(el(b), el(a))]).toEqual([same, same]);
  });
});
