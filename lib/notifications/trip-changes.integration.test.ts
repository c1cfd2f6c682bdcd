// Integration (real PostgreSQL): a trip re-timed by a later email and cancelled by an account check
// raises one notice each, through the real writers (the inbox's saveEmailItinerary, the account
// result's saveAccountItineraries), the trigger that marks the user and the job that compares.
// The first sight of a booking is not a change; nothing is told twice.
import { describe, expect, it } from "vitest";
import { parseItinerary } from "@/lib/itineraries/itinerary-schema";
import { saveAccountItineraries } from "@/lib/itineraries/save-account-itineraries";
import { saveEmailItinerary } from "@/lib/itineraries/save-email-itinerary";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { noticeTripChanges, runTripChecks } from "@/lib/notifications/notice-trip-changes";
import { createTestUser, db } from "@/lib/test/test-db";

const flight = (departs: string) => ({
  type: "flight",
  confirmationNumbers: [{ number: "KX7Q2P", isPrimary: true }],
  segments: [
    {
      departure: { airportCode: "BOS", localDateTime: departs },
      arrival: { airportCode: "KEF", localDateTime: "2030-03-10T06:10:00" },
      marketingCarrier: { airline: { name: "Icelandair", iata: "FI" }, flightNumber: "630" },
    },
  ],
  travelers: [{ name: "John Doe" }],
});

async function fromEmail(userId: string, itinerary: unknown, now: Date) {
  const email = await db.emailMessage.create({
    data: { userId, origin: "upload", region: "us", sizeBytes: 1000, status: "sent" },
    select: { id: true },
  });
  const it = parseItinerary(itinerary);
  if (!it) throw new Error("test itinerary does not match the spec 3 schema");
  await db.$transaction((tx) =>
    saveEmailItinerary(tx, { userId, emailId: email.id, source: "email" }, it, { otherTraveler: false, now }),
  );
}

const marked = (userId: string) => db.tripCheckDue.count({ where: { userId } });
const notices = async (userId: string) =>
  (await listNotifications(userId)).notices.filter((n) => n.kind === "trip-changed");

describe("trip change notices", () => {
  it("a later email re-times the flight → one notice; an account check cancels it → one more; never twice", async () => {
    const user = await createTestUser();
    const now = new Date("2029-06-01T00:00:00Z");

    // First sight: the user is marked in the writing transaction, the job stores a baseline, tells nothing.
    await fromEmail(user.id, flight("2030-03-09T20:30:00"), now);
    expect(await marked(user.id)).toBe(1);
    await runTripChecks(10_000, now);
    expect(await marked(user.id)).toBe(0);
    expect(await notices(user.id)).toEqual([]);
    expect(await db.tripItemSeen.count({ where: { userId: user.id } })).toBe(1);

    // A later email moves the departure: one notice, in words, linking the item.
    await fromEmail(user.id, flight("2030-03-09T21:45:00"), now);
    await runTripChecks(10_000, now);
    let told = await notices(user.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe("FI 630 Boston → Reykjavík: changed");
    expect(told[0]!.body).toBe("Departs 2030-03-09 21:45 (was 2030-03-09 20:30).");
    expect(told[0]!.link).toMatch(/^\/timeline\?item=/);

    // Compared again (a redelivery, the job run twice): nothing new.
    await fromEmail(user.id, flight("2030-03-09T21:45:00"), now);
    await runTripChecks(10_000, now);
    expect(await noticeTripChanges(user.id, now)).toBe(0);
    expect(await notices(user.id)).toHaveLength(1);

    // An account check says the booking is cancelled.
    const account = await db.loyaltyAccount.create({
      data: { userId: user.id, providerCode: "icelandair", login: "jd", passwordSealed: "x" },
      select: { id: true },
    });
    await db.$transaction((tx) =>
      saveAccountItineraries(
        tx,
        { userId: user.id, accountId: account.id },
        [{ type: "flight", status: "cancelled", confirmationNumbers: [{ number: "KX7Q2P" }], segments: [] }],
        now,
      ),
    );
    expect(await marked(user.id)).toBe(1);
    await runTripChecks(10_000, now);
    told = await notices(user.id);
    expect(told.map((n) => n.title)).toEqual([
      "FI 630 Boston → Reykjavík: cancelled",
      "FI 630 Boston → Reykjavík: changed",
    ]);
    expect(await noticeTripChanges(user.id, now)).toBe(0);
  });

  it("a trip that has ended is not told, and another user's writes mark only that user", async () => {
    const [user, other] = [await createTestUser(), await createTestUser()];
    const now = new Date("2030-06-01T00:00:00Z"); // after the flight
    await fromEmail(user.id, flight("2030-03-09T20:30:00"), now);
    await runTripChecks(10_000, now);
    await fromEmail(user.id, flight("2030-03-09T23:00:00"), now);
    expect(await marked(other.id)).toBe(0);
    await runTripChecks(10_000, now);
    expect(await notices(user.id)).toEqual([]);
  });
});
