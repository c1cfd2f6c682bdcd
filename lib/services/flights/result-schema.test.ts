// Both variants of every quirk the spec tells clients to accept (spec 1 A2/A3), normalized to one shape.
import { describe, expect, it } from "vitest";
import { route, segment } from "@/lib/services/flights/result-fixtures";
import {
  calendarEntrySchema,
  flightResultSchema,
  routeSchema,
  segmentSchema,
} from "@/lib/services/flights/result-schema";

describe("segment schema", () => {
  it.each([
    ["airline", { airline: "BA" }],
    ["airlineCode", { airlineCode: "BA" }],
  ])("accepts `%s` and normalizes to airline", (_name, extra) => {
    expect(segmentSchema.parse(segment(extra)).airline).toBe("BA");
  });

  it("refuses a segment with neither", () => {
    expect(segmentSchema.safeParse(segment()).success).toBe(false);
  });

  it("tolerates absent optional fields and unknown cabins", () => {
    const s = segmentSchema.parse({
      ...segment({ airline: "BA", standardCOS: "sleeper" }),
      aircraft: undefined,
      times: undefined,
    });
    expect(s).toMatchObject({ cabin: "unknown", aircraft: undefined, flightTime: undefined, stops: 0 });
  });
});

describe("standardItineraryCOS", () => {
  it.each([
    ["bare string", "business"],
    ["array", ["business"]],
  ])("accepts a %s on routes and calendar entries", (_name, cos) => {
    expect(routeSchema.parse(route({ standardItineraryCOS: cos })).standardItineraryCOS).toEqual([
      "business",
    ]);
    const entry = calendarEntrySchema.parse({
      miles: 1,
      cashCost: { currency: "USD", taxes: 5 },
      standardItineraryCOS: cos,
      date: "2026-03-01",
    });
    expect(entry.cabin).toBe("business");
  });
});

describe("result schema", () => {
  it("accepts a minimal pending body", () => {
    const r = flightResultSchema.parse({ requestId: "r1", state: 0 });
    expect(r).toMatchObject({ requestId: "r1", state: 0, message: "", userData: "", progress: {} });
  });

  it("accepts a separate calendar body without routes", () => {
    const r = flightResultSchema.parse({
      requestId: "r1",
      userData: "u",
      state: 1,
      message: "Success",
      requestDate: "2026-03-01T00:00:00Z",
      calendar: [
        {
          miles: 1,
          cashCost: { currency: "USD", taxes: 5 },
          standardItineraryCOS: "economy",
          date: "2026-03-01",
        },
      ],
      progress: { calendar: { state: 1, message: "Success" } },
    });
    expect(r.routes).toBeUndefined();
    expect(r.calendar).toHaveLength(1);
  });

  it("refuses a state outside the codes", () => {
    expect(flightResultSchema.safeParse({ requestId: "r1", state: "1" }).success).toBe(false);
  });
});
