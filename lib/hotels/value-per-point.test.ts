import { describe, expect, it } from "vitest";
import { filterHotels, DEFAULT_HOTEL_FILTERS } from "@/lib/hotels/filter-hotels";
import type { HotelView } from "@/lib/hotels/hotel-search-view";
import { createCleaner, normalizeHotel } from "@/lib/hotels/normalize-hotel";
import { centsPerPoint, stayTotal } from "@/lib/hotels/value-per-point";
import { hotel, rate, room } from "@/lib/services/hotels/result-fixtures";
import { hotelSchema } from "@/lib/services/hotels/result-schema";

describe("value per point", () => {
  it("divides the cash price (in cents) by the points", () => {
    expect(centsPerPoint(45000, undefined, 25000)).toBe(1.8);
    expect(centsPerPoint(30000, 0, 15000)).toBe(2);
  });
  it("subtracts the cash co-pay of a points + cash rate", () => {
    expect(centsPerPoint(45000, 9000, 12500)).toBe(2.88); // (450 − 90) USD ÷ 12,500 = 2.88 ¢
  });
  it("says nothing without a cash price or points, and 0 when the co-pay covers the price", () => {
    expect(centsPerPoint(undefined, 1000, 1000)).toBeNull();
    expect(centsPerPoint(10000, 0, 0)).toBeNull();
    expect(centsPerPoint(10000, 12000, 1000)).toBe(0);
  });
  it("totals per night × nights exactly (integers: points, or cents)", () => {
    expect(stayTotal(12500, 3)).toBe(37500);
    expect(stayTotal(8999, 3)).toBe(26997); // USD 89.99 × 3 = 269.97, no float residue
  });
});

describe("normalizeHotel", () => {
  const norm = (extra: Record<string, unknown> = {}) =>
    normalizeHotel(hotelSchema.parse(hotel(extra)), 0, "hyatt", createCleaner());
  it("picks the cheapest rate and the best value across rooms", () => {
    const row = norm({ rooms: [room(), room({ name: "Suite", rates: [rate({ pointsPerNight: 40000 })] })] });
    expect(row).toMatchObject({
      pointsPerNight: 12500,
      cheapestRoom: "Standard King",
      cheapestRate: "Points + Cash",
      cheapestCopayMinor: 9000,
      cashPerNightMinor: 45000,
      currency: "USD",
      bestValueCents: 2.88,
    });
    expect(row.rooms[1]!.rates[0]!.valueCents).toBe(1.125);
  });
  it("sanitizes descriptions and drops unsafe links and images", () => {
    const row = norm({
      hotelDescription: "<p>Nice</p><script>alert(1)</script>",
      hotelURL: "javascript:alert(1)",
      rooms: [
        room({
          description: '<b>King</b><img src=x onerror="alert(1)">',
          rates: [rate({ description: `<a href="javascript:alert('x')">Rules</a>` })],
        }),
      ],
    });
    expect(row.descriptionHtml).toBe("<p>Nice</p>");
    expect(row.url).toBeNull();
    expect(row.rooms[0]!.descriptionHtml).toBe("<b>King</b>");
    expect(row.rooms[0]!.rates[0]!.descriptionHtml).toBe("Rules");
  });
  it("keeps a rate's conversion only when it differs from the hotel's", () => {
    expect(norm().rooms[0]!.rates[1]).toMatchObject({
      originalCurrency: null,
      conversionRate: null,
      cashPerNightMinor: 9000,
    });
    const own = norm({ rooms: [room({ rates: [rate({ originalCurrency: "GBP", conversionRate: 1.27 })] })] });
    expect(own.rooms[0]!.rates[0]).toMatchObject({ originalCurrency: "GBP", conversionRate: 1.27 });
  });
});

describe("filterHotels", () => {
  const h = (id: string, o: Partial<HotelView>): HotelView => ({
    id,
    awardRequestId: "ar-hyatt",
    date: "2026-12-14",
    position: 0,
    providerCode: "hyatt",
    name: id,
    rating: null,
    reviews: null,
    distance: null,
    awardCategory: null,
    address: "",
    place: null,
    phone: null,
    url: null,
    hasPreview: false,
    descriptionHtml: null,
    nights: 2,
    pointsPerNight: 0,
    currency: "USD",
    cashPerNightMinor: null,
    totalCashMinor: null,
    bestValueCents: null,
    originalCurrency: null,
    conversionRate: null,
    cheapestRoom: "",
    cheapestRate: null,
    cheapestCopayMinor: null,
    rooms: [],
    ...o,
  });
  const hotels = [
    h("a", { pointsPerNight: 20000, totalCashMinor: 50000, bestValueCents: 1.2, rating: 4, distance: 2 }),
    h("b", {
      pointsPerNight: 10000,
      totalCashMinor: 30000,
      bestValueCents: 1.5,
      rating: 3.5,
      distance: 0.5,
      providerCode: "marriott",
    }),
    h("c", { pointsPerNight: 30000, totalCashMinor: 120000, bestValueCents: 2, rating: 5 }),
  ];
  const ids = (f: Partial<typeof DEFAULT_HOTEL_FILTERS>) =>
    filterHotels(hotels, { ...DEFAULT_HOTEL_FILTERS, ...f }).map((x) => x.id);
  it.each([
    ["points", ["b", "a", "c"]],
    ["cash", ["b", "a", "c"]],
    ["value", ["c", "b", "a"]],
    ["rating", ["c", "a", "b"]],
    ["distance", ["b", "a", "c"]],
  ] as const)("sorts by %s", (sort, expected) => expect(ids({ sort })).toEqual(expected));
  it("filters by program, maximum points per night and minimum rating", () => {
    expect(ids({ program: "marriott" })).toEqual(["b"]);
    expect(ids({ maxPoints: 20000 })).toEqual(["b", "a"]);
    expect(ids({ minRating: 4 })).toEqual(["a", "c"]);
  });
});
