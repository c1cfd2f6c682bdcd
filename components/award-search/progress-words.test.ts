// Issue 12 item 2: waiting on the user is its own state, and cards keep their order.
import { describe, expect, it } from "vitest";
import { inPickedOrder, progressLine } from "@/components/award-search/progress-words";
import { aggregateProgress } from "@/lib/award-search/aggregate-progress";

// A program whose one part is in the same state as the program.
const p = (state: number) => ({ state, parts: { main: { state, message: "" } } });

describe("progress line", () => {
  it("does not call a search finished while a program waits for the user's answer", () => {
    expect(progressLine(aggregateProgress([p(1), p(9), p(10)]))).toBe(
      "1 program needs your answer · 2 of 3 finished",
    );
    expect(progressLine(aggregateProgress([p(10)]))).toBe("1 program needs your answer");
    expect(progressLine(aggregateProgress([p(10), p(10), p(6)]))).toBe(
      "2 programs need your answer · 1 of 3 finished",
    );
  });

  it("counts a waiting program apart while others still search", () => {
    expect(progressLine(aggregateProgress([p(0), p(1), p(10)]))).toBe(
      "Searching… 1 of 3 programs finished · 1 program needs your answer",
    );
  });

  it("says finished only when every program is final", () => {
    expect(progressLine(aggregateProgress([p(1), p(2), p(11)]))).toBe("All 3 programs finished");
    expect(progressLine(aggregateProgress([p(1)]))).toBe("The program finished");
  });

  it("counts searches, not programs, when a program is sent several (legs, days, airports)", () => {
    expect(progressLine(aggregateProgress([p(1), p(0), p(1), p(1)]), true)).toBe(
      "Searching… 3 of 4 searches finished",
    );
    expect(progressLine(aggregateProgress([p(1), p(1), p(2)]), true)).toBe("All 3 searches finished");
    expect(progressLine(aggregateProgress([p(1), p(10)]), true)).toBe(
      "1 search needs your answer · 1 of 2 finished",
    );
  });
});

describe("card order", () => {
  it("follows the programs as picked, not the request order", () => {
    const rows = [{ providerCode: "delta" }, { providerCode: "aeroplan" }, { providerCode: "united" }];
    expect(inPickedOrder(rows, ["united", "delta", "aeroplan"]).map((r) => r.providerCode)).toEqual([
      "united",
      "delta",
      "aeroplan",
    ]);
  });
});
