// The trip-change rules as tables: what counts as a change, what is a baseline, what is not told.
import { describe, expect, it } from "vitest";
import { compareTrips, type Seen, tripChangeNotice, tripState } from "@/lib/notifications/trip-changes";
import type { Place, TimelineItem } from "@/lib/timeline/types";

const place = (code: string, local: string, zone = "America/New_York"): Place => ({
  name: null,
  city: null,
  code,
  lat: null,
  lng: null,
  countryCode: null,
  local,
  zone,
  at: Date.parse(`${local}Z`),
});
function item(over: Partial<TimelineItem> = {}): TimelineItem {
  return {
    key: "row1#0",
    kind: "flight",
    title: "FI 630 Boston → Reykjavík",
    number: "FI 630",
    start: place("BOS", "2030-03-09T20:30:00"),
    end: place("KEF", "2030-03-10T06:10:00", "Atlantic/Reykjavik"),
    cancelled: false,
    confirmationNumbers: ["KX7Q2P"],
    travelers: [],
    sources: [],
    rowIds: ["row1"],
    elementKeys: ["row1#0"],
    part: {},
    itinerary: {},
    ...over,
  };
}
const now = new Date("2029-01-01T00:00:00Z");
const seenOf = (i: TimelineItem, changes = 0, itemKey = i.key): Seen => ({
  itemKey,
  state: tripState(i),
  changes,
});

describe("compareTrips", () => {
  const cases: [string, Partial<TimelineItem>, boolean][] = [
    ["nothing changed", {}, false],
    ["another title (a source joined)", { title: "Icelandair 630" }, false],
    ["another confirmation shown", { confirmationNumbers: ["KX7Q2P", "ABC"] }, false],
    ["departure re-timed", { start: place("BOS", "2030-03-09T21:45:00") }, true],
    ["arrival re-timed", { end: place("KEF", "2030-03-10T07:00:00", "Atlantic/Reykjavik") }, true],
    ["seconds only (shown to the minute)", { start: place("BOS", "2030-03-09T20:30:30") }, false],
    ["another airport", { end: place("RKV", "2030-03-10T06:10:00", "Atlantic/Reykjavik") }, true],
    ["cancelled", { cancelled: true }, true],
  ];
  it.each(cases)("%s", (_n, over, told) => {
    expect(compareTrips([item(over)], [seenOf(item())], now).changed.length === 1).toBe(told);
  });

  it("a first sight is a baseline, never a change", () => {
    expect(compareTrips([item()], [], now)).toEqual({
      baseline: [{ itemKey: "row1#0", state: tripState(item()) }],
      changed: [],
    });
  });

  it("an item whose key moved is found under another of its segments' keys; its change number counts on", () => {
    const moved = item({ key: "row2#0", elementKeys: ["row2#0", "row1#0"], cancelled: true });
    const { baseline, changed } = compareTrips([moved], [seenOf(item(), 2)], now);
    expect(baseline).toEqual([]);
    expect(changed.map((c) => [c.seenAs, c.n])).toEqual([["row1#0", 3]]);
  });

  it("an item that has ended is neither stored nor told", () => {
    expect(
      compareTrips([item({ cancelled: true })], [seenOf(item())], new Date("2031-01-01T00:00:00Z")),
    ).toEqual({ baseline: [], changed: [] });
  });
});

describe("tripChangeNotice", () => {
  const words = (after: Partial<TimelineItem>, before: Partial<TimelineItem> = {}) => {
    const [c] = compareTrips([item(after)], [seenOf(item(before))], now).changed;
    return tripChangeNotice(c!);
  };
  it("says what changed, each with what it was", () => {
    expect(words({ start: place("BOS", "2030-03-09T21:45:00") })).toEqual({
      title: "FI 630 Boston → Reykjavík: changed",
      body: "Departs 2030-03-09 21:45 (was 2030-03-09 20:30).",
    });
    expect(words({ cancelled: true }).title).toBe("FI 630 Boston → Reykjavík: cancelled");
    expect(words({}, { cancelled: true }).body).toBe("It is no longer cancelled.");
    expect(words({ start: place("BOS", "2030-03-09T20:30:00", "America/Chicago") }).body).toBe(
      "Departs 2030-03-09 20:30 America/Chicago (was 2030-03-09 20:30 America/New_York).",
    );
    expect(
      words(
        { kind: "hotel", end: place("KEF", "2030-03-12T11:00:00", "Atlantic/Reykjavik") },
        { kind: "hotel" },
      ).body,
    ).toBe("Check-out 2030-03-12 11:00 (was 2030-03-10 06:10).");
  });
});
