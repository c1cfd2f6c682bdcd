// One person's accounts describe one life: never two places at once, and the parts of a trip
// (the flight there, the stay, the car) held by different programs line up.
import { describe, expect, it } from "vitest";
import { accountSnapshot } from "../account/account-snapshot";
import { findProvider } from "../catalog/provider-catalog";
import { accountItineraries } from "./account-itineraries";
import { cityOfAirport, routesTo } from "./trip-places";

const NOW = new Date("2026-11-24T12:00:00Z");
const PROGRAMS = [
  "aa",
  "delta",
  "british",
  "airfrance",
  "marriott",
  "hhonors",
  "hyatt",
  "hertz",
  "nationalcar",
];

/** `from`/`to`: local days; `fromAt`/`toAt`: local times (one city: one zone). */
type Stay = { program: string; city: string; from: string; to: string; fromAt: string; toAt: string };
const stay = (program: string, city: string, fromAt: string, toAt: string): Stay => ({
  program,
  city,
  from: fromAt.slice(0, 10),
  to: toAt.slice(0, 10),
  fromAt,
  toAt,
});
type Point = { airportCode: string; localDateTime: string };
/** The fields of spec 3's shapes these checks read. */
type Reservation = {
  type: string;
  cancelled?: boolean;
  segments: { departure: Point; arrival: Point }[];
  address: { city: string };
  checkInDate: string;
  checkOutDate: string;
  pickup: { localDateTime: string; address: { city: string } };
  dropoff: { localDateTime: string };
};
const reservations = (list: unknown[]) => list as Reservation[];
/** A round trip's flight into the trip's city and the one out of it: the middle of its segments
 *  (a connection from home comes before and after them). */
const legs = (i: Reservation) => {
  const half = i.segments.length / 2;
  return {
    out: i.segments[half - 1]!,
    back: i.segments[half]!,
    first: i.segments[0]!,
    last: i.segments.at(-1)!,
  };
};

/** Every non-cancelled reservation of the login's accounts, as a city and the local days it covers. */
function stays(login: string): Stay[] {
  return PROGRAMS.flatMap((code) => {
    const provider = findProvider(code)!;
    const snap = accountSnapshot(provider, login, NOW);
    return reservations(accountItineraries(provider, snap.profile, snap.today, true).itineraries).flatMap(
      (i): Stay[] => {
        if (i.cancelled) return [];
        if (i.type === "flight") {
          const { out, back } = legs(i);
          return [
            stay(
              code,
              cityOfAirport(out.arrival.airportCode),
              out.arrival.localDateTime,
              back.departure.localDateTime,
            ),
          ];
        }
        if (i.type === "hotelReservation") return [stay(code, i.address.city, i.checkInDate, i.checkOutDate)];
        if (i.type === "carRental")
          return [stay(code, i.pickup.address.city, i.pickup.localDateTime, i.dropoff.localDateTime)];
        return [];
      },
    );
  });
}

