// The new-availability rules of a watch, as tables: which results match the conditions, what is new
// since the last notice, and what is remembered after a run that did not look everywhere.
import { describe, expect, it } from "vitest";
import type { StoredCalendarDay, StoredRoute } from "@/lib/flights/stored-results";
import type { StoredHotel } from "@/lib/hotels/stored-results";
import {
  dedupeMatches,
  type Match,
  matchCalendar,
  matchHotels,
  matchRoutes,
  newAvailability,
  nextPresent,
} from "@/lib/watches/match-availability";
import type { HotelWatchConditions, WatchConditions } from "@/lib/watches/watch-conditions";

const window = { from: "2027-03-10", to: "2027-03-20" };
const base: WatchConditions = {
  maxMiles: 60_000,
  cabins: ["business"],
  nonstop: false,
  seats: 2,
  programs: ["aeroplan", "united"],
};

function route(over: Partial<StoredRoute> & { flights?: string[] } = {}): StoredRoute {
  const { flights = ["AC 870"], ...rest } = over;
  return {
    providerCode: "aeroplan",
    position: 0,
    miles: 55_000,
    taxesMinor: 10000,
    currency: "USD",
    originalCurrency: null,
    conversionRate: null,
    stops: 0,
    durationMinutes: 420,
    departAt: "2027-03-14T18:00:00",
    cabins: ["business"],
    mixedCabin: false,
    airlines: ["AC"],
    seats: 2,
    awardType: null,
    segments: [
      {
        departure: { dateTime: "2027-03-14T18:00:00", airport: "YUL" },
        arrival: { dateTime: "2027-03-15T07:00:00", airport: "CDG" },
        cabin: "business",
        flightNumbers: flights,
        airline: "AC",
      },
    ],
    ...rest,
  };
}

describe("matchRoutes", () => {
  const cases: [string, Partial<StoredRoute>, Partial<WatchConditions>, boolean][] = [
    ["everything within the conditions", {}, {}, true],
    ["over the cap per person", { miles: 60_001 }, {}, false],
    ["exactly the cap", { miles: 60_000 }, {}, true],
    ["no cap set", { miles: 400_000 }, { maxMiles: null }, true],
    ["another cabin", { cabins: ["economy"] }, {}, false],
    ["one of several cabins, any case", { cabins: ["Economy", "BUSINESS"] }, {}, true],
    ["a stop when nonstop only", { stops: 1 }, { nonstop: true }, false],
    ["a stop is fine otherwise", { stops: 1 }, {}, true],
    ["too few seats", { seats: 1 }, {}, false],
    ["seats not said: kept (the service does not always know)", { seats: null }, {}, true],
    ["before the window", { departAt: "2027-03-09T23:00:00" }, {}, false],
    ["the window's last day", { departAt: "2027-03-20T06:00:00" }, {}, true],
    ["a program not watched", { providerCode: "delta" }, {}, false],
  ];
  it.each(cases)("%s", (_name, r, c, want) =>
    expect(matchRoutes([route(r)], { ...base, ...c }, window).length === 1).toBe(want),
  );

  it("keys name program, day, cabin and flights — not the price", () => {
    const [a] = matchRoutes([route({ miles: 50_000 })], base, window);
    const [b] = matchRoutes([route({ miles: 45_000 })], base, window);
    expect(a!.key).toBe("aeroplan|2027-03-14|business|AC 870");
    expect(b!.key).toBe(a!.key);
  });
});

describe("matchCalendar", () => {
  const day = (over: Partial<StoredCalendarDay> = {}): StoredCalendarDay => ({
    providerCode: "united",
    date: "2027-03-12",
    cabin: "business",
    brandedCabin: null,
    miles: 50_000,
    taxesMinor: 0,
    currency: "USD",
    ...over,
  });
  it("counts a day under the cap in a watched cabin, only when neither nonstop nor several seats are asked", () => {
    expect(matchCalendar([day()], { ...base, seats: 1 }, window).map((m) => m.key)).toEqual([
      "united|2027-03-12|business|calendar",
    ]);
    expect(matchCalendar([day()], base, window)).toEqual([]); // 2 seats: a calendar day cannot say
    expect(matchCalendar([day()], { ...base, seats: 1, nonstop: true }, window)).toEqual([]);
    expect(matchCalendar([day({ miles: 70_000 })], { ...base, seats: 1 }, window)).toEqual([]);
    expect(matchCalendar([day({ date: "2027-03-21" })], { ...base, seats: 1 }, window)).toEqual([]);
  });
});

