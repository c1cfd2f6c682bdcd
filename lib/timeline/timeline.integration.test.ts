// An account row and an email row for the same flight become one item with two sources, through
// the real write paths (saveAccountItineraries, the inbox's saveEmailItinerary) and the real read path.
import { describe, expect, it } from "vitest";
import { saveAccountItineraries } from "@/lib/itineraries/save-account-itineraries";
import { parseItinerary } from "@/lib/itineraries/itinerary-schema";
import { saveEmailItinerary } from "@/lib/itineraries/save-email-itinerary";
import { createTestUser, db } from "@/lib/test/test-db";
import { getCalendarFeed } from "./get-calendar-feed";
import { getTimeline } from "./get-timeline";
import { editTrips } from "./edit-trips";
import { listTimelineRows } from "./list-timeline-rows";
import { renameTrip } from "./rename-trip";

const outbound = (extra: Record<string, unknown>) => ({
  type: "flight",
  confirmationNumbers: [{ number: "KX7Q2P", isPrimary: true }],
  segments: [
    {
      departure: {
        airportCode: "BOS",
        localDateTime: "2030-03-09T20:30:00",
        ...((extra.departure as object) ?? {}),
      },
      arrival: { airportCode: "KEF", localDateTime: "2030-03-10T06:10:00" },
      marketingCarrier: { airline: { name: "Icelandair", iata: "FI" }, flightNumber: "630" },
      ...((extra.segment as object) ?? {}),
    },
  ],
  travelers: [extra.traveler ?? { name: "John Doe" }],
});

/** An email in the user's inbox and the reservation it carried, through the inbox's own writer. */
async function saveFromEmail(userId: string, itinerary: unknown, now: Date) {
  const email = await db.emailMessage.create({
    data: { userId, origin: "upload", region: "us", sizeBytes: 1000, status: "sent" },
    select: { id: true },
  });
  const it = parseItinerary(itinerary);
  if (!it) throw new Error("test itinerary does not match the spec 3 schema");
  await db.$transaction((tx) =>
    saveEmailItinerary(tx, { userId, emailId: email.id, source: "email" }, it, { otherTraveler: false, now }),
  );
  return email.id;
}

async function seed() {
  const user = await createTestUser();
  const account = await db.loyaltyAccount.create({
    data: { userId: user.id, providerCode: "icelandair", login: "jd", passwordSealed: "x" },
    select: { id: true },
  });
  const now = new Date("2029-01-01T00:00:00Z");
  await db.$transaction((tx) =>
    saveAccountItineraries(
      tx,
      { userId: user.id, accountId: account.id },
      [
        outbound({
          traveler: { name: "DOE/JOHN MR", ticketNumbers: [{ number: "1082412345678", masked: false }] },
        }),
      ],
      now,
    ),
  );
  const emailId = await saveFromEmail(
    user.id,
    outbound({ departure: { terminal: "E" }, segment: { cabin: "Saga Premium" } }),
    now,
  );
  return { user, account, emailId };
}

