// Integration (real PostgreSQL): the home page's upcoming trips — one line per booking even when two
// sources hold it, never a booking the user hid or a cancelled one, soonest first.
import { describe, expect, it } from "vitest";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { listUpcomingTrips } from "./list-upcoming-trips";

describe("listUpcomingTrips", () => {
  it("shows a booking once whatever its sources, and leaves out hidden and cancelled ones", async () => {
    const user = await createTestUser();
    const row = (title: string, at: string, over: { source?: string; pnr?: string | null; hidden?: boolean; cancelled?: boolean } = {}) =>
      db.itinerary.create({ data: { userId: user.id, source: over.source ?? "email", sourceKey: uniqueId("k"), type: "flight", title, confirmationNumber: over.pnr === undefined ? "ABC123" : over.pnr, hidden: over.hidden ?? false, cancelled: over.cancelled ?? false, data: {}, startAt: new Date(at), startLocal: at.slice(0, 16) } });
    await row("FI 630 Boston → Reykjavík", "2031-03-10T01:30:00Z", { source: "email" });
    await row("FI 630 Boston → Reykjavík", "2031-03-10T01:30:00Z", { source: "loyalty", pnr: "abc123 " }); // same booking, second source
    await row("FI 631 Reykjavík → Boston", "2031-03-14T17:00:00Z"); // same PNR, the return: its own line
    await row("For a colleague", "2031-02-01T09:00:00Z", { pnr: "ZZZ999", hidden: true });
    await row("Cancelled trip", "2031-01-01T09:00:00Z", { pnr: "CXL000", cancelled: true });
    await row("Hotel Borg · 4 nights", "2031-03-10T15:00:00Z", { pnr: null });
    await row("Hotel Borg · 4 nights", "2031-03-10T15:00:00Z", { pnr: null, source: "loyalty" });
    await row("Long ago", "2020-01-01T09:00:00Z", { pnr: "OLD111" });

    const trips = await listUpcomingTrips(user.id, new Date("2030-12-01T00:00:00Z"));
    expect(trips.map((t) => t.title)).toEqual(["FI 630 Boston → Reykjavík", "Hotel Borg · 4 nights", "FI 631 Reykjavík → Boston"]);
    expect(trips[0]!.href).toMatch(/^\/timeline\?item=/);
    expect(await listUpcomingTrips((await createTestUser()).id, new Date("2030-12-01T00:00:00Z"))).toEqual([]);
  });
});
