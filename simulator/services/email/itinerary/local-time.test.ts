import { describe, expect, it } from "vitest";
import { offsetAtLocal, toLocalTime } from "./local-time";

describe("toLocalTime: wall time at the place", () => {
  const cases: Array<[string, string | undefined, string | undefined]> = [
    ["2027-03-05T06:30:00-05:00", "America/New_York", "2027-03-05T06:30:00"],
    ["2027-03-05T11:30:00Z", "America/New_York", "2027-03-05T06:30:00"],
    ["2027-07-05T11:30:00Z", "America/New_York", "2027-07-05T07:30:00"], // summer time
    ["2027-03-05T12:30:00+0000", "Europe/London", "2027-03-05T12:30:00"],
    // Issue 33: an offset makes an instant, even one that is not the place's own offset.
    ["2027-03-05T12:30:00+0100", "Europe/London", "2027-03-05T11:30:00"],
    ["2017-06-15T14:00:00+0:00", "Europe/London", "2017-06-15T15:00:00"], // a real sender's "+0:00" is UTC (BST is +1)
    ["2027-03-05T06:30:00+03:00", "America/New_York", "2027-03-04T22:30:00"],
    ["2027-03-05T06:30:00-00:00", "Asia/Tokyo", "2027-03-05T15:30:00"],
    ["2027-03-05T06:30:00+01", "Europe/Paris", "2027-03-05T06:30:00"],
    ["2027-03-05T06:30:00-05:00", undefined, "2027-03-05T06:30:00"], // no zone known: as written (+ its offset)
    ["02-02-2018 18:35", "Europe/Berlin", "2018-02-02T18:35:00"], // Eurowings: month first
    ["02-04-2018 20:40", undefined, "2018-02-04T20:40:00"],
    ["25-12-2027 10:00", undefined, "2027-12-25T10:00:00"], // a first number over 12 is the day
    ["05.03.2027 06:30", undefined, "2027-03-05T06:30:00"], // dots: day first
    ["2027/03/05 06:30", undefined, "2027-03-05T06:30:00"],
    ["13-13-2027 10:00", undefined, undefined],
    ["2027-03-05 6:30", "Asia/Tokyo", "2027-03-05T06:30:00"], // floating, single-digit hour
    ["2027-03-05T06:30:00.000+09:00", "Asia/Tokyo", "2027-03-05T06:30:00"],
    ["2027-03-05", "Asia/Tokyo", "2027-03-05"],
    ["March 5, 2027", "Asia/Tokyo", undefined],
    ["", undefined, undefined],
  ];
  it.each(cases)("%s in %s → %s", (input, zone, expected) => {
    expect(toLocalTime(input, zone)?.local).toBe(expected);
  });

  it("keeps the source's offset when no zone is known, and nothing for a floating time", () => {
    expect(toLocalTime("2027-03-05T06:30:00-05:00")).toEqual({
      local: "2027-03-05T06:30:00",
      dateOnly: false,
      offsetSeconds: -5 * 3600,
    });
    expect(toLocalTime("2017-06-15T14:00:00+0:00")).toEqual({
      local: "2017-06-15T14:00:00",
      dateOnly: false,
      offsetSeconds: 0,
    });
    expect(toLocalTime("2027-03-05T06:30:00+05:30")?.offsetSeconds).toBe(5.5 * 3600);
    expect(toLocalTime("2027-03-05T06:30:00")).toEqual({ local: "2027-03-05T06:30:00", dateOnly: false });
    expect(toLocalTime("2027-03-05T06:30:00-05:00", "America/New_York")?.offsetSeconds).toBeUndefined();
  });

  it("offsets follow daylight saving time at the local time", () => {
    expect(offsetAtLocal("2027-01-14T16:00:00", "America/New_York")).toBe(-5 * 3600);
    expect(offsetAtLocal("2027-07-14T16:00:00", "America/New_York")).toBe(-4 * 3600);
    expect(offsetAtLocal("2027-03-28T12:00:00", "Europe/Berlin")).toBe(2 * 3600);
    expect(offsetAtLocal("2027-03-05", "Asia/Kolkata")).toBe(5.5 * 3600);
  });
});
