import { describe, expect, it } from "vitest";
import { valueBesideYours } from "./value-comparison";

describe("valueBesideYours", () => {
  it.each([
    [1.9, 0.008, "1.9¢ per point — above your 0.8¢"],
    [0.45, 0.005, "0.45¢ per point — below your 0.5¢"],
    [1.7, 0.017, "1.7¢ per point — the same as your 1.7¢"],
    [2.25, null, "2.25¢ per point"],
    [null, 0.01, null],
  ])("%s¢ against %s $/pt", (value, yours, words) => {
    expect(valueBesideYours(value, yours)).toBe(words);
  });
});
