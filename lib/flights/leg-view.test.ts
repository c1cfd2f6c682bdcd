import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "@/lib/flights/filter-routes";
import type { RouteView } from "@/lib/flights/flight-search-view";
import { DEFAULT_LEG_VIEW, legListedRoutes, type LegView, narrows } from "@/lib/flights/leg-view";
import { pairJourneys, routesByLeg } from "@/lib/flights/pair-journeys";

const r = (id: string, o: Partial<RouteView>): RouteView => ({
  id,
  awardRequestId: "ar",
  position: 0,
  providerCode: "united",
  miles: 0,
  taxesMinor: 0,
  currency: "USD",
  originalCurrency: null,
  conversionRate: null,
  stops: 0,
  durationMinutes: 300,
  departAt: "2027-03-01T10:00:00Z",
  cabins: ["economy"],
  mixedCabin: false,
  airlines: ["UA"],
  seats: 1,
  awardType: null,
  segments: [],
  ...o,
});

// One leg's routes: United nonstop, Alaska one stop, a business-only Delta route, a cheap two-stop United.
const LEG = [
  r("ua-nonstop", { miles: 30_000 }),
  r("as-1stop", { providerCode: "alaska", miles: 25_000, stops: 1, airlines: ["AS", "BA"] }),
  r("dl-business", { providerCode: "delta", miles: 60_000, cabins: ["business"], airlines: ["DL"] }),
  r("ua-2stops", { miles: 20_000, stops: 2, airlines: ["UA", "LH"] }),
];
const view = (o: Partial<LegView["filters"]>, rest: Partial<LegView> = {}): LegView => ({
  ...DEFAULT_LEG_VIEW,
  ...rest,
  filters: { ...DEFAULT_FILTERS, ...o },
});

describe("legListedRoutes", () => {
  it.each<[string, LegView, string[]]>([
    ["no filter: the cabins asked", DEFAULT_LEG_VIEW, ["ua-nonstop", "as-1stop", "ua-2stops"]],
    ["nonstop only", view({ maxStops: 0 }), ["ua-nonstop"]],
    ["one stop or fewer", view({ maxStops: 1 }), ["ua-nonstop", "as-1stop"]],
    ["one program", view({ program: "alaska" }), ["as-1stop"]],
    ["one airline", view({ airline: "LH" }), ["ua-2stops"]],
    ["a miles ceiling", view({ maxMiles: 25_000 }), ["as-1stop", "ua-2stops"]],
    [
      "other cabins shown",
      view({}, { allCabins: true }),
      ["ua-nonstop", "as-1stop", "dl-business", "ua-2stops"],
    ],
    ["a cabin among all", view({ cabin: "business" }, { allCabins: true }), ["dl-business"]],
    ["the sort does not narrow", view({ sort: "duration" }), ["ua-nonstop", "as-1stop", "ua-2stops"]],
  ])("%s", (_, v, ids) => {
    expect(legListedRoutes(LEG, ["economy"], v).map((x) => x.id)).toEqual(ids);
  });

  it("keeps only bookable routes when asked, asking nothing otherwise", () => {
    const asked: string[] = [];
    const bookable = (x: RouteView) => (asked.push(x.id), x.providerCode === "alaska");
    expect(legListedRoutes(LEG, ["economy"], DEFAULT_LEG_VIEW, bookable).map((x) => x.id)).toHaveLength(3);
    expect(asked).toEqual([]);
    expect(
      legListedRoutes(LEG, ["economy"], view({}, { onlyBookable: true }), bookable).map((x) => x.id),
    ).toEqual(["as-1stop"]);
  });

  it("says whether a view narrows anything", () => {
    expect(narrows(DEFAULT_LEG_VIEW)).toBe(false);
    expect(narrows(view({ sort: "taxes" }))).toBe(false);
    expect(narrows(view({ maxStops: 0 }))).toBe(true);
    expect(narrows(view({}, { onlyBookable: true }))).toBe(true);
  });

  it("a leg's filter narrows the journeys built from it", () => {
    const back = [r("back", { leg: 1, miles: 22_000, departAt: "2027-03-08T10:00:00Z" })];
    const journeys = (v: LegView) =>
      pairJourneys(
        routesByLeg(
          [
            ...legListedRoutes(LEG, ["economy"], v).map((x) => ({ ...x, leg: 0 })),
            ...back.map((x) => ({ ...x, leg: 1 })),
          ],
          2,
        ),
      ).map((j) => j.routes[0]!.id);
    expect(journeys(DEFAULT_LEG_VIEW)).toEqual(["ua-2stops", "as-1stop", "ua-nonstop"]);
    expect(journeys(view({ maxStops: 0 }))).toEqual(["ua-nonstop"]);
  });
});
