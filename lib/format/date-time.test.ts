// The kept formatters give exactly what Date#toLocaleString / toLocaleDateString give.
import { describe, expect, it } from "vitest";
import { formatDateTime, formatDayRange, formatLocalWallTime } from "./date-time";

const dates = [new Date("2026-03-01T17:05:09Z"), new Date("1999-12-31T23:59:59Z"), new Date(0)];
const optionSets: Intl.DateTimeFormatOptions[] = [
  { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" },
  { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" },
  { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "Asia/Tokyo" },
  { timeZone: "UTC" },
  { hour: "numeric", timeZone: "America/New_York" },
  { dateStyle: "medium", timeZone: "UTC" },
];

describe("formatDateTime", () => {
  it.each(optionSets)("matches toLocaleString and toLocaleDateString for %o", (options) => {
    for (const d of dates) {
      expect(formatDateTime(d, options)).toBe(d.toLocaleString("en-US", options));
      expect(formatDateTime(d, options, "date")).toBe(d.toLocaleDateString("en-US", options));
    }
  });

  it("says Invalid Date like the Date methods instead of throwing", () => {
    expect(formatDateTime(new Date("nope"), { timeZone: "UTC" })).toBe(
      new Date("nope").toLocaleString("en-US", { timeZone: "UTC" }),
    );
  });
});

describe("formatLocalWallTime", () => {
  it("reads a booked wall time as the place's own clock, labelled, and a day without a time", () => {
    expect(formatLocalWallTime("2027-02-10T08:00:00")).toBe("Wed, Feb 10, 2027, 08:00 local time");
    // Not shifted by any zone: 23:30 stays on its day wherever the page is read.
    expect(formatLocalWallTime("2026-12-31T23:30")).toBe("Thu, Dec 31, 2026, 23:30 local time");
    expect(formatLocalWallTime("2027-02-10T08:00:00", { label: false })).toBe("Wed, Feb 10, 2027, 08:00");
    expect(formatLocalWallTime("2027-02-19")).toBe("Fri, Feb 19, 2027");
    expect(formatLocalWallTime(null)).toBeNull();
    expect(formatLocalWallTime("next week")).toBe("next week");
  });
});

describe("a searched day and formatDayRange", () => {
  it("reads a searched day with its weekday, and other text as given", () => {
    expect(formatLocalWallTime("2027-02-06")).toBe("Sat, Feb 6, 2027");
    expect(formatLocalWallTime("next week")).toBe("next week");
  });
  it("writes a stay once, sharing the month and year its ends share", () => {
    const norm = (s: string) => s.replace(/\s/g, " ");
    expect(norm(formatDayRange("2026-12-24", "2026-12-27"))).toBe("Dec 24 – 27, 2026");
    expect(norm(formatDayRange("2027-01-28", "2027-02-02"))).toBe("Jan 28 – Feb 2, 2027");
    expect(norm(formatDayRange("2026-12-28", "2027-01-02"))).toBe("Dec 28, 2026 – Jan 2, 2027");
    expect(formatDayRange("2026-12-28", "soon")).toBe("2026-12-28 → soon");
    expect(formatDayRange("2026-12-28", "2026-12-20")).toBe("2026-12-28 → 2026-12-20");
  });
});
