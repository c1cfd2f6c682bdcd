// Integration (real PostgreSQL, the real callback receiver, the real timeline and feed): one
// booking from several emails (issue 34 item 1, issue 33 "Travellers"). Each email keeps its own
// version; the timeline merges them; deleting either email leaves the booking with what the other
// says, in the feed under the same UIDs; two passengers' emails are one item with 2 travellers.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { emailCallback } from "@/lib/callbacks/handlers/email";
import { serviceConfig } from "@/lib/env";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { getCalendarFeed } from "@/lib/timeline/get-calendar-feed";
import { getTimeline } from "@/lib/timeline/get-timeline";
import { getTimelinePage } from "@/lib/timeline/get-timeline-page";
import { renameTrip } from "@/lib/timeline/rename-trip";
import { saveAccountItineraries } from "@/lib/itineraries/save-account-itineraries";
import { unlinkAccount } from "@/lib/loyalty-accounts/unlink-account";
import { parseRawEmail } from "@/simulator/services/email/parse-email";
import { deleteEmail } from "./delete-email";
import { parseResult } from "./fixtures";

const handler = emailCallback;
const { callbackUser, callbackPassword } = serviceConfig("email");
const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
const post = (body: unknown) =>
  receiveNow(
    handler,
    new Request("http://127.0.0.1/api/callbacks/email", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", authorization: auth },
    }),
  );

type Flight = {
  type: string;
  travelers: { name: string }[];
  pricingInfo?: unknown;
  segments: { departure: { terminal?: string; localDateTime: string } }[];
} & Record<string, unknown>;

/** The Delta sample (a connection DL 48 JFK→AMS, DL 9536 AMS→NCE for Alex and Sam Morgan), parsed
 *  by the simulator's parser as the service would. */
async function deltaBooking(): Promise<Flight> {
  const raw = fs.readFileSync(
    path.join(process.cwd(), "simulator/samples/emails/delta-connection-codeshare-two-travelers.eml"),
    "utf8",
  );
  const [parsed] = await parseRawEmail(raw, { now: new Date("2026-11-21T09:00:00Z") });
  return structuredClone(parsed!.itineraries![0]) as unknown as Flight;
}

/** An email in the user's inbox whose parse result carries `itineraries`, through the callback. */
async function emailWith(userId: string, itineraries: unknown[]) {
  const email = await db.emailMessage.create({
    data: { userId, origin: "upload", region: "us", sizeBytes: 100, status: "sent", subject: "Delta" },
  });
  const requestId = uniqueId("er");
  await db.serviceRequest.create({
    data: { service: "email", requestId, userId, kind: "email-parse", parentId: email.id },
  });
  await db.emailParse.create({ data: { requestId, emailId: email.id, userId } });
  expect((await post(parseResult(requestId, { providerCode: "delta", itineraries }))).status).toBe(200);
  return email.id;
}

const uids = (feed: string) => [...feed.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]!.trim());
const linksOf = async (userId: string, emailId: string) =>
  (await db.emailParse.findFirstOrThrow({ where: { emailId }, select: { itineraryIds: true } })).itineraryIds;

