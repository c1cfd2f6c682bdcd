import { describe, expect, it } from "vitest";
import { aggregateProgress } from "@/lib/award-search/aggregate-progress";
import { isPending, mergeParts } from "@/lib/award-search/merge-parts";

describe("mergeParts", () => {
  it("never moves a final part back to pending and keeps parts a delivery does not mention", () => {
    const stored = { singleDate: { state: 1, message: "ok" }, calendar: { state: 0, message: "" } };
    expect(mergeParts(stored, { singleDate: { state: 0, message: "again" } })).toEqual(stored);
    expect(mergeParts(stored, { calendar: { state: 1, message: "cal" } })).toEqual({
      ...stored,
      calendar: { state: 1, message: "cal" },
    });
  });

  it("counts a request pending while any part is", () => {
    expect(isPending(1, { calendar: { state: 0, message: "" } })).toBe(true);
    expect(isPending(1, { calendar: { state: 1, message: "" } })).toBe(false);
  });

  it("aggregates across programs", () => {
    const p = aggregateProgress([
      { state: 1, parts: {} },
      { state: 10, parts: {} },
      { state: 0, parts: {} },
      { state: 11, parts: {} },
    ]);
    expect(p).toEqual({ total: 4, done: 3, pending: true, withResults: 1, failed: 1, needsAnswer: 1 });
  });
});
