import { describe, expect, it } from "vitest";
import { keepSameItems, memoPerSlot } from "@/lib/memo/per-slot";

describe("memoPerSlot", () => {
  it("computes again only for the slot whose arguments changed", () => {
    const calls: string[] = [];
    const f = memoPerSlot((xs: number[], k: string) => (calls.push(k), xs.length));
    const a = [1, 2];
    const b = [3];
    expect([f(0, a, "a"), f(1, b, "b")]).toEqual([2, 1]);
    expect([f(0, a, "a"), f(1, b, "b")]).toEqual([2, 1]);
    expect(calls).toEqual(["a", "b"]);
    expect(f(1, [3], "b")).toBe(1); // an equal list that is not the same one
    expect(f(0, a, "a2")).toBe(2);
    expect(calls).toEqual(["a", "b", "b", "a2"]);
  });
});

describe("keepSameItems", () => {
  it.each([
    { name: "the same items in order: the slot's last list", next: (x: object[]) => [...x], same: true },
    { name: "one item replaced", next: (x: object[]) => [x[0]!, {}], same: false },
    { name: "the same items in another order", next: (x: object[]) => [x[1]!, x[0]!], same: false },
    { name: "one more item", next: (x: object[]) => [...x, {}], same: false },
  ])("$name", ({ next, same }) => {
    const keep = keepSameItems<object>();
    const first = [{}, {}];
    keep(0, first);
    keep(1, [{}]);
    const got = keep(0, next(first));
    expect(got === first).toBe(same);
    if (!same) expect(keep(0, [...got])).toBe(got); // the new list is the one kept from then on
  });
});
