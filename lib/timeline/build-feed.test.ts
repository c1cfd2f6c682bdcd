// The feed parsed back with an independent parser (ical.js): every TZID has its VTIMEZONE,
// instants survive the round trip across DST, UIDs are the stored random ids, cancelled items
// say so.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildFeed, type EventIdentity } from "./build-feed";
import { mergeRows } from "./merge-items";
import { flight, hotel, row } from "./test-rows";

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const vtz of cal.getAllSubcomponents("vtimezone"))
    ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  return cal;
}

describe("calendar feed", () => {
  const rows = [
    row(flight({ from: "BOS", to: "KEF", dep: "2027-03-13T20:30:00", arr: "2027-03-14T06:10:00" })), // EST
    row(
      flight(
        { from: "KEF", to: "BOS", dep: "2027-03-18T17:00:00", arr: "2027-03-18T19:05:00", number: "213" },
        { status: "Cancelled" },
      ),
    ), // EDT arrival
    row(
      hotel("Heldout Hotel", "Reykjavík", "2027-03-14", "2027-03-18", {
        address: { city: "Reykjavík", text: "Laugavegur 1, Reykjavík", timezoneId: "Atlantic/Reykjavik" },
      }),
    ),
    row(
      flight(
        { from: "CDG", to: "JFK", dep: "2027-07-01T10:00:00", arr: "2027-07-01T12:30:00", number: "9" },
        {
          segments: [
            {
              departure: {
                airportCode: "CDG",
                localDateTime: "2027-07-01T10:00:00",
                address: { timezone: 19800 },
              },
              arrival: { airportCode: "JFK", localDateTime: "2027-07-01T12:30:00" },
              marketingCarrier: { flightNumber: "9" },
            },
          ],
        },
      ),
    ),
  ];
  const items = mergeRows(rows);
  const ids = new Map<string, EventIdentity>(
    items.map((it, i) => [
      it.key,
      { uid: `uid-${i}-7f3a`, sequence: i, updatedAt: new Date("2027-01-01T00:00:00Z") },
    ]),
  );
  const text = buildFeed(items, ids, { appUrl: "https://milepost.example", name: "Milepost trips" });
  const cal = parse(text);
  const events = cal.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));

  it("defines a VTIMEZONE for every zone an event uses, under the same TZID", () => {
    const defined = new Set(
      cal.getAllSubcomponents("vtimezone").map((z) => String(z.getFirstPropertyValue("tzid"))),
    );
    const used = new Set(
      cal
        .getAllSubcomponents("vevent")
        .flatMap(
          (e) =>
            ["dtstart", "dtend"]
              .map((p) => e.getFirstProperty(p)?.getParameter("tzid"))
              .filter(Boolean) as string[],
        ),
    );
    expect([...used].sort()).toEqual(["America/New_York", "Atlantic/Reykjavik"]);
    for (const zone of used) expect(defined.has(zone)).toBe(true);
  });

  it("keeps each instant across DST and writes the local wall time with its TZID", () => {
    const out = events.find((e) => e.summary === "HX 212 Boston → Reykjavík")!;
    expect(out.startDate.toJSDate().toISOString()).toBe("2027-03-14T01:30:00.000Z");
    expect(out.endDate.toJSDate().toISOString()).toBe("2027-03-14T06:10:00.000Z");
    expect(text).toContain("DTSTART;TZID=America/New_York:20270313T203000");
    const back = events.find((e) => e.summary.includes("HX 213"))!;
    expect(back.endDate.toJSDate().toISOString()).toBe("2027-03-18T23:05:00.000Z"); // 19:05 EDT
  });

  it("a fixed offset (no zone name) is written in UTC", () => {
    const paris = events.find((e) => e.summary.startsWith("9 "))!;
    expect(paris.startDate.toJSDate().toISOString()).toBe("2027-07-01T04:30:00.000Z");
  });

  it("UIDs are the stored random ids, SEQUENCE as stored, status, location, description, refresh", () => {
    expect(events.map((e) => e.uid).sort()).toEqual([...ids.values()].map((i) => i.uid).sort());
    expect(events.every((e) => !e.uid.includes("ABC123"))).toBe(true);
    const back = events.find((e) => e.summary.includes("HX 213"))!;
    expect(back.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(back.sequence).toBe(ids.get(items.find((i) => i.title.startsWith("HX 213"))!.key)!.sequence);
    const stay = events.find((e) => e.summary.startsWith("Heldout Hotel"))!;
    expect(stay.location).toBe("Heldout Hotel, Laugavegur 1, Reykjavík");
    expect(stay.description).toContain("Confirmation: H1");
    expect(text).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:PT1H/);
  });
});

