// The pairing of leg routes into journeys (issue 38): legs, date offsets, order, any program on any
// leg, and legs with nothing yet or no availability. Table-driven, no database.
import { describe, expect, it } from "vitest";
import {
  cheapestFirst,
  legStates,
  type LegRoute,
  MIN_CONNECTION_MINUTES,
  pairJourneys,
  routesByLeg,
} from "@/lib/flights/pair-journeys";

let n = 0;
/** A route on `leg` leaving `day` at 10:00 UTC, `hours` long. */
function route(
  leg: number,
  providerCode: string,
  miles: number,
  day: string,
  extra: Partial<LegRoute> & { hours?: number } = {},
): LegRoute {
  const { hours = 8, ...rest } = extra;
  return {
    id: `r${n++}`,
    leg,
    providerCode,
    miles,
    taxesMinor: 5_000,
    durationMinutes: hours * 60,
    departAt: `${day}T10:00:00Z`,
    ...rest,
  };
}
const shape = (js: { routes: LegRoute[]; miles: number }[]) =>
  js.map((j) => [j.miles, ...j.routes.map((r) => `${r.providerCode}@${r.departAt.slice(5, 10)}`)]);

describe("pairJourneys", () => {
  const cases: {
    name: string;
    routes: LegRoute[];
    legs: number;
    limit?: number;
    want: (string | number)[][];
  }[] = [
    {
      name: "a round trip pairs the cheapest out and back, any program on any leg",
      legs: 2,
      routes: [
        route(0, "united", 60_000, "2027-03-01"),
        route(0, "flyingblue", 50_000, "2027-03-01"),
        route(1, "united", 30_000, "2027-03-08"),
        route(1, "flyingblue", 45_000, "2027-03-08"),
      ],
      want: [
        [80_000, "flyingblue@03-01", "united@03-08"],
        [90_000, "united@03-01", "united@03-08"],
        [95_000, "flyingblue@03-01", "flyingblue@03-08"],
        [105_000, "united@03-01", "flyingblue@03-08"],
      ],
    },
    {
      name: "flexible days: days around the asked one pair like any other",
      legs: 2,
      limit: 2,
      routes: [
        route(0, "united", 40_000, "2027-02-28"),
        route(0, "united", 70_000, "2027-03-01"),
        route(1, "aeroplan", 35_000, "2027-03-10"),
        route(1, "aeroplan", 20_000, "2027-03-07"),
      ],
      want: [
        [60_000, "united@02-28", "aeroplan@03-07"],
        [75_000, "united@02-28", "aeroplan@03-10"],
      ],
    },
    {
      name: "a return leaving before the outbound lands is not a journey",
      legs: 2,
      routes: [
        route(0, "united", 10_000, "2027-03-04"),
        route(0, "united", 50_000, "2027-03-01"),
        route(1, "united", 10_000, "2027-03-02"),
        route(1, "united", 40_000, "2027-03-06"),
      ],
      want: [
        [50_000, "united@03-04", "united@03-06"],
        [60_000, "united@03-01", "united@03-02"],
        [90_000, "united@03-01", "united@03-06"],
      ],
    },
    {
      name: "three legs of a multi-city trip, one route each",
      legs: 3,
      routes: [
        route(0, "united", 30_000, "2027-03-01"),
        route(1, "flyingblue", 15_000, "2027-03-05"),
        route(2, "aeroplan", 40_000, "2027-03-09"),
      ],
      want: [[85_000, "united@03-01", "flyingblue@03-05", "aeroplan@03-09"]],
    },
    {
      name: "a leg without routes (not yet, or none) gives no journey",
      legs: 2,
      routes: [route(0, "united", 30_000, "2027-03-01")],
      want: [],
    },
  ];
  it.each(cases)("$name", ({ routes, legs, limit, want }) => {
    expect(shape(pairJourneys(routesByLeg(routes, legs), limit))).toEqual(want);
  });

  it("orders equal miles by taxes, then by time in the air", () => {
    const routes = [
      route(0, "a", 30_000, "2027-03-01", { taxesMinor: 9_000 }),
      route(0, "b", 30_000, "2027-03-01", { taxesMinor: 2_000, hours: 12 }),
      route(0, "c", 30_000, "2027-03-01", { taxesMinor: 2_000, hours: 7 }),
      route(1, "d", 20_000, "2027-03-08"),
    ];
    expect(pairJourneys(routesByLeg(routes, 2)).map((j) => j.routes[0]!.providerCode)).toEqual([
      "c",
      "b",
      "a",
    ]);
  });

  it("needs the connection time between two legs on the same day", () => {
    const lands = route(0, "a", 10_000, "2027-03-01", { hours: 2 }); // lands 12:00
    const tooSoon = route(1, "b", 10_000, "2027-03-01", {
      departAt: `2027-03-01T${String(12 + MIN_CONNECTION_MINUTES / 60 - 1).padStart(2, "0")}:00:00Z`,
    });
    const inTime = route(1, "c", 20_000, "2027-03-01", {
      departAt: `2027-03-01T${String(12 + MIN_CONNECTION_MINUTES / 60).padStart(2, "0")}:00:00Z`,
    });
    expect(
      pairJourneys(routesByLeg([lands, tooSoon, inTime], 2)).map((j) => j.routes[1]!.providerCode),
    ).toEqual(["c"]);
  });

  it("gives exactly the cheapest journeys of many, in order, without building every pair", () => {
    const routes: LegRoute[] = [];
    for (let i = 0; i < 2_000; i++)
      routes.push(route(i % 2, "p", 10_000 + ((i * 7_919) % 50_000), i % 2 ? "2027-03-10" : "2027-03-01"));
    const got = pairJourneys(routesByLeg(routes, 2), 50);
    const out = routes
      .filter((r) => r.leg === 0)
      .map((r) => r.miles)
      .sort((a, b) => a - b);
    const back = routes
      .filter((r) => r.leg === 1)
      .map((r) => r.miles)
      .sort((a, b) => a - b);
    const all = out
      .flatMap((a) => back.map((b) => a + b))
      .sort((a, b) => a - b)
      .slice(0, 50);
    expect(got.map((j) => j.miles)).toEqual(all);
  });
});