describe("timeline from several sources", () => {
  it("an account row and an email row for the same flight are one item with two sources", async () => {
    const { user, account, emailId } = await seed();
    const { items, trips } = await getTimeline(user.id);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item!.sources.map((s) => [s.source, s.accountId, s.emailId])).toEqual([
      ["loyalty", account.id, null],
      ["email", null, emailId],
    ]);
    expect(item!.title).toBe("FI 630 Boston → Reykjavík");
    expect((item!.part.departure as { terminal?: string }).terminal).toBe("E");
    expect(item!.travelers).toEqual([
      { name: "John Doe", seats: [], ticketNumbers: ["1082412345678"], accountNumbers: [] },
    ]);
    expect(trips).toHaveLength(1);
  });

  it("another user's timeline does not see them", async () => {
    await seed();
    const other = await createTestUser();
    expect((await getTimeline(other.id)).items).toEqual([]);
  });

  it("feed UIDs stay the same across reads; SEQUENCE rises when the item changes", async () => {
    const { user } = await seed();
    const first = await getCalendarFeed(user.id);
    const uid = /UID:(.+)/.exec(first)?.[1]?.trim();
    expect(uid).toMatch(/@milepost$/);
    expect(uid).not.toContain("KX7Q2P");
    expect(first).toMatch(/SEQUENCE:0/);
    expect(await getCalendarFeed(user.id)).toContain(`UID:${uid}`);
    await saveFromEmail(user.id, { ...outbound({}), status: "Cancelled" }, new Date("2029-02-01"));
    const changed = await getCalendarFeed(user.id);
    expect(changed).toContain(`UID:${uid}`);
    expect(changed).toMatch(/SEQUENCE:1/);
    expect(changed).toMatch(/STATUS:CANCELLED/);
  });

  it("a renamed trip becomes the user's own", async () => {
    const { user } = await seed();
    const { trips } = await getTimeline(user.id);
    const renamed = await renameTrip(user.id, trips[0]!.key, "Aurora hunt");
    expect(renamed?.name).toBe("Aurora hunt");
    const after = await getTimeline(user.id);
    expect(after.trips.map((t) => [t.name, t.manual])).toEqual([["Aurora hunt", true]]);
    const other = await createTestUser();
    expect(await renameTrip(other.id, renamed!.key, "Mine now")).toBeNull();
  });

  it("moving an item out and merging back: every trip touched is the user's; another user changes nothing", async () => {
    const { user } = await seed();
    const hotel = {
      type: "hotelReservation",
      hotelName: "Hotel Borg",
      address: { text: "Pósthússtræti 11, Reykjavík", city: "Reykjavík", timezoneId: "Atlantic/Reykjavik" },
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-14",
      confirmationNumbers: [{ number: "HB-5521" }],
    };
    await saveFromEmail(user.id, hotel, new Date("2029-01-02T00:00:00Z"));
    const before = await getTimeline(user.id);
    expect(before.trips.map((t) => t.itemKeys.length)).toEqual([2]);
    const hotelKey = before.items.find((i) => i.kind === "hotel")!.key;
    const other = await createTestUser();
    expect(await editTrips(other.id, { op: "move", itemKey: hotelKey, to: "own" })).toEqual({
      refused: "unknown-item",
    });
    const moved = await editTrips(user.id, { op: "move", itemKey: hotelKey, to: "own" });
    expect("tripKey" in moved).toBe(true);
    const split = await getTimeline(user.id);
    expect(split.trips.map((t) => [t.itemKeys.length, t.manual])).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(split.trips.find((t) => t.itemKeys.includes(hotelKey))!.name).toBe("Reykjavík, March 2030"); // named after its items
    const merged = await editTrips(user.id, { op: "merge", tripKey: split.trips[1]!.key, with: "previous" });
    expect("tripKey" in merged).toBe(true);
    const after = await getTimeline(user.id);
    expect(after.trips.map((t) => [t.itemKeys.length, t.manual])).toEqual([[2, true]]);
    expect(await db.timelineTrip.count({ where: { userId: user.id } })).toBe(1);
  });

  it("rows read with their mailbox (the source badge's label), instants as stored, hidden rows left out", async () => {
    const user = await createTestUser();
    const mailbox = await db.mailbox.create({
      data: {
        userId: user.id,
        serviceMailboxId: "77",
        ownerTag: "t",
        login: "trips@example.test",
        type: "imap",
        region: "us",
        state: "listening",
      },
      select: { id: true },
    });
    const emailId = await saveFromEmail(user.id, outbound({}), new Date("2029-01-03T00:00:00Z"));
    await db.emailMessage.update({ where: { id: emailId }, data: { mailboxId: mailbox.id } });
    const rows = await listTimelineRows(user.id);
    expect(rows.map((r) => [r.emailId, r.mailbox])).toEqual([[emailId, "trips@example.test"]]);
    const stored = await db.itinerary.findFirstOrThrow({
      where: { userId: user.id },
      select: { updatedAt: true },
    });
    expect(rows[0]!.updatedAt.getTime()).toBe(stored.updatedAt.getTime());
    expect((rows[0]!.data as { type: string }).type).toBe("flight");
    await db.itinerary.updateMany({ where: { userId: user.id }, data: { hidden: true } });
    expect(await listTimelineRows(user.id)).toEqual([]);
  });
});
