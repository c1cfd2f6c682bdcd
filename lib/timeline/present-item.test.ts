import { describe, expect, it } from "vitest";
import { mergeRows } from "./merge-items";
import { durationLabel, presentItem, presentTrip, zoneAbbreviation } from "./present-item";
import { flight, hotel, row } from "./test-rows";

describe("local times, day change and duration across zones", () => {
  it.each([
    // Boston (EST, before US DST) overnight to Reykjavík (GMT): 4 h 40 min, +1 day
    [
      "BOS",
      "KEF",
      "2027-03-13T20:30:00",
      "2027-03-14T06:10:00",
      "Sat, Mar 13 · 20:30 EST → 06:10 GMT",
      1,
      "4 h 40 min",
    ],
    // After US DST the same wall times take an hour longer, and Boston is on EDT
    [
      "BOS",
      "KEF",
      "2027-03-20T20:30:00",
      "2027-03-21T06:10:00",
      "Sat, Mar 20 · 20:30 EDT → 06:10 GMT",
      1,
      "5 h 40 min",
    ],
    // Tokyo → Honolulu: leaves at 21:00 and lands at 09:00 the same calendar day
    [
      "NRT",
      "HNL",
      "2027-07-01T21:00:00",
      "2027-07-01T09:00:00",
      "Thu, Jul 1 · 21:00 JST → 09:00 HST",
      0,
      "7 h",
    ],
    [
      "LHR",
      "JFK",
      "2027-07-01T10:00:00",
      "2027-07-01T13:00:00",
      "Thu, Jul 1 · 10:00 BST → 13:00 EDT",
      0,
      "8 h",
    ],
  ])("%s → %s at %s", (from, to, dep, arr, when, shift, duration) => {
    const [item] = mergeRows([row(flight({ from, to, dep, arr }))]);
    const view = presentItem(item!, 0);
    expect(view.when).toBe(when);
    expect(view.dayShift).toBe(shift);
    expect(view.duration).toBe(duration);
  });

  it("names fixed offsets and IANA zones", () => {
    expect(zoneAbbreviation("+05:30", 0)).toBe("UTC+05:30");
    expect(zoneAbbreviation("America/Denver", Date.UTC(2027, 0, 1))).toBe("MST");
    // Abbreviations outside the US too, rather than "GMT+1"
    expect(
      [Date.UTC(2027, 0, 1), Date.UTC(2027, 6, 1)].map((at) => zoneAbbreviation("Europe/Paris", at)),
    ).toEqual(["CET", "CEST"]);
    expect(zoneAbbreviation("Asia/Kolkata", 0)).toBe("IST");
    expect(zoneAbbreviation("Atlantic/Reykjavik", 0)).toBe("GMT");
    expect(durationLabel(0, 26 * 3600_000 + 60_000)).toBe("1 d 2 h 1 min");
  });
});

describe("items and trips without any day", () => {
  it("say so instead of starting the line with a separator", () => {
    const [item] = mergeRows([
      row(hotel("San Francisco Marriott Marquis", "San Francisco", "", "", { cancelled: true })),
    ]);
    const view = presentItem(item!, 0);
    expect(view.when).toBe("No dates given");
    expect(
      presentTrip(
        {
          key: "t",
          name: "San Francisco Marriott Marquis",
          manual: false,
          itemKeys: [item!.key],
          start: null,
          end: null,
        },
        new Map([[item!.key, item!]]),
        0,
      ).dates,
    ).toBe("No dates given");
  });
});
