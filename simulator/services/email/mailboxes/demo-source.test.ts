// The demo mailbox: its sample emails read as believable bookings with the service's own parser,
// "Scan emails since" picks among the history by Date header, and new ones arrive while listening.
import { describe, expect, it } from "vitest";
import { dateHeader, demoSource, stampDate } from "./demo-source";
import { emailServiceParser } from "./mailbox-parser";

const now = new Date("2026-11-23T12:00:00Z");

describe("demo mailbox", () => {
  it("every history email is a parsed booking except the newsletter", async () => {
    const all = await demoSource(1000, () => now).since(undefined);
    expect(all.length).toBe(6);
    const parsed = await Promise.all(all.map((m) => emailServiceParser(m.raw, now)));
    const statuses = parsed.map((p) => p[0]?.status);
    expect(statuses.filter((s) => s === "success")).toHaveLength(5);
    const types = parsed.flatMap(
      (p) => (p[0]?.result.itineraries as { type: string }[] | undefined)?.map((i) => i.type) ?? [],
    );
    expect(new Set(types)).toEqual(new Set(["flight", "hotelReservation", "train"]));
  });

  it("scans only emails on or after the start date", async () => {
    const recent = await demoSource(1000, () => now).since(new Date("2026-09-01T00:00:00Z"));
    expect(
      recent
        .map((m) => dateHeader(new TextDecoder().decode(m.raw))!.getTime() >= Date.parse("2026-09-01"))
        .every(Boolean),
    ).toBe(true);
    expect(recent).toHaveLength(3);
  });

  it("delivers the new emails one by one, stamped with the time they arrive, and they parse", async () => {
    const source = demoSource(20, () => now);
    const got: string[] = [];
    const stop = source.watch(async (m) => void got.push(new TextDecoder().decode(m.raw)));
    await expect.poll(() => got.length, { timeout: 2000 }).toBe(4);
    stop();
    expect(got.every((t) => dateHeader(t)?.getTime() === Math.floor(now.getTime() / 1000) * 1000)).toBe(true);
    const parsed = await Promise.all(got.map((t) => emailServiceParser(new TextEncoder().encode(t), now)));
    expect(parsed.every((p) => p[0]?.status === "success")).toBe(true);
  });

  it("stampDate replaces only the Date header", () => {
    expect(stampDate("From: a@b.c\r\nDate: Mon, 01 Jan 2027 00:00:00 +0000\r\n\r\nDate: in body", now)).toBe(
      "From: a@b.c\r\nDate: Mon, 23 Nov 2026 12:00:00 +0000\r\n\r\nDate: in body",
    );
  });
});