const m = (key: string, miles = 50_000): Match => {
  const [program = "", date = "", cabin = ""] = key.split("|");
  return { key, program, date, cabin, miles, what: "" };
};

describe("newAvailability and nextPresent", () => {
  it("tells what was absent last time; nothing the second time; again after it left and came back", () => {
    const a = "aeroplan|2027-03-14|business|AC 870";
    const b = "united|2027-03-14|business|UA 57";
    const all = () => true;
    let present: string[] = [];
    // run 1: A appears
    expect(newAvailability(present, [m(a)]).map((x) => x.key)).toEqual([a]);
    present = nextPresent(present, [m(a)], all);
    // run 2: A again (cheaper) and B: only B is new
    expect(newAvailability(present, [m(a, 40_000), m(b)]).map((x) => x.key)).toEqual([b]);
    present = nextPresent(present, [m(a), m(b)], all);
    // run 3: the same: nothing
    expect(newAvailability(present, [m(a), m(b)])).toEqual([]);
    // run 4: A gone
    present = nextPresent(present, [m(b)], all);
    expect(present).toEqual([b]);
    // run 5: A back: new again
    expect(newAvailability(present, [m(a), m(b)]).map((x) => x.key)).toEqual([a]);
  });

  it("keeps what it did not look at: a program that failed, a day not searched this time", () => {
    const a = "aeroplan|2027-03-14|business|AC 870";
    const b = "united|2027-03-15|business|UA 57";
    const onlyAeroplanOn14 = (program: string, date: string) =>
      program === "aeroplan" && date === "2027-03-14";
    // This run saw nothing on Aeroplan's 14th; United (failed) and the 15th were not looked at.
    expect(nextPresent([a, b], [], onlyAeroplanOn14)).toEqual([b]);
    expect(newAvailability(nextPresent([a, b], [], onlyAeroplanOn14), [m(b)])).toEqual([]);
  });

  it("dedupeMatches keeps the fewest miles per key, by date", () => {
    const k1 = "aeroplan|2027-03-15|business|X";
    const k2 = "aeroplan|2027-03-14|business|Y";
    expect(dedupeMatches([m(k1, 60_000), m(k1, 50_000), m(k2)]).map((x) => [x.key, x.miles])).toEqual([
      [k2, 50_000],
      [k1, 50_000],
    ]);
  });
});

describe("matchHotels", () => {
  const hotel = (over: Partial<StoredHotel> = {}): StoredHotel => ({
    providerCode: "hyatt",
    position: 0,
    name: "Park Hyatt Kyoto",
    rating: null,
    reviews: null,
    distance: null,
    awardCategory: null,
    address: "360 Kiyomizu",
    place: "Kyoto, Japan",
    lat: null,
    lng: null,
    phone: null,
    url: null,
    hasPreview: false,
    descriptionHtml: null,
    nights: 2,
    checkIn: "2027-03-12",
    checkOut: null,
    pointsPerNight: 30_000,
    currency: "USD",
    cashPerNightMinor: null,
    bestValueCents: null,
    originalCurrency: null,
    conversionRate: null,
    cheapestRoom: "King",
    cheapestRate: null,
    cheapestCopayMinor: null,
    rooms: [],
    ...over,
  });
  const c: HotelWatchConditions = { maxPoints: 30_000, programs: ["hyatt"] };
  const cases: [string, Partial<StoredHotel>, Partial<HotelWatchConditions>, boolean][] = [
    ["at the cap", {}, {}, true],
    ["over the cap", { pointsPerNight: 30_001 }, {}, false],
    ["no cap set", { pointsPerNight: 90_000 }, { maxPoints: null }, true],
    ["no points rate (0)", { pointsPerNight: 0 }, { maxPoints: null }, false],
    ["check-in before the window", { checkIn: "2027-03-09" }, {}, false],
    ["check-in on the window's last day", { checkIn: "2027-03-20" }, {}, true],
    ["a program not watched", { providerCode: "marriott" }, {}, false],
  ];
  it.each(cases)("%s", (_n, h, over, want) =>
    expect(matchHotels([hotel(h)], { ...c, ...over }, window).length === 1).toBe(want),
  );
  it("keys name program, check-in and hotel — not the price", () => {
    expect(matchHotels([hotel()], c, window)[0]!.key).toBe(
      matchHotels([hotel({ pointsPerNight: 25_000 })], c, window)[0]!.key,
    );
    expect(matchHotels([hotel()], c, window)[0]).toMatchObject({
      program: "hyatt",
      date: "2027-03-12",
      miles: 30_000,
      what: "Park Hyatt Kyoto, Kyoto, Japan",
    });
  });
});
