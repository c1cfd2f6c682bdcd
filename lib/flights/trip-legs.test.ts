// How a flight search fans out (issue 38): legs by trip type, airports typed with commas or as a
// metropolitan code (from lib/airports/city-codes.json), flexible days, and the request count.
import { describe, expect, it } from "vitest";
import {
  fieldAirports,
  isPlainSearch,
  legDates,
  MAX_REQUESTS,
  planTrip,
  requestCount,
  requestCountProblem,
  tripLegs,
} from "@/lib/flights/trip-legs";

const today = () => "2027-01-10";

describe("tripLegs", () => {
  it.each([
    {
      name: "one way",
      t: { from: "BOS", to: "KEF", date: "2027-03-01" },
      want: [["BOS", "KEF", "2027-03-01", 0]],
    },
    {
      name: "round trip: back from where it went",
      t: {
        trip: "roundTrip" as const,
        from: "BOS",
        to: "KEF",
        date: "2027-03-01",
        flex: 2,
        returnDate: "2027-03-08",
        returnFlex: 1,
      },
      want: [
        ["BOS", "KEF", "2027-03-01", 2],
        ["KEF", "BOS", "2027-03-08", 1],
      ],
    },
    {
      name: "multi-city",
      t: {
        trip: "multiCity" as const,
        from: "BOS",
        to: "KEF",
        date: "2027-03-01",
        nextLegs: [{ from: "KEF", to: "CDG", date: "2027-03-05" }],
      },
      want: [
        ["BOS", "KEF", "2027-03-01", 0],
        ["KEF", "CDG", "2027-03-05", 0],
      ],
    },
  ])("$name", ({ t, want }) => {
    expect(tripLegs(t).map((l) => [l.from, l.to, l.date, l.flex])).toEqual(want);
  });
});

describe("airports of a field", () => {
  it.each([
    ["JFK", ["JFK"]],
    ["jfk, EWR", ["JFK", "EWR"]],
    ["JFK,JFK", ["JFK"]],
    ["NYC", ["EWR", "HPN", "JFK", "LGA"]],
    ["LON", ["LCY", "LGW", "LHR", "LTN", "SEN", "STN"]],
    ["TYO", ["HND", "NRT"]],
    ["NYC, JFK", ["EWR", "HPN", "JFK", "LGA"]],
    // SHA is Shanghai Hongqiao's own code as well as the city's: the airport is meant.
    ["SHA", ["SHA"]],
  ])("%s", (text, want) => {
    expect(fieldAirports(text)).toEqual(want);
  });
});

describe("legDates", () => {
  it.each([
    { date: "2027-03-01", flex: 0, want: ["2027-03-01"] },
    { date: "2027-03-01", flex: 1, want: ["2027-02-28", "2027-03-01", "2027-03-02"] },
    // Days before today at the departure airport are not searched.
    {
      date: "2027-01-11",
      flex: 3,
      want: ["2027-01-10", "2027-01-11", "2027-01-12", "2027-01-13", "2027-01-14"],
    },
  ])("$date ±$flex", ({ date, flex, want }) => {
    expect(legDates(date, flex, today())).toEqual(want);
  });
});

describe("request count", () => {
  it.each([
    {
      name: "one way on one program",
      t: { from: "JFK", to: "LHR", date: "2027-03-01" },
      programs: 1,
      want: 1,
    },
    {
      name: "round trip ±3 on 3 programs (the bench)",
      t: {
        trip: "roundTrip" as const,
        from: "BOS",
        to: "KEF",
        date: "2027-03-01",
        flex: 3,
        returnDate: "2027-03-08",
        returnFlex: 3,
      },
      programs: 3,
      want: 42,
    },
    {
      name: "NYC to LON, exact, one program: 4 × 6 airport pairs",
      t: { from: "NYC", to: "LON", date: "2027-03-01" },
      programs: 1,
      want: 24,
    },
    {
      name: "the same airport at both ends is skipped",
      t: { from: "JFK, EWR", to: "EWR", date: "2027-03-01" },
      programs: 2,
      want: 2,
    },
  ])("$name: $want", ({ t, programs, want }) => {
    expect(requestCount(t, programs, today)).toBe(want);
    expect(planTrip(t, today)).toHaveLength(want / programs);
  });

  it("refuses more than the maximum in words", () => {
    expect(requestCountProblem(MAX_REQUESTS)).toBeNull();
    expect(requestCountProblem(84)).toBe(
      `This search would send 84 requests; one search may send at most ${MAX_REQUESTS}. Pick fewer programs, airports or flexible days.`,
    );
  });

  it("a one-way search on one date between two airports stays a plain search", () => {
    expect(isPlainSearch({ from: "JFK", to: "LHR", date: "2027-03-01" })).toBe(true);
    expect(isPlainSearch({ from: "JFK", to: "LHR", date: "2027-03-01", trip: "oneWay", flex: 0 })).toBe(true);
    expect(isPlainSearch({ from: "NYC", to: "LHR", date: "2027-03-01" })).toBe(false);
    expect(isPlainSearch({ from: "JFK", to: "LHR", date: "2027-03-01", flex: 1 })).toBe(false);
    expect(
      isPlainSearch({
        from: "JFK",
        to: "LHR",
        date: "2027-03-01",
        trip: "roundTrip",
        returnDate: "2027-03-09",
      }),
    ).toBe(false);
  });
});
