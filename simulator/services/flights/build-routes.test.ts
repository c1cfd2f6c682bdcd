import { describe, expect, it } from "vitest";
import { distanceKm, getAirport } from "../../../lib/airports/find-airports";
import { buildCalendar, routeCabin } from "./build-calendar";
import { buildRoutes, type RouteSearch } from "./build-routes";
import { flightMinutes } from "./build-segments";
import { getProgram, PROGRAMS } from "./programs";

const search = (program: string, from: string, to: string, date: string, currency = "USD"): RouteSearch => ({
  program: getProgram(program)!,
  origin: getAirport(from)!,
  dest: getAirport(to)!,
  date,
  currency,
  adults: 1,
  personalized: false,
  improvedCoverage: false,
});
const minutesOf = (hmm: string) => {
  const [h, m] = hmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

describe("route generation", () => {
  it("prices a program's one-direction promotion only that way (Flying Blue from North America to Europe)", () => {
    const cheapestEconomy = (from: string, to: string) =>
      Math.min(
        ...buildRoutes(search("flyingblue", from, to, "2027-02-10"))
          .filter((r) => routeCabin(r) === "economy")
          .map((r) => r.mileCost.miles),
      );
    const out = cheapestEconomy("JFK", "CDG");
    const back = cheapestEconomy("CDG", "JFK");
    // Half price out (dynamic pricing moves each fare 0.85–1.2× of the chart, so compare with room).
    expect(out).toBeLessThan(back * 0.75);
    expect(out).toBeLessThan(
      Math.min(
        ...buildRoutes(search("virginatlantic", "JFK", "CDG", "2027-02-10")).map((r) => r.mileCost.miles),
      ),
    );
  });

  it("is deterministic for the same request", () => {
    const s = search("aadvantage", "DFW", "LHR", "2026-05-01");
    expect(buildRoutes(s)).toEqual(buildRoutes(s));
  });

  it("gives correct local times and offsets on JFK→LHR across the DST gap", () => {
    // 2026-03-10: New York is on EDT (-04:00), London still on GMT (+00:00).
    const routes = buildRoutes(search("britishairways", "JFK", "LHR", "2026-03-10"));
    const direct = routes.find((r) => r.numberOfStops === 0);
    expect(direct).toBeDefined();
    const seg = direct!.segments[0]!;
    expect(seg.departure.dateTime).toMatch(/^2026-03-10T\d\d:\d\d:00-04:00$/);
    expect(seg.arrival.dateTime).toMatch(/\+00:00$/);
    const elapsed = (Date.parse(seg.arrival.dateTime) - Date.parse(seg.departure.dateTime)) / 60000;
    const expected = flightMinutes(distanceKm(getAirport("JFK")!, getAirport("LHR")!));
    expect(elapsed).toBe(expected);
    expect(minutesOf(seg.times.flight)).toBe(expected);
    expect(seg.airlineCode).toBe("BA"); // British Airways emits the example's airlineCode variant
  });

  it("chains segments with 50 min – 5 h layovers and consistent totals", () => {
    for (const r of buildRoutes(search("united", "AUS", "MUC", "2026-09-15"))) {
      let flight = 0;
      let layover = 0;
      r.segments.forEach((seg, i) => {
        flight += minutesOf(seg.times.flight);
        const next = r.segments[i + 1];
        if (!next) return expect(seg.times.layover).toBeUndefined();
        expect(next.departure.airport).toBe(seg.arrival.airport);
        const gap = (Date.parse(next.departure.dateTime) - Date.parse(seg.arrival.dateTime)) / 60000;
        expect(gap).toBe(minutesOf(seg.times.layover!));
        expect(gap).toBeGreaterThanOrEqual(50);
        expect(gap).toBeLessThanOrEqual(300);
        layover += gap;
      });
      expect(minutesOf(r.times.flight)).toBe(flight);
      expect(r.numberOfStops).toBe(r.segments.length - 1);
      if (r.numberOfStops > 0) expect(minutesOf(r.times.layover!)).toBe(layover);
    }
  });

  it("returns 3–40 routes with 1–9 tickets between major airports for (nearly) every program", () => {
    const pairs = [
      ["JFK", "LHR"],
      ["SFO", "SYD"],
      ["ORD", "DEN"],
      ["CDG", "BKK"],
      ["MIA", "GRU"],
    ] as const;
    const empty: string[] = [];
    for (const p of PROGRAMS) {
      for (const [from, to] of pairs) {
        const routes = buildRoutes(search(p.provider.code, from, to, "2026-08-20"));
        if (routes.length === 0) empty.push(`${p.provider.code} ${from}-${to}`);
        else expect(routes.length, `${p.provider.code} ${from}-${to}`).toBeGreaterThanOrEqual(3);
        expect(routes.length).toBeLessThanOrEqual(40);
        for (const r of routes) {
          expect(r.tickets).toBeGreaterThanOrEqual(1);
          expect(r.tickets).toBeLessThanOrEqual(9);
          expect(r.mileCost.miles).toBeGreaterThan(0);
          expect(r.segments[0]!.departure.airport).toBe(from);
          expect(r.segments.at(-1)!.arrival.airport).toBe(to);
        }
      }
    }
    // Only programs whose network has no way between the two cities come back empty.
    expect(empty.length).toBeLessThanOrEqual(3);
    const cabins = new Set(buildRoutes(search("aadvantage", "JFK", "LHR", "2026-08-20")).map(routeCabin));
    expect(cabins.size).toBeGreaterThanOrEqual(3);
  });

  it("converts taxes into unsupported currencies with originalCurrency and conversionRate", () => {
    const [r] = buildRoutes(search("britishairways", "LHR", "JFK", "2026-08-20", "JPY"));
    expect(r!.cashCost).toMatchObject({ currency: "JPY", originalCurrency: "GBP" });
    expect(r!.cashCost.conversionRate).toBeGreaterThan(150);
    const [native] = buildRoutes(search("britishairways", "LHR", "JFK", "2026-08-20", "EUR"));
    expect(native!.cashCost.currency).toBe("EUR");
    expect(native!.cashCost.originalCurrency).toBeUndefined();
  });
});

describe("price calendar", () => {
  it("covers ±15 days per cabin with some days missing and varying miles", () => {
    const s = search("aadvantage", "DFW", "LHR", "2026-07-15");
    const routes = buildRoutes(s);
    const cal = buildCalendar(s, routes, "2026-01-01");
    const economy = cal.filter((e) => e.standardItineraryCOS === "economy");
    const dates = economy.map((e) => e.date).sort();
    expect(dates[0]! >= "2026-06-30").toBe(true);
    expect(dates.at(-1)! <= "2026-07-30").toBe(true);
    expect(economy.length).toBeGreaterThan(20);
    expect(economy.length).toBeLessThanOrEqual(31);
    expect(new Set(economy.map((e) => e.miles)).size).toBeGreaterThan(1);
    const onDate = economy.find((e) => e.date === "2026-07-15");
    const cheapest = Math.min(
      ...routes.filter((r) => routeCabin(r) === "economy").map((r) => r.mileCost.miles),
    );
    expect(onDate?.miles).toBe(cheapest);
  });

  it("skips past days", () => {
    const s = search("united", "SFO", "EWR", "2026-07-15");
    const cal = buildCalendar(s, [], "2026-07-10");
    expect(cal.every((e) => e.date >= "2026-07-10")).toBe(true);
  });
});