describe("one booking from several emails", () => {
  it("a confirmation then a receipt: deleting either leaves the booking on the timeline and in the feed, with the other email's data", async () => {
    for (const deleted of ["receipt", "confirmation"] as const) {
      const user = await createTestUser();
      const booking = await deltaBooking();
      const confirmation = structuredClone(booking);
      delete confirmation.pricingInfo;
      const receipt = structuredClone(booking);
      delete receipt.segments[0]!.departure.terminal;
      const confirmationId = await emailWith(user.id, [confirmation]);
      const receiptId = await emailWith(user.id, [receipt]);
      expect(await db.itinerary.count({ where: { userId: user.id } })).toBe(2); // one version per email

      const before = await getTimeline(user.id);
      expect(before.items.map((i) => [i.title, i.sources.length])).toEqual([
        ["DL 48 New York → Amsterdam", 2],
        ["DL 9536 Amsterdam → Nice", 2],
      ]);
      const trip = await renameTrip(user.id, before.trips[0]!.key, "Nice for Christmas");
      const feedBefore = await getCalendarFeed(user.id);
      expect(uids(feedBefore)).toHaveLength(2);

      expect(await deleteEmail(user.id, deleted === "receipt" ? receiptId : confirmationId)).toBe(true);
      const remaining = deleted === "receipt" ? confirmationId : receiptId;
      const after = await getTimeline(user.id);
      expect(after.items.map((i) => [i.title, i.cancelled, i.sources.map((s) => s.emailId)])).toEqual([
        ["DL 48 New York → Amsterdam", false, [remaining]],
        ["DL 9536 Amsterdam → Nice", false, [remaining]],
      ]);
      // The remaining email's own data: the receipt has the price, the confirmation the terminal.
      const first = after.items[0]!;
      expect((first.part.departure as { terminal?: string }).terminal).toBe(
        deleted === "receipt" ? "4" : undefined,
      );
      expect(first.itinerary.pricingInfo).toEqual(
        deleted === "receipt" ? undefined : { total: 1842.6, currencyCode: "USD" },
      );
      // The user's trip and the calendar events follow the booking (same UIDs).
      expect(after.trips.map((t) => [t.name, t.itemKeys.length])).toEqual([[trip!.name, 2]]);
      const feedAfter = await getCalendarFeed(user.id);
      expect(uids(feedAfter).sort()).toEqual(uids(feedBefore).sort());
      expect(feedAfter).toContain("SUMMARY:DL 9536 Amsterdam → Nice");
      // The remaining email's "Open on the timeline" links open the booking's items.
      const links = await linksOf(user.id, remaining);
      expect(links).toHaveLength(1);
      const page = await getTimelinePage(
        user.id,
        { view: "upcoming", item: links[0]! },
        Date.parse("2026-11-21T09:00:00Z"),
      );
      expect(page.itemMissing).toBe(false);
      expect(page.item?.title).toBe("DL 48 New York → Amsterdam");
    }
  });

  it("a cancellation email cancels the booking; deleting it brings the booking back; the first email's link opens the merged item", async () => {
    const user = await createTestUser();
    const booking = await deltaBooking();
    const confirmationId = await emailWith(user.id, [booking]);
    const cancelId = await emailWith(user.id, [
      { type: "flight", status: "cancelled", confirmationNumbers: [{ number: "HX7K2P" }], segments: [] },
    ]);
    let items = (await getTimeline(user.id)).items;
    expect(items.map((i) => [i.title, i.cancelled])).toEqual([
      ["DL 48 New York → Amsterdam", true],
      ["DL 9536 Amsterdam → Nice", true],
    ]);
    const feed = await getCalendarFeed(user.id);
    expect(feed.match(/STATUS:CANCELLED/g)).toHaveLength(2);
    expect(feed.match(/TRANSP:TRANSPARENT/g)).toHaveLength(2);
    expect(await deleteEmail(user.id, cancelId)).toBe(true);
    items = (await getTimeline(user.id)).items;
    expect(items.map((i) => [i.title, i.cancelled])).toEqual([
      ["DL 48 New York → Amsterdam", false],
      ["DL 9536 Amsterdam → Nice", false],
    ]);
    const feedBack = await getCalendarFeed(user.id);
    expect(uids(feedBack).sort()).toEqual(uids(feed).sort());
    expect(feedBack).not.toContain("STATUS:CANCELLED");
    const [link] = await linksOf(user.id, confirmationId);
    const second = await getTimelinePage(
      user.id,
      { view: "upcoming", item: `${link!}#1` },
      Date.parse("2026-11-21T09:00:00Z"),
    );
    expect(second.item?.title).toBe("DL 9536 Amsterdam → Nice");
  });

  it("two passengers' emails for one booking reference: one item per leg with 2 travellers, each with their seat; a schedule change for one passenger updates", async () => {
    const user = await createTestUser();
    const booking = await deltaBooking();
    const forOne = (name: string) => ({
      ...structuredClone(booking),
      travelers: structuredClone(booking.travelers.filter((t) => t.name === name)),
    });
    await emailWith(user.id, [forOne("Alex Morgan")]);
    const samId = await emailWith(user.id, [forOne("Sam Morgan")]);
    let items = (await getTimeline(user.id)).items;
    expect(items.map((i) => [i.title, i.travelers.map((t) => `${t.name} ${t.seats.join(",")}`)])).toEqual([
      ["DL 48 New York → Amsterdam", ["Alex Morgan 21A", "Sam Morgan 21B"]],
      ["DL 9536 Amsterdam → Nice", ["Alex Morgan 12A", "Sam Morgan 12C"]],
    ]);
    // Sam's schedule change: the connection leaves later the same day.
    const changed = forOne("Sam Morgan");
    changed.segments[1]!.departure.localDateTime = "2026-12-19T11:15:00";
    await emailWith(user.id, [changed]);
    items = (await getTimeline(user.id)).items;
    expect(items.map((i) => [i.title, i.start.local, i.travelers.length])).toEqual([
      ["DL 48 New York → Amsterdam", "2026-12-18T18:30:00", 2],
      ["DL 9536 Amsterdam → Nice", "2026-12-19T11:15:00", 2],
    ]);
    // Sam's first email gone: both travellers are still there (Sam's change email holds Sam).
    await deleteEmail(user.id, samId);
    items = (await getTimeline(user.id)).items;
    expect(items.map((i) => i.travelers.map((t) => t.name))).toEqual([
      ["Alex Morgan", "Sam Morgan"],
      ["Alex Morgan", "Sam Morgan"],
    ]);
  });

  it("unlinking the account that first held a booking keeps it from the email, under the same calendar UIDs", async () => {
    const user = await createTestUser();
    const account = await db.loyaltyAccount.create({
      data: { userId: user.id, providerCode: "delta", login: "am", passwordSealed: "x" },
      select: { id: true },
    });
    const booking = await deltaBooking();
    await db.$transaction((tx) =>
      saveAccountItineraries(
        tx,
        { userId: user.id, accountId: account.id },
        [booking],
        new Date("2026-11-21T09:00:00Z"),
      ),
    );
    await emailWith(user.id, [booking]);
    const feed = await getCalendarFeed(user.id);
    expect((await getTimeline(user.id)).items.map((i) => i.sources.length)).toEqual([2, 2]);
    expect(await unlinkAccount(user.id, account.id)).toBe(true);
    const items = (await getTimeline(user.id)).items;
    expect(items.map((i) => [i.title, i.sources.map((s) => s.source)])).toEqual([
      ["DL 48 New York → Amsterdam", ["email"]],
      ["DL 9536 Amsterdam → Nice", ["email"]],
    ]);
    expect(uids(await getCalendarFeed(user.id)).sort()).toEqual(uids(feed).sort());
  });
});