describe("line folding", () => {
  it("folds at 75 octets without splitting a character", async () => {
    const { foldLines } = await import("./build-feed");
    const long = `DESCRIPTION:${"Reykjavík → Keflavík ✈ 🛫 ".repeat(12)}`;
    const folded = foldLines(`${long}\r\nSUMMARY:${"x".repeat(200)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`${long}\r\nSUMMARY:${"x".repeat(200)}`);
  });
});

describe("calendar feed: arrival zone and cancelled events (issue 34)", () => {
  const jfkAms = (extra: Record<string, unknown> = {}) =>
    flight(
      {
        from: "JFK",
        to: "AMS",
        dep: "2027-12-18T18:30:00",
        arr: "2027-12-19T07:55:00",
        airline: "DL",
        number: "48",
      },
      extra,
    );
  const items = mergeRows([
    row(jfkAms()),
    row(
      flight(
        {
          from: "AMS",
          to: "NCE",
          dep: "2027-12-19T10:05:00",
          arr: "2027-12-19T12:10:00",
          airline: "DL",
          number: "9536",
        },
        { status: "Cancelled" },
      ),
    ),
  ]);
  const ids = new Map<string, EventIdentity>(
    items.map((it, i) => [
      it.key,
      { uid: `uid-${i}`, sequence: 0, updatedAt: new Date("2027-01-01T00:00:00Z") },
    ]),
  );
  const text = buildFeed(items, ids, { appUrl: "https://milepost.example", name: "Milepost trips" });
  const cal = parse(text);
  const vevents = cal.getAllSubcomponents("vevent");
  const eventOf = (uid: string) => vevents.find((e) => e.getFirstPropertyValue("uid") === uid)!;
  const outbound = eventOf("uid-0");
  const cancelled = eventOf("uid-1");

  it("DTEND is the arrival's wall time in the arrival's zone, with its VTIMEZONE; the instant is unchanged", () => {
    expect(text).toContain("DTSTART;TZID=America/New_York:20271218T183000");
    expect(text).toContain("DTEND;TZID=Europe/Amsterdam:20271219T075500");
    expect(cal.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"))).toContain(
      "Europe/Amsterdam",
    );
    expect(new ICAL.Event(outbound).endDate.toJSDate().toISOString()).toBe("2027-12-19T06:55:00.000Z");
  });

  it("a cancelled event blocks no time: TRANSP:TRANSPARENT and no busy status; a confirmed flight stays busy", () => {
    expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
    expect(cancelled.getFirstProperty("x-microsoft-cdo-busystatus")).toBeNull();
    expect(outbound.getFirstPropertyValue("x-microsoft-cdo-busystatus")).toBe("BUSY");
    expect(outbound.getFirstPropertyValue("transp")).not.toBe("TRANSPARENT");
  });

  it("each event's link opens its own segment", () => {
    expect(outbound.getFirstPropertyValue("url")).toBe(
      `https://milepost.example/timeline?item=${encodeURIComponent(items[0]!.key)}`,
    );
    expect(String(cancelled.getFirstPropertyValue("url"))).toContain(encodeURIComponent(items[1]!.key));
  });
});
