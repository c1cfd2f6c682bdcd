// Flexible check-in days and the fan-out count (issue 38 item 7), as tables.
import { describe, expect, it } from "vitest";
import {
  fanOutProblem,
  fanOutWords,
  flexibleCheckIns,
  flexWords,
  stayFrom,
} from "@/lib/hotels/flexible-dates";

describe("flexibleCheckIns", () => {
  const far = ["2026-01-01", "2027-12-31"] as const;
  it.each([
    ["exact", "2026-12-14", 0, ...far, ["2026-12-14"]],
    ["±1", "2026-12-14", 1, ...far, ["2026-12-13", "2026-12-14", "2026-12-15"]],
    [
      "±3 across a month end",
      "2026-12-30",
      3,
      ...far,
      ["2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"],
    ],
    [
      "±2 across 29 February",
      "2028-02-28",
      2,
      "2028-01-01",
      "2028-12-31",
      ["2028-02-26", "2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"],
    ],
    [
      "±2 for tomorrow drops the past",
      "2026-11-28",
      2,
      "2026-11-27",
      "2027-11-17",
      ["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"],
    ],
    [
      "±3 at the end of the window drops what is not open",
      "2027-11-16",
      3,
      "2026-11-26",
      "2027-11-17",
      ["2027-11-13", "2027-11-14", "2027-11-15", "2027-11-16", "2027-11-17"],
    ],
  ])("%s", (_name, checkIn, flex, earliest, latest, expected) => {
    expect(flexibleCheckIns(checkIn, flex, earliest, latest)).toEqual(expected);
  });
});

describe("stayFrom keeps the number of nights", () => {
  it.each([
    ["2026-12-13", 3, "2026-12-16"],
    ["2026-12-30", 3, "2027-01-02"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-28", 2, "2026-03-30"], // over a DST change in Europe: dates, not instants
  ])("%s + %i nights", (checkIn, nights, checkOut) => {
    expect(stayFrom(checkIn, nights)).toEqual({ checkIn, checkOut });
  });
});

describe("fan-out", () => {
  it.each([
    [1, 1, "This search sends 1 request (1 check-in day × 1 program).", null],
    [3, 2, "This search sends 6 requests (3 check-in days × 2 programs).", null],
    [7, 3, "This search sends 21 requests (7 check-in days × 3 programs).", null],
    [
      7,
      4,
      "This search sends 28 requests (7 check-in days × 4 programs).",
      "This search would send 28 requests (7 check-in days × 4 programs); one search sends at most 21. Pick fewer programs or fewer flexible days.",
    ],
    [
      3,
      8,
      "This search sends 24 requests (3 check-in days × 8 programs).",
      expect.stringMatching(/^This search would send 24 requests/),
    ],
  ])("%i days × %i programs", (days, programs, words, problem) => {
    expect(fanOutWords(days, programs)).toBe(words);
    expect(fanOutProblem(days, programs)).toEqual(problem);
  });

  it.each([
    [0, "exact dates"],
    [1, "±1 day"],
    [3, "±3 days"],
  ])("flexWords(%i)", (flex, words) => {
    expect(flexWords(flex)).toBe(words);
  });
});
