// Editing trip membership: moves keep trips from overlapping, every touched trip becomes the
// user's, an emptied manual trip is dropped, merges join neighbours.
import { describe, expect, it } from "vitest";
import { planTripEdit } from "./plan-trip-edit";
import type { Trip } from "./types";

const trip = (key: string, itemKeys: string[], manual = false): Trip => ({
  key,
  name: key,
  manual,
  itemKeys,
  start: null,
  end: null,
});
const trips = [trip("a1", ["a1", "a2"]), trip("m", ["b1", "b2", "b3"], true), trip("c1", ["c1"])];

describe("planTripEdit", () => {
  it("moves a trip's first item to the trip before it; both become the user's", () => {
    const plan = planTripEdit(trips, { op: "move", itemKey: "b1", to: "previous" });
    expect(plan).toEqual({
      write: [
        { key: "m", manual: true, itemKeys: ["b2", "b3"] },
        { key: "a1", manual: false, itemKeys: ["a1", "a2", "b1"] },
      ],
      drop: [],
      focus: { key: "a1", manual: false, itemKeys: ["a1", "a2", "b1"] },
    });
  });
  it("moves a trip's last item to the trip after it, dropping a manual trip it empties", () => {
    const plan = planTripEdit([trip("a1", ["a1"]), trip("m", ["b1"], true), trip("c1", ["c1"])], {
      op: "move",
      itemKey: "b1",
      to: "next",
    });
    expect(plan).toMatchObject({ write: [{ key: "c1", itemKeys: ["b1", "c1"] }], drop: ["m"] });
  });
  it("puts an item in a trip of its own", () => {
    expect(planTripEdit(trips, { op: "move", itemKey: "b2", to: "own" })).toMatchObject({
      write: [
        { key: "m", itemKeys: ["b1", "b3"] },
        { key: null, itemKeys: ["b2"] },
      ],
    });
  });
  it("refuses moves that would make trips overlap or that go nowhere", () => {
    expect(planTripEdit(trips, { op: "move", itemKey: "b2", to: "previous" })).toBe("not-first");
    expect(planTripEdit(trips, { op: "move", itemKey: "b2", to: "next" })).toBe("not-last");
    expect(planTripEdit(trips, { op: "move", itemKey: "a1", to: "previous" })).toBe("no-previous");
    expect(planTripEdit(trips, { op: "move", itemKey: "c1", to: "own" })).toBe("already-alone");
    expect(planTripEdit(trips, { op: "move", itemKey: "zz", to: "own" })).toBe("unknown-item");
  });
  it("merges neighbours into the earlier trip", () => {
    expect(planTripEdit(trips, { op: "merge", tripKey: "c1", with: "previous" })).toMatchObject({
      write: [{ key: "m", itemKeys: ["b1", "b2", "b3", "c1"] }],
      drop: [],
    });
    expect(planTripEdit(trips, { op: "merge", tripKey: "a1", with: "next" })).toMatchObject({
      write: [{ key: "a1", itemKeys: ["a1", "a2", "b1", "b2", "b3"] }],
      drop: ["m"],
    });
    expect(planTripEdit(trips, { op: "merge", tripKey: "c1", with: "next" })).toBe("no-next");
  });
});
