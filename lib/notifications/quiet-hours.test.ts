import { describe, expect, it } from "vitest";
import { parseClock } from "@/lib/notifications/clock";
import { nextSendTime } from "@/lib/notifications/quiet-hours";

const at = (iso: string) => new Date(iso);

describe("nextSendTime", () => {
  // [now (UTC), zone, start, end, expected (UTC)]
  const cases: [string, string, string, string, string, string][] = [
    [
      "outside the window: now",
      "2026-06-10T12:00:00Z",
      "Europe/Paris",
      "22:00",
      "07:00",
      "2026-06-10T12:00:00Z",
    ],
    [
      "late evening, wraps midnight: tomorrow 07:00 local",
      "2026-06-10T21:30:00Z",
      "Europe/Paris",
      "22:00",
      "07:00",
      "2026-06-11T05:00:00Z",
    ],
    [
      "after midnight: today 07:00 local",
      "2026-06-10T01:00:00Z",
      "Europe/Paris",
      "22:00",
      "07:00",
      "2026-06-10T05:00:00Z",
    ],
    [
      "the end minute itself is not quiet",
      "2026-06-10T05:00:00Z",
      "Europe/Paris",
      "22:00",
      "07:00",
      "2026-06-10T05:00:00Z",
    ],
    [
      "a daytime window",
      "2026-06-10T13:00:00Z",
      "America/New_York",
      "09:00",
      "17:00",
      "2026-06-10T21:00:00Z",
    ],
    [
      "the user's own zone, not UTC: 23:30 in Tokyo is 14:30 UTC",
      "2026-06-10T14:30:00Z",
      "Asia/Tokyo",
      "22:00",
      "07:00",
      "2026-06-10T22:00:00Z",
    ],
    // Night of the spring change in New York (2027-03-14 02:00 → 03:00): 07:00 EDT is 11:00 UTC.
    [
      "across a DST change the wall time holds",
      "2027-03-14T04:00:00Z",
      "America/New_York",
      "22:00",
      "07:00",
      "2027-03-14T11:00:00Z",
    ],
    [
      "an unknown zone sends now",
      "2026-06-10T23:00:00Z",
      "Mars/Olympus",
      "22:00",
      "07:00",
      "2026-06-10T23:00:00Z",
    ],
  ];
  it.each(cases)("%s", (_name, now, timeZone, start, end, want) => {
    expect(
      nextSendTime(at(now), { timeZone, start: parseClock(start), end: parseClock(end) }).toISOString(),
    ).toBe(at(want).toISOString());
  });

  it("no window: now", () => {
    expect(
      nextSendTime(at("2026-06-10T23:00:00Z"), { timeZone: "UTC", start: null, end: null }).toISOString(),
    ).toBe("2026-06-10T23:00:00.000Z");
  });
});

describe("parseClock", () => {
  it.each([
    ["07:00", 420],
    ["23:59", 1439],
    ["24:00", null],
    ["7:00", null],
    ["", null],
  ] as const)("%s", (v, want) => expect(parseClock(v)).toBe(want));
});