describe("a person's trips across their accounts", () => {
  const logins = Array.from({ length: 40 }, (_, k) => `traveller${k}@example.com`);

  it("never puts the person in two cities at once", () => {
    let compared = 0;
    for (const login of logins) {
      const all = stays(login);
      for (const a of all)
        for (const b of all) {
          if (a === b || a.to < b.from || b.to < a.from) continue;
          compared++;
          expect(`${login}: ${a.program} ${a.city}`).toBe(`${login}: ${a.program} ${b.city}`);
        }
    }
    expect(compared).toBeGreaterThan(20); // overlapping parts of shared trips were found and compared
  });

  it("lines a flight and a stay of one trip up: check-in on the day of arrival in that city, check-out on the day of the flight back", () => {
    const matched = logins.flatMap((login) => {
      const all = stays(login);
      const flights = all.filter((s) => ["aa", "delta", "british", "airfrance"].includes(s.program));
      return all.filter(
        (s) =>
          ["marriott", "hhonors", "hyatt"].includes(s.program) &&
          flights.some((f) => f.city === s.city && f.from === s.from && f.to === s.to),
      );
    });
    expect(matched.length).toBeGreaterThan(3);
  });

  it("picks a car up after the landing and returns it before the flight back", () => {
    let checked = 0;
    for (const login of logins) {
      const all = stays(login);
      for (const car of all.filter((s) => s.program === "hertz" || s.program === "nationalcar")) {
        const flight = all.find(
          (s) =>
            ["aa", "delta", "british", "airfrance"].includes(s.program) &&
            s.city === car.city &&
            s.from === car.from,
        );
        if (!flight) continue;
        checked++;
        expect(car.fromAt > flight.fromAt).toBe(true);
        expect(car.toAt < flight.toAt).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("flies from the person's home when the airline flies from there to the trip's city", () => {
    let checked = 0;
    for (const login of logins) {
      const provider = findProvider("aa")!;
      const snap = accountSnapshot(provider, login, NOW);
      const home = cityOfAirport(snap.profile.homeAirport);
      for (const f of reservations(
        accountItineraries(provider, snap.profile, snap.today, true).itineraries,
      ).filter((i) => !i.cancelled)) {
        const { out } = legs(f);
        const city = cityOfAirport(out.arrival.airportCode);
        if (!routesTo("AA", city).some((r) => cityOfAirport(r.from) === home)) continue;
        checked++;
        expect(f.segments).toHaveLength(2);
        expect(cityOfAirport(out.departure.airportCode)).toBe(home);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("holds a flight only where its airline flies, towards the trip's city", () => {
    const provider = findProvider("aa")!;
    const snap = accountSnapshot(provider, "frequent-flyer@example.com", NOW);
    const flights = reservations(
      accountItineraries(provider, snap.profile, snap.today, true).itineraries,
    ).filter((i) => !i.cancelled);
    expect(flights.length).toBeGreaterThan(3);
    for (const f of flights) {
      const { out, back } = legs(f);
      expect(back.departure.airportCode).toBe(out.arrival.airportCode);
      expect(back.arrival.airportCode).toBe(out.departure.airportCode);
    }
  });

  it("connects from home to the airline's hub when it does not fly from home, on the same booking, and back", () => {
    let connected = 0;
    for (const login of logins) {
      const provider = findProvider("aa")!;
      const snap = accountSnapshot(provider, login, NOW);
      const home = snap.profile.homeAirport;
      for (const f of reservations(
        accountItineraries(provider, snap.profile, snap.today, true).itineraries,
      ).filter((i) => !i.cancelled)) {
        const { out, back, first, last } = legs(f);
        if (f.segments.length === 2) continue;
        connected++;
        expect(f.segments).toHaveLength(4);
        expect([first.departure.airportCode, last.arrival.airportCode]).toEqual([home, home]);
        expect(first.arrival.airportCode).toBe(out.departure.airportCode);
        expect(last.departure.airportCode).toBe(back.arrival.airportCode);
        // the traveller's seats name every segment, in order
        const seated = f as unknown as {
          segments: { seats: string[] }[];
          travelers: { seats: { seatNumber: string; segmentNumber: number }[] }[];
        };
        expect(seated.travelers[0]!.seats).toEqual(
          seated.segments.map((s, segmentNumber) =>
            expect.objectContaining({ seatNumber: s.seats[0], segmentNumber }),
          ),
        );
        // 75 to 150 minutes at the hub each way (local times at one airport compare as written).
        const minutes = (a: string, b: string) => (Date.parse(`${b}Z`) - Date.parse(`${a}Z`)) / 60_000;
        for (const gap of [
          minutes(first.arrival.localDateTime, out.departure.localDateTime),
          minutes(back.arrival.localDateTime, last.departure.localDateTime),
        ]) {
          expect(gap).toBeGreaterThanOrEqual(70);
          expect(gap).toBeLessThanOrEqual(160);
        }
      }
    }
    expect(connected).toBeGreaterThan(0);
  });
});
