// Travel dates (issue 12 item 8): real calendar days only, not in the past, within the booking window.
import { describe, expect, it } from "vitest";
import {
  addDays,
  isRealDate,
  latestToday,
  MAX_DAYS_AHEAD,
  travelDateProblem,
} from "@/lib/validation/travel-date";

describe("travel dates", () => {
  it.each([
    ["2027-02-28", true],
    ["2028-02-29", true], // leap year
    ["2027-02-29", false],
    ["2027-02-30", false],
    ["2027-13-45", false],
    ["2027-00-10", false],
    ["2027-04-31", false],
    ["27-04-01", false],
  ])("%s is a real date: %s", (value, real) => {
    expect(isRealDate(value)).toBe(real);
  });

  const today = "2026-11-23";
  it.each([
    ["2026-11-23", null],
    [addDays(today, MAX_DAYS_AHEAD), null],
    ["2026-11-22", "The date is in the past"],
    ["2027-02-30", "2027-02-30 is not a real date"],
    ["2027-13-45", "2027-13-45 is not a real date"],
    ["2026/12/01", "Enter the date as YYYY-MM-DD"],
    ["", "Pick a date"],
  ])("%s → %s", (value, message) => {
    expect(travelDateProblem(value, today)).toBe(message);
  });

  it("refuses a date past the booking window and names the latest day", () => {
    expect(travelDateProblem("2099-12-31", today)).toMatch(/too far ahead.*355 days.*Nov 13, 2027/);
    expect(travelDateProblem(addDays(today, MAX_DAYS_AHEAD + 1), today, "Check-in")).toMatch(
      /^Check-in is too far ahead/,
    );
  });

  it("knows the latest date on Earth: Kiritimati's (UTC+14), tomorrow in UTC from 10:00 UTC", () => {
    expect(latestToday(new Date("2026-11-25T09:59:59Z"))).toBe("2026-11-25");
    expect(latestToday(new Date("2026-11-25T10:00:00Z"))).toBe("2026-11-26");
    // Tokyo's morning of the 26th is still the 25th in UTC; a mailbox scan from "today" is allowed.
    const tokyoMorning = new Date("2026-11-25T23:30:00Z");
    const tokyoToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(tokyoMorning);
    expect(tokyoToday <= latestToday(tokyoMorning)).toBe(true);
    expect(tokyoToday > tokyoMorning.toISOString().slice(0, 10)).toBe(true);
  });
});
