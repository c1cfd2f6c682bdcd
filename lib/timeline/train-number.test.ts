// Train numbers of one train, beyond KDE's own table (which kde-merge-corpus.test.ts runs).
import { describe, expect, it } from "vitest";
import { isDividingTrain, isSameTrainNumber } from "./train-number";

describe("isSameTrainNumber", () => {
  it.each([
    ["ICE 578", "InterCityExpress 578", true],
    ["ICE 578", "578", true],
    ["ice578", "ICE 578", true],
    ["IC 123", "EC 123", false],
    // KDE takes a category that begins another as the same one ("InterCity-tog" / "InterCity"), so
    // "IC" begins "ICE"; the trip rule still needs the same day and departure time.
    ["ICE 578", "IC 578", true],
    ["RE 13 (20070)", "RE 20070", true],
    ["RE 13 (20070)", "RE 13 (20072)", false],
    ["InterCity-tog 12345", "InterCity 12345", true],
    ["InterCity-tog 12345", "InterCity 54321", false],
    ["123", "12", false],
    ["", "123", false],
  ])("%s vs %s → %s", (a, b, same) => {
    expect(isSameTrainNumber(a, b)).toBe(same);
    expect(isSameTrainNumber(b, a)).toBe(same);
  });
});

describe("isDividingTrain", () => {
  it.each([
    ["ICE 1001", "ICE 1011", true],
    ["ICE 578", "IC 2000", false],
    ["123", "124", true],
    ["123", "234", false],
    ["ICE 578", "ICE 578", false],
  ])("%s vs %s → %s", (a, b, dividing) => expect(isDividingTrain(a, b)).toBe(dividing));
});
