import { describe, expect, it } from "vitest";
import { expiryThreshold, todayIn } from "@/lib/notifications/expiry-threshold";

describe("expiryThreshold", () => {
  // [today, expiration, due threshold]
  const cases: [string, string, number | null][] = [
    ["2026-01-01", "2026-06-01", null], // 151 days: nothing yet
    ["2026-03-03", "2026-06-01", 90], // exactly 90 days
    ["2026-03-04", "2026-06-01", 90],
    ["2026-05-01", "2026-06-01", 90], // 31 days: still the 90-day window
    ["2026-05-02", "2026-06-01", 30], // exactly 30
    ["2026-05-25", "2026-06-01", 7], // exactly 7
    ["2026-06-01", "2026-06-01", 7], // expires today
    ["2026-06-02", "2026-06-01", null], // already expired
    ["2024-02-28", "2024-03-01", 7], // leap day counted: 2 days
    ["2026-12-03", "2027-03-02", 90], // across a year end: 89 days
  ];
  it.each(cases)("today %s, expires %s → %s", (today, expires, want) =>
    expect(expiryThreshold(today, expires)).toBe(want),
  );
});

describe("todayIn", () => {
  it("is the user's calendar day, not UTC's", () => {
    const now = new Date("2026-06-10T23:30:00Z");
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-06-11");
    expect(todayIn("America/Los_Angeles", now)).toBe("2026-06-10");
    expect(todayIn("Nowhere/Zone", now)).toBe("2026-06-10");
  });
});
