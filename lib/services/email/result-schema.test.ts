import { describe, expect, it } from "vitest";
import {
  busItinerary,
  carItinerary,
  flightItinerary,
  hotelItinerary,
  parseResult,
  trainItinerary,
} from "@/lib/inbox/fixtures";
import { parseResultSchema } from "./result-schema";

describe("parse result schema (spec 3)", () => {
  it("reads every itinerary type through the shared shapes", () => {
    const r = parseResultSchema.parse(
      parseResult("r1", {
        itineraries: [flightItinerary(), hotelItinerary(), carItinerary(), trainItinerary(), busItinerary()],
      }),
    );
    expect(r.itineraries?.map((i) => i.type)).toEqual([
      "flight",
      "hotelReservation",
      "carRental",
      "train",
      "bus",
    ]);
    expect(r.itineraries?.some((i) => "unreadable" in i)).toBe(false);
  });
  it.each([
    [2, 2],
    ["2", 2],
    ["2.1-beta", "2.1-beta"],
  ])("apiVersion %j → %j (string or integer)", (given, expected) => {
    expect(parseResultSchema.parse(parseResult("r", { apiVersion: given })).apiVersion).toBe(expected);
  });
  it.each(["auto", "ai", "manual"])("accepts parsingMethod %s", (m) => {
    expect(parseResultSchema.parse(parseResult("r", { parsingMethod: m })).parsingMethod).toBe(m);
  });
  it("keeps a broken itinerary as unreadable instead of failing the result", () => {
    const r = parseResultSchema.parse(
      parseResult("r", { itineraries: [{ type: "flight", segments: "nope" }, hotelItinerary()] }),
    );
    expect(r.itineraries?.[0]).toEqual({ type: "flight", unreadable: true });
    expect(r.itineraries?.[1]?.type).toBe("hotelReservation");
  });
  it("normalizes statement kinds and values to text", () => {
    const r = parseResultSchema.parse(
      parseResult("r", {
        loyaltyAccount: {
          properties: [{ code: "Status", kind: 3, value: 1 }],
          history: [{ fields: [{ code: "Miles", value: 500 }] }],
        },
      }),
    );
    expect(r.loyaltyAccount?.properties?.[0]).toMatchObject({ kind: "3", value: "1" });
    expect(r.loyaltyAccount?.history?.[0]?.fields[0]?.value).toBe("500");
  });
  it("refuses a body without requestId or metadata", () => {
    expect(
      parseResultSchema.safeParse({ apiVersion: 2, status: "success", parsingMethod: "auto" }).success,
    ).toBe(false);
  });
});
