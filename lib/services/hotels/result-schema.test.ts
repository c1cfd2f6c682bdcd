// Both variants of every quirk spec 1 B2/B3 tells clients to accept, normalized to one shape.
import { describe, expect, it } from "vitest";
import { hotelStateCode } from "@/lib/service-requests/service-states";
import { hotel, rate, room } from "@/lib/services/hotels/result-fixtures";
import { hotelResultSchema, hotelSchema } from "@/lib/services/hotels/result-schema";
import { hotelSearchRequestSchema } from "@/lib/services/hotels/search-schema";

describe("pointsPerNight on the hotel or only on its rates", () => {
  it("keeps rate points and derives the hotel's cheapest when only rates carry them", () => {
    const h = hotelSchema.parse(hotel());
    expect(h.pointsPerNight).toBe(12500);
    expect(h.rooms[0]!.rates.map((r) => r.pointsPerNight)).toEqual([25000, 12500]);
  });

  it("fills rates from the hotel when only the hotel carries them", () => {
    const { pointsPerNight: _p, ...bare } = rate();
    const h = hotelSchema.parse(hotel({ pointsPerNight: 30000, rooms: [room({ rates: [bare] })] }));
    expect(h.pointsPerNight).toBe(30000);
    expect(h.rooms[0]!.rates[0]!.pointsPerNight).toBe(30000);
  });

  it("refuses a hotel where neither carries points", () => {
    const { pointsPerNight: _p, ...bare } = rate();
    expect(hotelSchema.safeParse(hotel({ rooms: [room({ rates: [bare] })] })).success).toBe(false);
  });
});

describe("optional fields and odd values", () => {
  it("tolerates absent optional fields and counts nights from the dates", () => {
    const h = hotelSchema.parse({
      name: "Inn",
      checkInDate: "2026-06-01",
      checkOutDate: "2026-06-03",
      rooms: [{ name: "Room", rates: [{ pointsPerNight: 5000 }] }],
      address: { text: "1 Main St" },
    });
    expect(h).toMatchObject({ numberOfNights: 2, pointsPerNight: 5000 });
    expect([h.rating, h.preview, h.fullCashPricePerNight]).toEqual([undefined, undefined, undefined]);
  });

  it("reads an empty originalCurrency as no conversion", () => {
    expect(hotelSchema.parse(hotel({ originalCurrency: "" })).originalCurrency).toBeUndefined();
    expect(hotelSchema.parse(hotel({ originalCurrency: "eur" })).originalCurrency).toBe("EUR");
  });

  it("accepts a pending body without hotels", () => {
    expect(hotelResultSchema.parse({ requestId: "r1", state: "pending" })).toMatchObject({
      state: "pending",
      hotels: [],
      message: "",
    });
  });

  it("refuses a numeric state (B3 state is a string)", () => {
    expect(hotelResultSchema.safeParse({ requestId: "r1", state: 1 }).success).toBe(false);
  });
});

describe("state strings", () => {
  it.each([
    ["success", 1],
    ["SUCCESS", 1],
    ["pending", 0],
    ["queued", 0],
    ["invalidCredentials", 2],
    ["providerError", 4],
    ["question", 10],
    ["timeout", 11],
    ["unknownFailure", 6],
    ["somethingNew", 6],
  ])("%s → %i", (text, code) => expect(hotelStateCode(text)).toBe(code));
});

describe("numberOfRooms in the request", () => {
  const base = {
    provider: "hyatt",
    destination: "Paris",
    checkInDate: "2026-06-01",
    numberOfAdults: 2,
    numberOfKids: 0,
    priority: 9,
  };
  it.each([[2], ["2"], [" 1 "]])("accepts %j and sends an integer", (rooms) => {
    expect(typeof hotelSearchRequestSchema.parse({ ...base, numberOfRooms: rooms }).numberOfRooms).toBe(
      "number",
    );
  });
  it.each([[3], ["3"], ["two"], [0]])("refuses %j", (rooms) => {
    expect(hotelSearchRequestSchema.safeParse({ ...base, numberOfRooms: rooms }).success).toBe(false);
  });
});
