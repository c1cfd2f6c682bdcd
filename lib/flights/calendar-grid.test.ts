// The price-calendar grid: whole Monday–Sunday weeks around the entries and the searched date, the
// cheapest entry per day for one cabin across programs, heat 1 (cheapest) … 5 (dearest).
import { describe, expect, it } from "vitest";
import {
  buildCalendarGrid,
  buildMonthGrid,
  calendarCabins,
  calendarMonths,
  heatLevel,
} from "@/lib/flights/calendar-grid";
import type { CalendarDayView } from "@/lib/flights/flight-search-view";

const day = (date: string, miles: number, cabin = "economy", providerCode = "united"): CalendarDayView => ({
  awardRequestId: `ar-${providerCode}`,
  providerCode,
  date,
  cabin,
  miles,
  taxesMinor: 560,
  currency: "USD",
});

describe("calendar grid", () => {
  it("covers whole weeks from Monday, marks days outside the span and keeps the cheapest per day", () => {
    // 2026-03-04 is a Wednesday; 2026-03-10 a Tuesday.
    const entries = [
      day("2026-03-04", 30000),
      day("2026-03-04", 25000, "economy", "delta"),
      day("2026-03-10", 60000),
      day("2026-03-06", 45000, "business"),
    ];
    const weeks = buildCalendarGrid(entries, "economy", "2026-03-05");
    expect(weeks).toHaveLength(2);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    const cells = weeks.flat();
    expect(cells[0]).toMatchObject({ date: "2026-03-02", inRange: false });
    expect(cells.find((c) => c.date === "2026-03-04")).toMatchObject({
      inRange: true,
      heat: 1,
      cheapest: { miles: 25000, providerCode: "delta" },
    });
    expect(cells.find((c) => c.date === "2026-03-10")).toMatchObject({ heat: 5, cheapest: { miles: 60000 } });
    // A business-only day has no economy price; the searched date is in range even without one.
    expect(cells.find((c) => c.date === "2026-03-06")).toMatchObject({
      inRange: true,
      cheapest: null,
      heat: null,
    });
    expect(cells.find((c) => c.date === "2026-03-11")).toMatchObject({ inRange: false });
  });

  it("stretches to a searched date outside the entries", () => {
    const cells = buildCalendarGrid([day("2026-03-04", 30000)], "economy", "2026-03-20").flat();
    expect(cells.find((c) => c.date === "2026-03-20")).toMatchObject({ inRange: true, cheapest: null });
  });

  it("grades heat evenly and lists cabins in cabin order", () => {
    expect([0, 24, 25, 50, 99, 100].map((v) => heatLevel(v, 0, 100))).toEqual([1, 2, 2, 3, 5, 5]);
    expect(heatLevel(7, 7, 7)).toBe(1);
    expect(calendarCabins([day("2026-03-01", 1, "firstClass"), day("2026-03-01", 1, "economy")])).toEqual([
      "economy",
      "firstClass",
    ]);
  });
});

describe("month grid (issue 12 item 7)", () => {
  const entries = [
    day("2026-02-26", 40000),
    day("2026-03-02", 20000),
    day("2026-03-03", 20000, "economy", "delta"),
    day("2026-03-09", 60000),
  ];

  it("lists the months the calendar spans, the searched one included", () => {
    expect(calendarMonths(entries, "2026-03-01")).toEqual(["2026-02", "2026-03"]);
    expect(calendarMonths([], "2026-04-10")).toEqual(["2026-04"]);
  });

  it("shows one month in Monday-first weeks, heat graded over the whole calendar, cheapest days marked", () => {
    const march = buildMonthGrid(entries, "economy", "2026-03").flat();
    expect(march[0]).toMatchObject({ date: "2026-02-23", inRange: false, cheapest: null }); // Feb 26 belongs to February's page
    expect(march.filter((c) => c.inRange)).toHaveLength(31);
    expect(march.find((c) => c.date === "2026-03-02")).toMatchObject({ heat: 1, cheapestDay: true });
    expect(march.find((c) => c.date === "2026-03-03")).toMatchObject({ heat: 1, cheapestDay: true });
    expect(march.find((c) => c.date === "2026-03-09")).toMatchObject({ heat: 5, cheapestDay: false });
    const feb = buildMonthGrid(entries, "economy", "2026-02").flat();
    expect(feb.find((c) => c.date === "2026-02-26")).toMatchObject({ heat: 3, cheapestDay: false });
  });
});
