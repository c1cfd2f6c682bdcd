// A journey watch's matches (issue 38 item 6): legs paired by the results page's pairing, the cap on
// the whole journey, each leg held to the watch's cabins, stops, seats and programs; a key that names
// the availability (not its price); which keys a run looked at. Table-driven, no database.
import { describe, expect, it } from "vitest";
import type { StoredRoute } from "@/lib/flights/stored-results";
import { journeyCovered, type LegRoutes, matchJourneys } from "@/lib/watches/match-journeys";
import type { WatchConditions } from "@/lib/watches/watch-conditions";
import { watchNotice } from "@/lib/watches/watch-notice";

function route(
  program: string,
  miles: number,
  day: string,
  from: string,
  to: string,
  extra: Partial<StoredRoute> = {},
): StoredRoute {
  const flight = `${program.slice(0, 2).toUpperCase()} ${miles / 1000}`;
  return {
    providerCode: program,
    position: 0,
    miles,
    taxesMinor: 5_000,
    currency: "USD",
    originalCurrency: null,
    conversionRate: null,
    stops: 0,
    durationMinutes: 360,
    departAt: `${day}T18:00:00Z`,
    cabins: ["business"],
    mixedCabin: false,
    airlines: ["XX"],
    seats: 4,
    awardType: null,
    segments: [
      {
        departure: { dateTime: `${day}T18:00:00`, airport: from },
        arrival: { dateTime: `${day}T23:59:00`, airport: to },
        cabin: "business",
        flightNumbers: [flight],
        airline: "XX",
      },
    ],
    ...extra,
  };
}
const out = (program: string, miles: number, day = "2099-03-04", extra: Partial<StoredRoute> = {}) =>
  route(program, miles, day, "BOS", "KEF", extra);
const back = (program: string, miles: number, day = "2099-03-11", extra: Partial<StoredRoute> = {}) =>
  route(program, miles, day, "KEF", "BOS", extra);
const c = (over: Partial<WatchConditions> = {}): WatchConditions => ({
  maxMiles: null,
  cabins: ["business"],
  nonstop: false,
  seats: 1,
  programs: ["united", "flyingblue", "alaska"],
  ...over,
});
const legs = (o: StoredRoute[], b: StoredRoute[]): LegRoutes[] => [
  { leg: 0, routes: o },
  { leg: 1, routes: b },
];
const summary = (ms: ReturnType<typeof matchJourneys>) => ms.map((m) => [m.miles, m.program]);

describe("matchJourneys", () => {
  it.each([
    {
      name: "the cap is the whole journey's: out on one program, back on another",
      legs: legs(
        [out("united", 40_000), out("flyingblue", 30_000)],
        [back("alaska", 25_000), back("united", 60_000)],
      ),
      c: c({ maxMiles: 70_000 }),
      want: [
        [55_000, "flyingblue + alaska"],
        [65_000, "united + alaska"],
      ],
    },
    {
      name: "a leg without a route that fits gives no journey",
      legs: legs([out("united", 40_000)], [back("united", 20_000, "2099-03-11", { cabins: ["economy"] })]),
      c: c(),
      want: [],
    },
    {
      name: "each leg is held to nonstop only, seats and the watched programs",
      legs: legs(
        [
          out("united", 10_000, "2099-03-04", { stops: 1 }),
          out("flyingblue", 30_000),
          out("aeroplan", 5_000),
        ],
        [back("alaska", 20_000, "2099-03-11", { seats: 1 }), back("alaska", 35_000, "2099-03-12")],
      ),
      c: c({ nonstop: true, seats: 2 }),
      want: [[65_000, "flyingblue + alaska"]],
    },
    {
      name: "a return before the outbound lands is not bookable (flexible days)",
      legs: legs(
        [out("united", 10_000, "2099-03-09")],
        [back("united", 10_000, "2099-03-08"), back("united", 50_000, "2099-03-12")],
      ),
      c: c(),
      want: [[60_000, "united"]],
    },
  ])("$name", ({ legs: l, c: cond, want }) => {
    expect(summary(matchJourneys(l, 2, cond))).toEqual(want);
  });

  it("keys the availability, not the price: the same legs cheaper keep their key, another day is a new one", () => {
    const [a] = matchJourneys(legs([out("united", 40_000)], [back("alaska", 25_000)]), 2, c());
    const [cheaper] = matchJourneys(
      legs(
        [out("united", 30_000, "2099-03-04", { segments: out("united", 40_000).segments })],
        [back("alaska", 25_000)],
      ),
      2,
      c(),
    );
    const [otherDay] = matchJourneys(
      legs([out("united", 40_000, "2099-03-05")], [back("alaska", 25_000)]),
      2,
      c(),
    );
    expect(a!.key).toBe(cheaper!.key);
    expect(otherDay!.key).not.toBe(a!.key);
    expect(a!.key.split("|").slice(0, 3)).toEqual(["united+alaska", "2099-03-04", "journey"]);
  });

  it("a run looked at a journey when every program of its legs answered", () => {
    expect(journeyCovered(new Set(["united", "alaska"]))("united+alaska")).toBe(true);
    expect(journeyCovered(new Set(["united"]))("united+alaska")).toBe(false);
  });

  it("says a journey in a notice: miles for the whole trip, then each leg with its program's name", () => {
    const names = { united: "United Airlines MileagePlus", alaska: "Alaska Airlines Mileage Plan" };
    const found = matchJourneys(legs([out("united", 40_000)], [back("alaska", 25_000)]), 2, c(), names);
    const notice = watchNotice("BOS ⇄ KEF, round trip", found, "flights", names);
    expect(notice.title).toBe("BOS ⇄ KEF, round trip: 1 new bookable journey");
    expect(notice.body).toBe(
      "65,000 miles per person for the journey: 2099-03-04 BOS–KEF UN 40 on United Airlines MileagePlus; 2099-03-11 KEF–BOS AL 25 on Alaska Airlines Mileage Plan.",
    );
    // The key names the programs by code: a program renamed is not a new journey.
    expect(found[0]!.key).toBe(
      matchJourneys(legs([out("united", 40_000)], [back("alaska", 25_000)]), 2, c())[0]!.key,
    );
    // A program with no name known is said by its code rather than not at all.
    expect(
      matchJourneys(legs([out("united", 40_000)], [back("alaska", 25_000)]), 2, c(), {
        united: "United Airlines MileagePlus",
      })[0]!.what,
    ).toBe("2099-03-04 BOS–KEF UN 40 on United Airlines MileagePlus; 2099-03-11 KEF–BOS AL 25 on alaska");
  });

  it("says a one-way find and a hotel find with the program's name", () => {
    const flight = {
      key: "k",
      program: "aeroplan",
      date: "2099-03-14",
      cabin: "business",
      miles: 55_000,
      what: "YUL–CDG AC 870",
    };
    expect(watchNotice("YUL → CDG", [flight], "flights", { aeroplan: "Air Canada Aeroplan" }).body).toBe(
      "2099-03-14 Business on Air Canada Aeroplan: 55,000 miles per person (YUL–CDG AC 870).",
    );
    const hotel = {
      key: "h",
      program: "hyatt",
      date: "2099-04-10",
      cabin: "",
      miles: 30_000,
      what: "Park Hyatt Kyoto",
    };
    expect(watchNotice("Kyoto", [hotel], "hotels", { hyatt: "World of Hyatt" }).body).toBe(
      "Check-in 2099-04-10, Park Hyatt Kyoto on World of Hyatt: 30,000 points per night.",
    );
  });
});
