import { describe, expect, it } from "vitest";
import { buildCalendarGrid, heatLevel } from "@/lib/flights/calendar-grid";
import { DEFAULT_FILTERS, filterRoutes } from "@/lib/flights/filter-routes";
import type { RouteView } from "@/lib/flights/flight-search-view";
import { flightSearchFormSchema, todayAt } from "@/lib/flights/search-form-schema";

const r = (id: string, o: Partial<RouteView>): RouteView => ({
  id,
  awardRequestId: "ar-united",
  position: 0,
  providerCode: "united",
  miles: 0,
  taxesMinor: 0,
  currency: "USD",
  originalCurrency: null,
  conversionRate: null,
  stops: 0,
  durationMinutes: 0,
  departAt: "2026-03-01T00:00:00Z",
  cabins: ["economy"],
  mixedCabin: false,
  airlines: ["UA"],
  seats: 1,
  awardType: null,
  segments: [],
  ...o,
});

const routes = [
  r("a", { miles: 30000, taxesMinor: 5000, durationMinutes: 500, stops: 1, airlines: ["UA", "LH"] }),
  r("b", {
    miles: 10000,
    taxesMinor: 9000,
    durationMinutes: 300,
    cabins: ["business"],
    providerCode: "delta",
  }),
  r("c", {
    miles: 20000,
    taxesMinor: 1000,
    durationMinutes: 900,
    stops: 2,
    departAt: "2026-02-28T00:00:00Z",
  }),
];

describe("filterRoutes", () => {
  it.each([
    ["miles", ["b", "c", "a"]],
    ["taxes", ["c", "a", "b"]],
    ["duration", ["b", "a", "c"]],
    ["departure", ["c", "b", "a"]],
  ] as const)("sorts by %s", (sort, ids) => {
    expect(filterRoutes(routes, { ...DEFAULT_FILTERS, sort }).map((x) => x.id)).toEqual(ids);
  });

  it("filters by cabin, stops, program, airline and maximum miles", () => {
    const ids = (f: Partial<typeof DEFAULT_FILTERS>) =>
      filterRoutes(routes, { ...DEFAULT_FILTERS, ...f }).map((x) => x.id);
    expect(ids({ cabin: "business" })).toEqual(["b"]);
    expect(ids({ maxStops: 1 })).toEqual(["b", "a"]);
    expect(ids({ program: "delta" })).toEqual(["b"]);
    expect(ids({ airline: "LH" })).toEqual(["a"]);
    expect(ids({ maxMiles: 20000 })).toEqual(["b", "c"]);
  });
});

describe("calendar grid", () => {
  it("builds Monday-first weeks with the cheapest entry per day and heat levels", () => {
    const e = (date: string, miles: number, providerCode = "united") => ({
      awardRequestId: `ar-${providerCode}`,
      providerCode,
      date,
      cabin: "economy",
      miles,
      taxesMinor: 500,
      currency: "USD",
    });
    const weeks = buildCalendarGrid(
      [e("2026-03-02", 10000), e("2026-03-02", 8000, "delta"), e("2026-03-08", 30000)],
      "economy",
      "2026-03-04",
    );
    expect(weeks).toHaveLength(1);
    expect(weeks[0]![0]).toMatchObject({ date: "2026-03-02", heat: 1, cheapest: { miles: 8000 } });
    expect(weeks[0]![6]).toMatchObject({ date: "2026-03-08", heat: 5 });
    expect(heatLevel(5, 0, 10)).toBe(3);
  });
});

describe("search form schema", () => {
  const base = {
    programs: ["united"],
    from: "jfk",
    to: "LHR",
    date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    cabins: ["economy"],
    adults: 1,
    currency: "USD",
  };
  const errors = (v: object) => {
    const res = flightSearchFormSchema.safeParse({ ...base, ...v });
    return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("accepts a valid form and upper-cases codes", () => {
    expect(flightSearchFormSchema.parse(base)).toMatchObject({ from: "JFK", priority: 9, calendar: false });
  });
  it("refuses bad input by the field", () => {
    expect(errors({ from: "ZZZ" })).toHaveProperty("from");
    expect(errors({ to: "JFK" })).toHaveProperty("to");
    expect(errors({ date: "2001-01-01" })).toHaveProperty("date");
    expect(errors({ adults: 0 })).toHaveProperty("adults");
    expect(errors({ priority: 10 })).toHaveProperty("priority");
    expect(errors({ programs: [] })).toHaveProperty("programs");
  });
  it("knows today at the departure airport", () => {
    expect(todayAt("JFK", new Date("2026-03-01T03:00:00Z"))).toBe("2026-02-28");
  });
});
