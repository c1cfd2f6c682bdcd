// An account's history tells the same travels as its reservations (activity-trips.ts): the
// flights, stays, rentals and train rides of its past itineraries are rows on their days, earning
// what the reservation says, an award is paid for on its booking day, and the person's accounts
// together never fly them somewhere while another account has them staying elsewhere.
import { describe, expect, it } from "vitest";
import { accountProfile } from "./account-profile";
import { accountSnapshot } from "./account-snapshot";
import type { HistoryEntry } from "./history-entry";
import { findProvider } from "../catalog/provider-catalog";
import { addDays, toDay } from "../data/calendar";
import { accountItineraries } from "../itineraries/account-itineraries";
import type { Itinerary } from "../itineraries/itinerary-shapes";

const AS_OF = new Date("2026-11-21T09:00:00Z");
const TODAY = toDay(AS_OF);
const LOGINS = Array.from({ length: 24 }, (_, i) => `traveller${i}@example.com`);
type Point = { airportCode?: string; stationCode?: string; localDateTime: string };
type Segment = {
  departure: Point;
  arrival: Point;
  marketingCarrier?: { airline: { iata: string }; flightNumber: string };
  scheduleNumber?: string;
};

const earned = (it: Itinerary) =>
  Number(/^([\d,]+)/.exec(it.providerInfo?.earnedRewards ?? "")?.[1]?.replaceAll(",", "") ?? NaN);
const on = (entries: HistoryEntry[], day: string) => entries.filter((e) => e.date === day);

describe("history and trips", () => {
  it("lists each past flight, stay, rental and train ride of the account's reservations on its day, earning what the reservation says", () => {
    let checked = 0;
    for (const code of ["aa", "united", "british", "marriott", "hyatt", "hertz", "amtrak"]) {
      const provider = findProvider(code)!;
      for (const login of LOGINS) {
        const { entries } = accountSnapshot(provider, login, AS_OF);
        const { itineraries } = accountItineraries(provider, accountProfile(provider, login), TODAY, true);
        for (const it of itineraries.filter((i) => !i.cancelled)) {
          if (it.type === "flight" || it.type === "train") {
            const segments = it.segments as Segment[];
            const rows = segments.map((s) => {
              const day = s.departure.localDateTime.slice(0, 10);
              if (day > TODAY) return undefined;
              const name =
                it.type === "flight"
                  ? `${s.departure.airportCode} - ${s.arrival.airportCode} ${s.marketingCarrier!.airline.iata}${s.marketingCarrier!.flightNumber}`
                  : `${s.scheduleNumber} ${s.departure.stationCode} - ${s.arrival.stationCode}`;
              const row = on(entries, day).find((e) => e.description.includes(name));
              expect(row, `${code} ${login}: ${name} on ${day}`).toBeDefined();
              checked++;
              return row;
            });
            if (it.type === "flight" && rows.every(Boolean) && !Number.isNaN(earned(it)))
              expect(rows.reduce((sum, r) => sum + r!.miles, 0)).toBe(earned(it));
          } else if (it.type === "hotelReservation") {
            const checkOut = String(it.checkOutDate).slice(0, 10);
            if (checkOut > TODAY) continue;
            const row = on(entries, checkOut).find((e) => e.description.includes(String(it.hotelName)));
            expect(row, `${code} ${login}: stay at ${String(it.hotelName)} until ${checkOut}`).toBeDefined();
            expect(row!.miles).toBe(Number.isNaN(earned(it)) ? 0 : earned(it));
            checked++;
          } else if (it.type === "carRental") {
            const dropoff = (it.dropoff as Point).localDateTime.slice(0, 10);
            if (dropoff > TODAY) continue;
            expect(
              on(entries, dropoff).some((e) => e.description.includes("rental")),
              `${code} ${login}: rental returned ${dropoff}`,
            ).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("pays for an award trip on the day it was booked, buying missing miles first, so the balance never goes below zero", () => {
    let awards = 0;
    for (const code of ["aa", "united", "marriott", "hyatt"]) {
      const provider = findProvider(code)!;
      for (const login of LOGINS) {
        const profile = accountProfile(provider, login);
        const { entries } = accountSnapshot(provider, login, AS_OF);
        const { itineraries } = accountItineraries(provider, profile, TODAY, true);
        for (const it of itineraries.filter(
          (i) => !i.cancelled && i.pricingInfo?.spentAwards && i.reservationDate! >= profile.historyStart,
        )) {
          const spent = Number(it.pricingInfo!.spentAwards!.replace(/[^\d]/g, ""));
          const mark = it.type === "flight" ? it.confirmationNumbers![0]!.number : String(it.hotelName);
          expect(
            on(entries, it.reservationDate!).find((e) => e.description.includes(mark))?.miles,
            `${code} ${login}: award ${mark} booked ${it.reservationDate}`,
          ).toBe(-spent);
          awards++;
        }
        let balance = profile.openingBalance;
        for (const e of entries) {
          balance += e.miles + e.bonus;
          expect(balance, `${code} ${login} on ${e.date}`).toBeGreaterThanOrEqual(0);
        }
      }
    }
    expect(awards).toBeGreaterThan(5);
  });

  it("never has a person fly while one of their hotel accounts has them mid-stay", () => {
    const airlines = ["aa", "delta", "united", "british", "airfrance", "ana"].map((c) => findProvider(c)!);
    const chains = ["marriott", "hhonors", "ichotelsgroup", "hyatt"].map((c) => findProvider(c)!);
    let stays = 0;
    for (const login of LOGINS) {
      const flights = airlines.flatMap((p) =>
        accountSnapshot(p, login, AS_OF).entries.filter((e) => e.segments > 0),
      );
      for (const chain of chains) {
        for (const stay of accountSnapshot(chain, login, AS_OF).entries.filter((e) =>
          /stay at .* \((\d+) nights?\)/i.test(e.description),
        )) {
          const nights = Number(/\((\d+) nights?\)/.exec(stay.description)![1]);
          const checkIn = addDays(stay.date, -nights);
          const during = flights.filter((f) => f.date > checkIn && f.date < stay.date);
          expect(during, `${login}: ${stay.description} ${checkIn} – ${stay.date}`).toEqual([]);
          stays++;
        }
      }
    }
    expect(stays).toBeGreaterThan(100);
  });

  it("gives a login that never travels no flights, stays or rentals", () => {
    for (const code of ["aa", "marriott", "hertz", "amtrak"]) {
      const { entries } = accountSnapshot(findProvider(code)!, "notravel@example.com", AS_OF);
      // an airline or hotel account still earns from cards and partners; a car or rail one may have nothing
      if (code === "aa" || code === "marriott") expect(entries.length).toBeGreaterThan(0);
      expect(
        entries.filter(
          (e) => e.segments > 0 || /^Stay at|stay at|rental,|Acela|Northeast Regional/.test(e.description),
        ),
      ).toEqual([]);
    }
  });
});