describe("pairJourneys past the cheapest routes of a leg", () => {
  it("starts again with more of a leg when the journeys are further down its list", () => {
    // One journey asked: the walk starts with the 4 cheapest outbound routes, all leaving after the
    // only return; the bookable one is the 9th cheapest.
    const late = Array.from({ length: 8 }, (_, i) => route(0, "late", 10_000 + i, "2027-03-20"));
    const early = route(0, "early", 90_000, "2027-03-01");
    const back = route(1, "back", 10_000, "2027-03-10");
    expect(shape(pairJourneys(routesByLeg([...late, early, back], 2), 1))).toEqual([
      [100_000, "early@03-01", "back@03-10"],
    ]);
  });
});

describe("cheapestFirst", () => {
  const r = (miles: number, id: string): LegRoute => ({
    id,
    leg: 0,
    providerCode: "p",
    miles,
    taxesMinor: 0,
    durationMinutes: 60,
    departAt: "2027-03-01T10:00:00Z",
  });
  it.each([
    { name: "fewer than asked: all, sorted", miles: [3, 1, 2], count: 5, want: ["b", "c", "a"], whole: true },
    { name: "the cheapest count, sorted", miles: [5, 1, 4, 2, 3], count: 2, want: ["b", "d"], whole: false },
    {
      name: "ties at the last place all come (the start of the sorted list)",
      miles: [2, 1, 2, 9, 2],
      count: 2,
      want: ["b", "a", "c", "e"],
      whole: false,
    },
    {
      name: "already fewest miles first (the page's order): its start, ties included",
      miles: [1, 2, 2, 2, 9],
      count: 2,
      want: ["a", "b", "c", "d"],
      whole: false,
    },
    {
      name: "already in order, the last place tied to the end",
      miles: [1, 2, 2],
      count: 2,
      want: ["a", "b", "c"],
      whole: true,
    },
  ])("$name", ({ miles, count, want, whole }) => {
    const routes = miles.map((m, i) => r(m, "abcde"[i]!));
    const got = cheapestFirst(routes, count);
    expect({ ids: got.sorted.map((x) => x.id), whole: got.whole }).toEqual({ ids: want, whole });
  });
});

describe("legStates", () => {
  it.each([
    {
      name: "routes",
      legs: [[route(0, "a", 1, "2027-03-01")], []],
      requests: [{ leg: 1, pending: true }],
      want: ["results", "waiting"],
    },
    {
      name: "a leg whose requests all finished empty has no availability",
      legs: [[], []],
      requests: [
        { leg: 0, pending: false },
        { leg: 1, pending: true },
      ],
      want: ["none", "waiting"],
    },
    {
      name: "a request without a leg is the first leg's",
      legs: [[]],
      requests: [{ pending: true }],
      want: ["waiting"],
    },
  ])("$name", ({ legs, requests, want }) => {
    expect(legStates(want.length, legs, requests)).toEqual(want);
  });
});
