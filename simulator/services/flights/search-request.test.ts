import { describe, expect, it } from "vitest";
import { parseSearchRequest } from "./search-request";

const valid = {
  provider: "united",
  departure: { airportCode: "SFO", date: "2026-06-01" },
  arrival: "NRT",
  standardItineraryCOS: "business",
  passengers: { adults: 1 },
  currency: "USD",
  priority: 5,
};
const withChange = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
const error = (body: unknown) => {
  const r = parseSearchRequest(body);
  return r.ok ? undefined : r.error;
};

describe("flight search request validation (spec 1 A2)", () => {
  it("accepts a valid request with a bare-string cabin or an array", () => {
    const a = parseSearchRequest(valid);
    expect(a.ok && a.request.cabins).toEqual(["business"]);
    const b = parseSearchRequest(
      withChange({ standardItineraryCOS: ["economy", "business"], arrival: "nrt" }),
    );
    expect(b.ok && b.request.cabins).toEqual(["economy", "business"]);
    expect(b.ok && b.request.dest.iata).toBe("NRT");
  });

  it("rejects unknown providers and unknown or malformed airports", () => {
    expect(error(withChange({ provider: "nope" }))).toMatch(/Unknown provider/);
    expect(error(withChange({ arrival: "XQZ" }))).toMatch(/Unknown airport code "XQZ"/);
    expect(error(withChange({ arrival: "NRTX" }))).toMatch(/arrival/);
    expect(error(withChange({ departure: { airportCode: "SFO", date: "2026-02-30" } }))).toMatch(
      /departure.date/,
    );
    expect(error(withChange({ departure: { airportCode: "SFO", date: "06/01/2026" } }))).toMatch(
      /YYYY-MM-DD/,
    );
    expect(error(withChange({ arrival: "SFO" }))).toMatch(/differ/);
  });

  it("requires priority as an integer from 1 to 9", () => {
    expect(error(withChange({ priority: undefined }))).toMatch(/priority/);
    expect(error(withChange({ priority: 0 }))).toMatch(/priority/);
    expect(error(withChange({ priority: 10 }))).toMatch(/priority/);
    expect(error(withChange({ priority: 2.5 }))).toMatch(/priority/);
    expect(error(withChange({ priority: "5" }))).toMatch(/priority/);
  });

  it("checks cabins, currency, passengers and response types", () => {
    expect(error(withChange({ standardItineraryCOS: "coach" }))).toMatch(/standardItineraryCOS/);
    expect(error(withChange({ standardItineraryCOS: [] }))).toMatch(/standardItineraryCOS/);
    expect(error(withChange({ currency: "US" }))).toMatch(/currency/);
    expect(error(withChange({ currency: "XYZ" }))).toMatch(/Unsupported currency/);
    expect(error(withChange({ passengers: { adults: 1, children: 1 } }))).toMatch(/only adults/);
    expect(error(withChange({ passengers: undefined }))).toMatch(/passengers/);
    // Alaska exposes no priceCalendar: calendar requests are refused.
    expect(error(withChange({ provider: "alaska", responseTypes: ["calendar"] }))).toMatch(/price calendars/);
    expect(error(withChange({ responseTypes: ["calendar", "weekly"] }))).toMatch(/responseTypes/);
    expect(error(withChange({ callbackUrl: "ftp://x/y" }))).toMatch(/callbackUrl/);
  });

  it("rejects non-objects", () => {
    expect(error(undefined)).toMatch(/Invalid search request/);
    expect(error([1, 2])).toMatch(/Invalid search request/);
  });
});
