import { describe, expect, it } from "vitest";
import { barRuns } from "./barcode";

describe("barRuns", () => {
  it("draws each run of ones as one bar, at its module and as wide as the run", () => {
    expect(barRuns("1001110")).toEqual([
      [0, 1],
      [3, 3],
    ]);
    expect(barRuns("0000")).toEqual([]);
    expect(barRuns("11")).toEqual([[0, 2]]);
  });
});
