// Every source keeps its own version of a booking and the timeline merges them (issue 34, issue 33
// "Travellers"): the table runs sets of source rows through mergeRows and names what the timeline
// shows; then which stored keys move when a source leaves.
import { describe, expect, it } from "vitest";
import { findItem } from "./find-item";
import { mergeRows } from "./merge-items";
import { planKeyCarry } from "./plan-key-carry";
import { flight, row } from "./test-rows";
import type { Obj } from "./types";

const leg = (from: string, to: string, dep: string, arr: string, number: string, extra: Obj = {}) => ({
  departure: { airportCode: from, localDateTime: dep },
  arrival: { airportCode: to, localDateTime: arr },
  marketingCarrier: { airline: { iata: "DL", name: "Delta Air Lines" }, flightNumber: number },
  ...extra,
});
/** The sample's connection (simulator/samples/emails/delta-connection-codeshare-two-travelers.eml). */
const connection = (travelers: Obj[], extra: Obj = {}): Obj => ({
  type: "flight",
  confirmationNumbers: [{ number: "HX7K2P", isPrimary: true }],
  status: "confirmed",
  travelers,
  segments: [
    leg("JFK", "AMS", "2027-12-18T18:30:00", "2027-12-19T07:55:00", "48", {
      aircraft: { name: "Airbus A330-900neo" },
    }),
    leg("AMS", "NCE", "2027-12-19T10:05:00", "2027-12-19T12:10:00", "9536", {
      aircraft: { name: "Embraer E190" },
      operatingCarrier: { airline: { iata: "KL", name: "KLM" }, flightNumber: "1263" },
    }),
  ],
  ...extra,
});
const alex = {
  name: "Alex Morgan",
  seats: [
    { seatNumber: "21A", segmentNumber: 0 },
    { seatNumber: "12A", segmentNumber: 1 },
  ],
};
const sam = {
  name: "Sam Morgan",
  seats: [
    { seatNumber: "21B", segmentNumber: 0 },
    { seatNumber: "12C", segmentNumber: 1 },
  ],
};
const cancellation: Obj = {
  type: "flight",
  confirmationNumbers: [{ number: "HX7K2P" }],
  status: "cancelled",
};
const email = (id: string, data: Obj, at: string) =>
  row(data, {
    id,
    source: "email",
    accountId: null,
    emailId: `mail-${id}`,
    updatedAt: new Date(at),
    firstSeenAt: new Date(at),
  });

const shown = (rows: ReturnType<typeof email>[]) =>
  mergeRows(rows).map((i) => ({
    title: i.title,
    cancelled: i.cancelled,
    rows: i.rowIds.length,
    travelers: i.travelers.map((t) => `${t.name} ${t.seats.join(",")}`),
  }));

describe("one booking from several emails", () => {
  const confirmation = email("conf", connection([alex]), "2026-11-02T10:00:00Z");
  const receipt = email(
    "receipt",
    connection([alex], { pricingInfo: { total: 1842.6 } }),
    "2026-11-03T10:00:00Z",
  );

  it("a confirmation and a receipt: two items (one per leg), each with both sources", () => {
    expect(shown([confirmation, receipt])).toEqual([
      { title: "DL 48 New York → Amsterdam", cancelled: false, rows: 2, travelers: ["Alex Morgan 21A"] },
      { title: "DL 9536 Amsterdam → Nice", cancelled: false, rows: 2, travelers: ["Alex Morgan 12A"] },
    ]);
  });

  it("either one alone still shows the booking", () => {
    expect(shown([confirmation]).map((i) => i.title)).toEqual([
      "DL 48 New York → Amsterdam",
      "DL 9536 Amsterdam → Nice",
    ]);
    expect(shown([receipt]).map((i) => i.title)).toEqual([
      "DL 48 New York → Amsterdam",
      "DL 9536 Amsterdam → Nice",
    ]);
  });

  it("a later cancellation with only the booking number cancels both legs and joins neither to the other", () => {
    const cancel = email("cancel", cancellation, "2026-11-05T10:00:00Z");
    expect(shown([confirmation, cancel]).map((i) => [i.title, i.cancelled, i.rows])).toEqual([
      ["DL 48 New York → Amsterdam", true, 2],
      ["DL 9536 Amsterdam → Nice", true, 2],
    ]);
    // Deleting the cancellation email brings the booking back.
    expect(shown([confirmation]).every((i) => !i.cancelled)).toBe(true);
  });

  it("a cancellation older than a newer confirmation does not cancel", () => {
    const cancel = email("cancel", cancellation, "2026-11-01T10:00:00Z");
    expect(shown([cancel, confirmation]).map((i) => i.cancelled)).toEqual([false, false]);
  });

  it("two passengers' emails for one booking reference: one item per leg with 2 travellers, each with their seat", () => {
    expect(
      shown([
        email("a", connection([alex]), "2026-11-02T10:00:00Z"),
        email("s", connection([sam]), "2026-11-02T11:00:00Z"),
      ]),
    ).toEqual([
      {
        title: "DL 48 New York → Amsterdam",
        cancelled: false,
        rows: 2,
        travelers: ["Alex Morgan 21A", "Sam Morgan 21B"],
      },
      {
        title: "DL 9536 Amsterdam → Nice",
        cancelled: false,
        rows: 2,
        travelers: ["Alex Morgan 12A", "Sam Morgan 12C"],
      },
    ]);
  });

  it("a schedule change for the same passenger: the newer email's times win", () => {
    const changed = connection([alex]);
    (changed.segments as Obj[])[1] = leg("AMS", "NCE", "2027-12-19T11:15:00", "2027-12-19T13:20:00", "9536");
    const items = mergeRows([confirmation, email("change", changed, "2026-11-04T10:00:00Z")]);
    expect(items.map((i) => [i.title, i.start.local, i.rowIds.length])).toEqual([
      ["DL 48 New York → Amsterdam", "2027-12-18T18:30:00", 2],
      ["DL 9536 Amsterdam → Nice", "2027-12-19T11:15:00", 2],
    ]);
  });
});

