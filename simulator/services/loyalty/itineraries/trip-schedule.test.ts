// One person's accounts describe one life: never two places at once, and the parts of a trip
// (the flight there, the stay, the car) held by different programs line up.
import { describe, expect, it } from "vitest";
import { accountSnapshot } from "../account/account-snapshot";
import { findProvider } from "../catalog/provider-catalog";
import { accountItineraries } from "./account-itineraries";
import { cityOfAirport } from "./trip-places";

const NOW = new Date("2026-11-24T12:00:00Z");
const PROGRAMS = ["aa", "delta", "british", "airfrance", "marriott", "hhonors", "hyatt", "hertz", "nationalcar"];

type Stay = { program: string; city: string; from: string; to: string };
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

/** Every non-cancelled reservation of the login's accounts, as a city and the local days it covers. */
function stays(login: string): Stay[] {
  return PROGRAMS.flatMap((code) => {
    const provider = findProvider(code)!;
    const snap = accountSnapshot(provider, login, NOW);
    return reservations(accountItineraries(provider, snap.profile, snap.today, true).itineraries).flatMap((i): Stay[] => {
      if (i.cancelled) return [];
      if (i.type === "flight") {
        const [out, back] = i.segments as [Reservation["segments"][0], Reservation["segments"][0]];
        return [{ program: code, city: cityOfAirport(out.arrival.airportCode), from: out.arrival.localDateTime.slice(0, 10), to: back.departure.localDateTime.slice(0, 10) }];
      }
      if (i.type === "hotelReservation") return [{ program: code, city: i.address.city, from: i.checkInDate.slice(0, 10), to: i.checkOutDate.slice(0, 10) }];
      if (i.type === "carRental") return [{ program: code, city: i.pickup.address.city, from: i.pickup.localDateTime.slice(0, 10), to: i.dropoff.localDateTime.slice(0, 10) }];
      return [];
    });
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
      return all.filter((s) => ["marriott", "hhonors", "hyatt"].includes(s.program) && flights.some((f) => f.city === s.city && f.from === s.from && f.to === s.to));
    });
    expect(matched.length).toBeGreaterThan(3);
  });

  it("holds a flight only where its airline flies, towards the trip's city", () => {
    const provider = findProvider("aa")!;
    const snap = accountSnapshot(provider, "frequent-flyer@example.com", NOW);
    const flights = reservations(accountItineraries(provider, snap.profile, snap.today, true).itineraries).filter((i) => !i.cancelled);
    expect(flights.length).toBeGreaterThan(3);
    for (const f of flights) {
      const [out, back] = f.segments as [Reservation["segments"][0], Reservation["segments"][0]];
      expect(back.departure.airportCode).toBe(out.arrival.airportCode);
      expect(back.arrival.airportCode).toBe(out.departure.airportCode);
    }
  });
});
