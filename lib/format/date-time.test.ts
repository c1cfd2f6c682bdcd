// The kept formatters give exactly what Date#toLocaleString / toLocaleDateString give.
import { describe, expect, it } from "vitest";
import { formatDateTime } from "./date-time";

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
    expect(formatDateTime(new Date("nope"), { timeZone: "UTC" })).toBe(new Date("nope").toLocaleString("en-US", { timeZone: "UTC" }));
  });
});
