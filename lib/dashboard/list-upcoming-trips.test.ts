// Integration (real PostgreSQL): the home page's upcoming trips — one line per booking even when two
// sources hold it, never a booking the user hid or a cancelled one, soonest first.
import { describe, expect, it } from "vitest";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { listUpcomingTrips } from "./list-upcoming-trips";

describe("listUpcomingTrips", () => {
  it("shows a booking once whatever its sources, and leaves out hidden and cancelled ones", async () => {
    const user = await createTestUser();
    const row = (
      title: string,
      at: string,
      over: { source?: string; pnr?: string | null; hidden?: boolean; cancelled?: boolean } = {},
    ) =>
      db.itinerary.create({
        data: {
          userId: user.id,
          source: over.source ?? "email",
          sourceKey: uniqueId("k"),
          type: "flight",
          title,
          confirmationNumber: over.pnr === undefined ? "ABC123" : over.pnr,
          hidden: over.hidden ?? false,
          cancelled: over.cancelled ?? false,
          data: {},
          startAt: new Date(at),
          startLocal: at.slice(0, 16),
        },
      });
    await row("FI 630 Boston → Reykjavík", "2031-03-10T01:30:00Z", { source: "email" });
    await row("FI 630 Boston → Reykjavík", "2031-03-10T01:30:00Z", { source: "loyalty", pnr: "abc123 " }); // same booking, second source
    await row("FI 631 Reykjavík → Boston", "2031-03-14T17:00:00Z"); // same PNR, the return: its own line
    await row("For a colleague", "2031-02-01T09:00:00Z", { pnr: "ZZZ999", hidden: true });
    await row("Cancelled trip", "2031-01-01T09:00:00Z", { pnr: "CXL000", cancelled: true });
    await row("Hotel Borg · 4 nights", "2031-03-10T15:00:00Z", { pnr: null });
    await row("Hotel Borg · 4 nights", "2031-03-10T15:00:00Z", { pnr: null, source: "loyalty" });
    await row("Long ago", "2020-01-01T09:00:00Z", { pnr: "OLD111" });

    const trips = await listUpcomingTrips(user.id, new Date("2030-12-01T00:00:00Z"));
    expect(trips.map((t) => t.title)).toEqual([
      "FI 630 Boston → Reykjavík",
      "Hotel Borg · 4 nights",
      "FI 631 Reykjavík → Boston",
    ]);
    expect(trips[0]!.href).toMatch(/^\/timeline\?item=/);
    expect(await listUpcomingTrips((await createTestUser()).id, new Date("2030-12-01T00:00:00Z"))).toEqual(
      [],
    );
  });

  it("names a trip by today's title rules, not the title saved with an older version", async () => {
    const user = await createTestUser();
    const pickup = {
      localDateTime: "2031-05-01T10:30:00",
      address: { addressLine: "9000 Airport Blvd", city: "Los Angeles", lat: 33.9425, lng: -118.4081 },
    };
    await db.itinerary.create({
      data: {
        userId: user.id,
        source: "email",
        sourceKey: uniqueId("k"),
        type: "carRental",
        title: "Hertz · pick-up 9000 Airport Blvd",
        data: { type: "carRental", rentalCompany: "Hertz", pickup },
        startAt: new Date("2031-05-01T17:30:00Z"),
        startLocal: "2031-05-01T10:30",
      },
    });
    expect((await listUpcomingTrips(user.id, new Date("2030-12-01T00:00:00Z"))).map((t) => t.title)).toEqual([
      "Hertz · pick-up Los Angeles Airport",
    ]);
  });
});
