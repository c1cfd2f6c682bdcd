import { describe, expect, it } from "vitest";
import { mergeRows } from "./merge-items";
import { flight, hotel, row } from "./test-rows";
import { yearStats } from "./year-stats";

describe("yearStats", () => {
  const items = mergeRows([
    row(flight({ from: "BOS", to: "KEF", dep: "2027-03-13T20:30", arr: "2027-03-14T06:10" })),
    row(
      hotel("Heldout Hotel", "Reykjavík", "2027-03-14", "2027-03-18", {
        address: { city: "Reykjavík", countryCode: "IS", timezoneId: "Atlantic/Reykjavik" },
      }),
    ),
    row(flight({ from: "KEF", to: "BOS", dep: "2027-03-18T17:00", arr: "2027-03-18T19:05", number: "213" })),
    row(
      flight(
        { from: "BOS", to: "DEN", dep: "2027-05-01T08:00", arr: "2027-05-01T11:00", number: "9" },
        { status: "Cancelled", confirmationNumbers: [{ number: "X" }] },
      ),
    ),
    row(
      flight(
        { from: "BOS", to: "LHR", dep: "2026-12-01T20:00", arr: "2026-12-02T07:00", number: "7" },
        { confirmationNumbers: [{ number: "Y" }] },
      ),
    ),
  ]);

  it("counts the year's flights, great-circle distance, hotel nights and countries; cancelled and other years left out", () => {
    const s = yearStats(items, 2027);
    expect(s.flights).toBe(2);
    // Boston–Keflavík is about 3,900 km each way
    expect(s.distanceKm).toBeGreaterThan(2 * 3850);
    expect(s.distanceKm).toBeLessThan(2 * 3950);
    expect(s.nightsAway).toBe(4);
    expect(s.countries).toEqual(["IS", "US"]);
  });
});
