// Which trips a timeline window shows and where the next one starts (pure, table-driven), and the
// address reader: a bad ?after/?before falls back to the first page instead of failing the page.
import { describe, expect, it } from "vitest";
import {
  readInstant,
  timelineWindowFromParams,
  timelineWindowHref,
  tripsInWindow,
  type TimelineWindow,
} from "./timeline-window";
import type { Trip } from "./types";

const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 28, 12);
const trip = (key: string, startH: number | null, endH: number | null): Trip => ({
  key,
  name: key,
  manual: false,
  itemKeys: [key],
  start: startH === null ? null : NOW + startH * H,
  end: endH === null ? null : NOW + endH * H,
});
const TRIPS = [
  trip("old", -500, -480),
  trip("last", -100, -90),
  trip("now", -5, 20),
  trip("soon", 50, 60),
  trip("later", 200, 230),
  trip("far", 900, 950),
  trip("undated", null, null),
];
const keys = (r: { shown: Trip[] }) => r.shown.map((t) => t.key);
const up = (after: number | null): TimelineWindow => ({ view: "upcoming", after, before: null });
const past = (before: number | null): TimelineWindow => ({ view: "past", after: null, before });

describe("tripsInWindow", () => {
  const cases: [string, TimelineWindow, number | null, string[], TimelineWindow | null][] = [
    [
      "upcoming, everything fits: the trip under way, the coming ones, undated last",
      up(null),
      null,
      ["now", "soon", "later", "far", "undated"],
      null,
    ],
    [
      "upcoming cut before 'later': the rest on the next page, after the last shown",
      up(null),
      NOW + 200 * H,
      ["now", "soon"],
      up(NOW + 50 * H),
    ],
    [
      "upcoming next page: after 'soon', up to the cut",
      up(NOW + 50 * H),
      NOW + 900 * H,
      ["later"],
      up(NOW + 200 * H),
    ],
    ["upcoming last page: undated close it", up(NOW + 200 * H), null, ["far", "undated"], null],
    [
      "upcoming page with no trip starting in it still moves on",
      up(NOW + 60 * H),
      NOW + 100 * H,
      [],
      up(NOW + 100 * H - 1),
    ],
    [
      "past, everything fits: newest first, nothing under way or undated",
      past(null),
      null,
      ["last", "old"],
      null,
    ],
    [
      "past cut at 'last': older ones on the next page, before the oldest shown",
      past(null),
      NOW - 100 * H,
      ["last"],
      past(NOW - 100 * H),
    ],
    ["past next page", past(NOW - 100 * H), null, ["old"], null],
  ];
  for (const [name, w, cut, shown, next] of cases) {
    it(name, () => {
      const r = tripsInWindow(TRIPS, w, { now: NOW, cut });
      expect(keys(r)).toEqual(shown);
      expect(r.next).toEqual(next);
    });
  }

  it("pages of a window never repeat or skip a trip", () => {
    const starts = [-300, -200, -100, 10, 100, 200, 300, 400];
    const trips = starts.map((s, i) => trip(`t${i}`, s, s + 5));
    const seen: string[] = [];
    let w: TimelineWindow | null = up(null);
    for (const cut of [NOW + 200 * H, NOW + 400 * H, null]) {
      const r = tripsInWindow(trips, w!, { now: NOW, cut });
      seen.push(...keys(r));
      w = r.next;
    }
    expect(seen).toEqual(["t3", "t4", "t5", "t6", "t7"]);
    expect(w).toBeNull();
  });
});

describe("timeline window from the address", () => {
  const cases: [Record<string, string>, TimelineWindow][] = [
    [{}, up(null)],
    [{ view: "past" }, past(null)],
    [{ view: "nope" }, up(null)],
    [{ after: "2027-03-14T08:15:00.000Z" }, up(Date.UTC(2027, 2, 14, 8, 15))],
    [{ after: "2027-03-14T08:15Z" }, up(Date.UTC(2027, 2, 14, 8, 15))],
    [{ view: "past", before: "2025-01-02T00:00:00Z" }, past(Date.UTC(2025, 0, 2))],
    [{ view: "past", after: "2027-03-14T08:15:00.000Z" }, past(null)], // after belongs to Upcoming
    [{ before: "2025-01-02T00:00:00Z" }, up(null)], // before belongs to Past
    [{ after: "2027-03-14" }, up(null)], // a date without a time is not an instant
    [{ after: "yesterday" }, up(null)],
    [{ after: "2027-02-30T00:00:00Z" }, up(null)],
    [{ after: "1850-01-01T00:00:00Z" }, up(null)],
    [{ after: "" }, up(null)],
  ];
  for (const [params, w] of cases)
    it(`reads ${JSON.stringify(params)}`, () => expect(timelineWindowFromParams(params)).toEqual(w));

  it("writes a window's address and reads it back", () => {
    for (const w of [
      up(null),
      past(null),
      up(Date.UTC(2027, 2, 14, 8, 15)),
      past(Date.UTC(2025, 0, 2, 6, 30, 15, 250)),
    ]) {
      const href = timelineWindowHref(w);
      expect(timelineWindowFromParams(Object.fromEntries(new URL(href, "http://x").searchParams))).toEqual(w);
    }
    expect(timelineWindowHref(up(null))).toBe("/timeline");
    expect(timelineWindowHref(past(null))).toBe("/timeline?view=past");
    expect(readInstant("2027-03-14T08:15:00.000+01:00")).toBeNull();
  });
});
