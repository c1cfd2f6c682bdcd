// Integration (real PostgreSQL): parse results from mailboxes reach the right user only — attributed
// by userData (the owner's tag) AND metadata.mailboxId; unknown, mismatched or disconnected
// mailboxes are acknowledged and store nothing; redelivery stores nothing new; state-change events
// update the owner's mailbox and never move it back.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailboxesCallback } from "@/lib/callbacks/handlers/mailboxes";
import { serviceConfig } from "@/lib/env";
import { flightItinerary, hotelItinerary, parseResult } from "@/lib/inbox/fixtures";
import { recordMailboxProgress } from "@/lib/mailboxes/record-mailbox-progress";
import { mailboxTagFor } from "@/lib/mailboxes/mailbox-tag";
import { changes, closeEventStreams, eventStream, isReady } from "@/lib/test/event-stream";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const { callbackUser, callbackPassword } = serviceConfig("email");
const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
const post = (body: unknown) =>
  receiveNow(
    mailboxesCallback,
    new Request("http://127.0.0.1/api/callbacks/mailboxes", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", authorization: auth },
    }),
  );

async function connectedMailbox(userId: string, serviceMailboxId: string) {
  return db.mailbox.create({
    data: {
      userId,
      ownerTag: mailboxTagFor(userId),
      serviceMailboxId,
      login: `${uniqueId("m")}@example.org`,
      type: "imap",
      region: "us",
      state: "scanning",
    },
  });
}

const fromMailbox = (userData: string, mailboxId: number | string, extra: Record<string, unknown> = {}) => {
  const base = parseResult(uniqueId("mbr"), extra);
  return { ...base, userData, metadata: { ...base.metadata, mailboxId } };
};

afterEach(closeEventStreams);

describe("mailbox results", () => {
  let alice: { id: string };
  let bob: { id: string };
  let aliceBox: { id: string };
  let serviceId: number;

  beforeEach(async () => {
    alice = await createTestUser();
    bob = await createTestUser();
    serviceId = 100_000 + Math.floor(Math.random() * 800_000);
    aliceBox = await connectedMailbox(alice.id, String(serviceId));
    await connectedMailbox(bob.id, String(serviceId + 1));
  });

  it("are stored for the mailbox's owner as an Inbox email from that mailbox, with its itineraries", async () => {
    const body = fromMailbox(mailboxTagFor(alice.id), serviceId, {
      itineraries: [flightItinerary(uniqueId("PNR").slice(0, 10)), hotelItinerary(uniqueId("H"))],
    });
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcomes: ["accepted"] });
    const emails = await db.emailMessage.findMany({
      where: { userId: alice.id },
      select: {
        origin: true,
        mailboxId: true,
        subject: true,
        itineraries: { select: { type: true, source: true } },
      },
    });
    expect(emails).toEqual([
      {
        origin: "mailbox",
        mailboxId: aliceBox.id,
        subject: "Your trip confirmation",
        itineraries: expect.arrayContaining([
          { type: "flight", source: "mailbox" },
          { type: "hotelReservation", source: "mailbox" },
        ]),
      },
    ]);
    expect(await db.itinerary.count({ where: { userId: bob.id } })).toBe(0);

    // The same delivery again stores nothing new.
    expect(await (await post(body)).json()).toMatchObject({ outcomes: ["duplicate"] });
    expect(await db.emailMessage.count({ where: { userId: alice.id } })).toBe(1);
  });

  // The Inbox's mailbox row counts the itineraries found. The scanner's state events travel apart
  // from its results ("listening" can be stored before the last result), so a stored result must
  // itself tell the owner's open pages that this mailbox changed, or its count stays stale.
  it("tell the owner's open pages that the mailbox changed, so its count of itineraries found is reread", async () => {
    const a = eventStream(alice.id);
    await expect.poll(() => isReady(a.events)).toBe(true);
    await post(
      fromMailbox(mailboxTagFor(alice.id), serviceId, {
        itineraries: [flightItinerary(uniqueId("PNR").slice(0, 10))],
      }),
    );
    await expect.poll(() => changes(a.events)).toContainEqual({ k: "mailbox", id: aliceBox.id });
  });

  it("are acknowledged and not stored when userData and mailboxId do not name the same connected mailbox", async () => {
    const cases = [
      fromMailbox(mailboxTagFor(bob.id), serviceId), // Alice's mailbox id with Bob's tag
      fromMailbox(mailboxTagFor(alice.id), serviceId + 1), // Bob's mailbox id with Alice's tag
      fromMailbox(mailboxTagFor(alice.id), 999_999_999), // unknown mailbox
      fromMailbox("not-a-tag", serviceId),
      parseResult(uniqueId("mbr")), // no userData, no mailboxId
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ outcomes: ["unknown-request"] });
    }
    expect(await db.emailMessage.count({ where: { userId: { in: [alice.id, bob.id] } } })).toBe(0);
    expect(await db.itinerary.count({ where: { userId: { in: [alice.id, bob.id] } } })).toBe(0);
  });

  it("are not stored once the mailbox is disconnected", async () => {
    await db.mailbox.update({ where: { id: aliceBox.id }, data: { disconnectedAt: new Date() } });
    const res = await post(fromMailbox(mailboxTagFor(alice.id), serviceId));
    expect(await res.json()).toMatchObject({ outcomes: ["unknown-request"] });
    expect(await db.itinerary.count({ where: { userId: alice.id } })).toBe(0);
  });

  it("state changes update the owner's mailbox, in order, and only with the right tag", async () => {
    const tag = mailboxTagFor(alice.id);
    const t0 = new Date(Date.now() + 1000);
    const at = (s: number) => new Date(t0.getTime() + s * 1000).toISOString();
    expect(
      await recordMailboxProgress([
        { mailboxId: String(serviceId), state: "listening", userData: tag, emailsRead: 12, date: at(2) },
      ]),
    ).toEqual(["stored"]);
    // An older event arriving late does not move it back.
    expect(
      await recordMailboxProgress([
        { mailboxId: String(serviceId), state: "scanning", userData: tag, emailsRead: 5, date: at(1) },
      ]),
    ).toEqual(["stale"]);
    // Bob's tag cannot touch Alice's mailbox.
    expect(
      await recordMailboxProgress([
        {
          mailboxId: String(serviceId),
          state: "error",
          errorCode: "authentication",
          userData: mailboxTagFor(bob.id),
          date: at(3),
        },
      ]),
    ).toEqual(["unknown-mailbox"]);
    const row = await db.mailbox.findUniqueOrThrow({ where: { id: aliceBox.id } });
    expect(row).toMatchObject({ state: "listening", emailsRead: 12, errorCode: null });
    await recordMailboxProgress([
      {
        mailboxId: String(serviceId),
        state: "error",
        errorCode: "authentication",
        errorMessage: "Invalid username or password.",
        userData: tag,
        date: at(4),
      },
    ]);
    expect(await db.mailbox.findUniqueOrThrow({ where: { id: aliceBox.id } })).toMatchObject({
      state: "error",
      errorCode: "authentication",
    });
  });
});