describe("every segment is its own item, opened by its own key", () => {
  const rows = [email("conf", connection([alex, sam]), "2026-11-02T10:00:00Z")];
  const items = mergeRows(rows);

  it("the second leg's key names its segment, and opens it with its seats, aircraft and operator", () => {
    expect(items.map((i) => i.key)).toEqual(["conf#0", "conf#1"]);
    const second = findItem(items, "conf#1")!;
    expect(second.title).toBe("DL 9536 Amsterdam → Nice");
    expect(second.travelers.map((t) => t.seats)).toEqual([["12A"], ["12C"]]);
    expect(second.part.aircraft).toEqual({ name: "Embraer E190" });
    expect(second.part.operatingCarrier).toMatchObject({ airline: { name: "KLM" }, flightNumber: "1263" });
  });

  it("a row id alone (the Inbox's link) opens its first segment; any source's key opens the merged item", () => {
    expect(findItem(items, "conf")!.key).toBe("conf#0");
    const merged = mergeRows([...rows, email("receipt", connection([alex]), "2026-11-03T10:00:00Z")]);
    expect(findItem(merged, "receipt#1")!.key).toBe("conf#1");
    expect(findItem(merged, "receipt")!.key).toBe("conf#0");
    expect(findItem(merged, "nothing#0")).toBeNull();
  });
});

describe("keys carried when a source leaves", () => {
  const conf = email("conf", connection([alex]), "2026-11-02T10:00:00Z");
  const receipt = email("receipt", connection([alex]), "2026-11-03T10:00:00Z");
  const other = row(
    flight({ from: "BOS", to: "KEF", dep: "2027-03-13T20:30:00", arr: "2027-03-14T06:10:00" }),
    { id: "acc" },
  );

  it("the oldest source leaving moves each item's key to the remaining source's segment", () => {
    expect([...planKeyCarry([conf, receipt, other], new Set(["conf"]))]).toEqual([
      ["conf#0", "receipt#0"],
      ["conf#1", "receipt#1"],
    ]);
  });

  it("a newer source leaving: its own keys point to the item's; the only source leaving moves nothing (the item goes)", () => {
    expect([...planKeyCarry([conf, receipt, other], new Set(["receipt"]))]).toEqual([
      ["receipt#0", "conf#0"],
      ["receipt#1", "conf#1"],
    ]);
    expect(planKeyCarry([conf, other], new Set(["conf"])).size).toBe(0);
  });
});

describe("a later source moving the booking to another day", () => {
  const confirmation = email("conf", connection([alex]), "2026-11-02T10:00:00Z");
  const moved = (dep: string, arr: string, traveler = alex) => {
    const data = connection([traveler]);
    (data.segments as Obj[])[1] = leg("AMS", "NCE", dep, arr, "9536");
    return data;
  };

  it("the same passenger's change email moves the leg (newest wins): still two items, the new day shown", () => {
    const items = mergeRows([
      confirmation,
      email("change", moved("2027-12-20T10:05:00", "2027-12-20T12:10:00"), "2026-11-04T10:00:00Z"),
    ]);
    expect(items.map((i) => [i.title, i.start.local, i.rowIds.length])).toEqual([
      ["DL 48 New York → Amsterdam", "2027-12-18T18:30:00", 2],
      ["DL 9536 Amsterdam → Nice", "2027-12-20T10:05:00", 2],
    ]);
    // The change email deleted: the leg is back on its first day.
    expect(mergeRows([confirmation]).map((i) => i.start.local)).toEqual([
      "2027-12-18T18:30:00",
      "2027-12-19T10:05:00",
    ]);
  });

  it("another passenger on another day, or the same flight number on two days of one booking, stays apart", () => {
    expect(
      mergeRows([
        confirmation,
        email("sam", moved("2027-12-20T10:05:00", "2027-12-20T12:10:00", sam), "2026-11-04T10:00:00Z"),
      ]),
    ).toHaveLength(3);
    const twice = connection([alex]);
    (twice.segments as Obj[])[1] = leg("JFK", "AMS", "2027-12-25T18:30:00", "2027-12-26T07:55:00", "48");
    expect(
      mergeRows([email("a", twice, "2026-11-02T10:00:00Z"), email("b", twice, "2026-11-03T10:00:00Z")]).map(
        (i) => i.rowIds.length,
      ),
    ).toEqual([2, 2]);
  });
});
