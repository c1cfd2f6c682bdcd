import { describe, expect, it } from "vitest";
import { flightParts } from "@/lib/flights/flight-parts";
import { cashCostMinor, normalizeRoute } from "@/lib/flights/normalize-route";
import { route, segment } from "@/lib/services/flights/result-fixtures";
import { routeSchema } from "@/lib/services/flights/result-schema";

describe("normalizeRoute", () => {
  it("computes the sort and filter keys", () => {
    const parsed = routeSchema.parse(
      route({
        segments: [
          segment({
            airline: "AA",
            standardCOS: "economy",
            arrival: { dateTime: "2026-03-01T20:00:00-05:00", airport: "BOS" },
          }),
          segment({
            airlineCode: "BA",
            departure: { dateTime: "2026-03-01T21:30:00-05:00", airport: "BOS" },
          }),
        ],
      }),
    );
    const row = normalizeRoute(parsed, 0, "britishairways");
    expect(row).toMatchObject({
      miles: 60000,
      taxesMinor: 43550,
      stops: 1,
      mixedCabin: true,
      airlines: ["AA", "BA"],
      seats: 3,
      originalCurrency: "GBP",
    });
    expect(row.durationMinutes).toBe(7 * 60 + 15); // 18:30 -05:00 → 06:45 +00:00 next day
  });
});

describe("flightParts", () => {
  it("settles only the parts whose data the body carries", () => {
    const progress = { singleDate: { state: 1, message: "ok" }, calendar: { state: 1, message: "ok" } };
    expect(flightParts({ state: 1, message: "ok", progress, routes: [] })).toEqual({
      singleDate: { state: 1, message: "ok" },
    });
    expect(
      flightParts({ state: 1, message: "ok", progress: { calendar: progress.calendar }, calendar: [] }),
    ).toEqual({ calendar: { state: 1, message: "ok" } });
  });

  it("reports pending parts as pending", () => {
    expect(
      flightParts({
        state: 0,
        message: "",
        progress: { singleDate: { state: 1, message: "" }, calendar: { state: 0, message: "Searching" } },
      }),
    ).toEqual({
      calendar: { state: 0, message: "Searching" },
    });
  });
});

describe("cashCostMinor", () => {
  it("sums taxes and fees exactly, in the currency's own minor unit", () => {
    expect(cashCostMinor({ currency: "USD", taxes: 0.1, fees: 0.2 })).toEqual({
      taxesMinor: 30,
      feesMinor: 20,
    });
    expect(cashCostMinor({ currency: "JPY", taxes: 5200, fees: null })).toEqual({
      taxesMinor: 5200,
      feesMinor: null,
    });
    expect(cashCostMinor({ currency: "KWD", taxes: 12.125, fees: 1.5 })).toEqual({
      taxesMinor: 13625,
      feesMinor: 1500,
    });
  });
});
