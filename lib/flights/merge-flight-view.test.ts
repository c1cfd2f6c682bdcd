// The page's copy after a refetch (mergeFlightView): the kept programs' routes and the new ones in the
// server's order, as if the whole search had been fetched again. No database: views built by hand.
import { describe, expect, it } from "vitest";
import {
  byMiles,
  type FlightSearchView,
  mergeFlightView,
  type RouteView,
} from "@/lib/flights/flight-search-view";

const route = (awardRequestId: string, position: number, miles: number) =>
  ({ id: `${awardRequestId}.${position}`, awardRequestId, position, miles }) as RouteView;
const view = (routes: RouteView[], unchanged: string[]) =>
  ({ routes: [...routes].sort(byMiles), calendar: [], unchanged }) as unknown as FlightSearchView;

describe("mergeFlightView", () => {
  // Three program searches whose miles interleave and tie across searches.
  const of = (ar: string, miles: number[]) => miles.map((m, i) => route(ar, i, m));
  const a = of("ar-a", [10_000, 20_000, 20_000, 50_000]);
  const b = of("ar-b", [5_000, 20_000, 60_000]);
  const c = of("ar-c", [20_000, 20_000, 90_000]);
  const cNew = of("ar-c", [1_000, 20_000, 55_000, 99_000]);

  it.each([
    { name: "one program answered again", prev: [...a, ...b, ...c], next: cNew, unchanged: ["ar-a", "ar-b"] },
    { name: "a new program's first answer", prev: [...a, ...b], next: c, unchanged: ["ar-a", "ar-b"] },
    {
      name: "a program gone (not kept, not sent)",
      prev: [...a, ...b, ...c],
      next: cNew,
      unchanged: ["ar-a"],
    },
    { name: "nothing new", prev: [...a, ...b], next: [], unchanged: ["ar-a", "ar-b"] },
  ])("$name: the same routes and order as a full refetch", ({ prev, next, unchanged }) => {
    const merged = mergeFlightView(view(prev, []), view(next, unchanged));
    const kept = new Set(unchanged);
    const full = [...prev.filter((r) => kept.has(r.awardRequestId)), ...next].sort(byMiles);
    expect(merged.routes.map((r) => r.id)).toEqual(full.map((r) => r.id));
    expect(merged.unchanged).toEqual([]);
  });

  it("keeps the page's route objects of the programs that did not change", () => {
    const prev = view([...a, ...b], []);
    const merged = mergeFlightView(prev, view(c, ["ar-a", "ar-b"]));
    const kept = merged.routes.filter((r) => r.awardRequestId !== "ar-c");
    expect(kept.every((r) => prev.routes.includes(r))).toBe(true);
  });
});
