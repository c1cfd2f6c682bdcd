// Integration (real PostgreSQL, real LISTEN/NOTIFY through the owner's event stream): the live
// pages' change signal is raised in ONE place, the database's triggers (docs/architecture.md "Live
// updates"). Each write a page listens for raises exactly its event — no more, none missing — and
// the writes a page does not show (the tracker's sends and polls) raise nothing. A marker NOTIFY
// after each write closes the list: notifications arrive in commit order, so once the marker is
// heard every event of the write has been heard.
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { afterEach, describe, expect, it } from "vitest";
import type { CallbackHandler } from "@/lib/callbacks/types";
import { storeDelivery } from "@/lib/callbacks/process-delivery";
import { LIVE_CHANNEL, LIVE_KINDS } from "@/lib/live/live-event";
import { createNotification } from "@/lib/notifications/create-notification";
import { markNotificationsRead } from "@/lib/notifications/mark-notifications-read";
import { closeRequest, NO_ANSWER } from "@/lib/service-requests/close-request";
import { RequestPhase } from "@/lib/service-requests/request-phase";
import { FlightState } from "@/lib/service-requests/service-states";
import { changes, closeEventStreams, eventStream, isReady } from "@/lib/test/event-stream";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

afterEach(closeEventStreams);

type Change = { k: string; id: string | null };

/** Opens the user's stream; `after(write)` returns exactly the changes that write raised. */
async function listen(userId: string) {
  const stream = eventStream(userId);
  await expect.poll(() => isReady(stream.events)).toBe(true);
  let seen = 0;
  return async function after(write: () => Promise<unknown>): Promise<Change[]> {
    await write();
    const marker = uniqueId("marker");
    await db.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ u: userId, k: "marker", id: marker })})`;
    await expect.poll(() => (changes(stream.events) as Change[]).some((c) => c.id === marker)).toBe(true);
    const all = changes(stream.events) as Change[];
    const raised = all.slice(
      seen,
      all.findIndex((c) => c.id === marker),
    );
    seen = all.length;
    return raised;
  };
}

async function seedRequest(userId: string, kind: string, parentId: string | null = uniqueId("parent")) {
  const id = uniqueId("sr");
  await db.serviceRequest.create({
    data: { id, service: "flights", requestId: id, userId, kind, parentId },
  });
  return { id, parentId };
}

/** A handler that stores nothing of its own: the request rows and their bookkeeping are under test. */
const handler: CallbackHandler<{ requestIds: string[] }> = {
  kind: "requested",
  name: "flights",
  credentials: "flights",
  schema: z.object({ requestIds: z.array(z.string()) }),
  items: (b) => b.requestIds.map((requestId) => ({ requestId, state: 1, message: "ok", body: b })),
  store: async () => {},
};

describe("the live pages' change signal, raised by the database", () => {
  it("a request's answer tells the page of the object it belongs to, one event per object and statement", async () => {
    const user = await createTestUser();
    const after = await listen(user.id);
    const search = uniqueId("search");
    const [a, b] = [
      await seedRequest(user.id, "flight-search", search),
      await seedRequest(user.id, "flight-search", search),
    ];
    // Two programs of one search stored by one bookkeeping statement: one event.
    expect(await after(() => storeDelivery(handler, { requestIds: [a.id, b.id] }))).toEqual([
      { k: "flight-program", id: search },
    ]);

    // Each request kind names its page's kind; a request without a parent names itself.
    const kinds: [string, string][] = [
      ["hotel-search", "hotel-program"],
      ["loyalty-check", "account"],
      ["email-parse", "email"],
      ["mailbox-email", "email"],
      ["business-sync", "business-sync"],
    ];
    for (const [kind, event] of kinds) {
      const r = await seedRequest(user.id, kind);
      expect(await after(() => storeDelivery(handler, { requestIds: [r.id] }))).toEqual([
        { k: event, id: r.parentId },
      ]);
    }
    const orphan = await seedRequest(user.id, "flight-search", null);
    expect(
      await after(() => db.serviceRequest.update({ where: { id: orphan.id }, data: { state: 2 } })),
    ).toEqual([{ k: "flight-program", id: orphan.id }]);
  });

  it("the tracker's sends and polls tell nothing; its close and a failed send do", async () => {
    const user = await createTestUser();
    const after = await listen(user.id);
    const r = await seedRequest(user.id, "flight-search");
    expect(
      await after(() =>
        db.serviceRequest.update({
          where: { id: r.id },
          data: { phase: RequestPhase.Sent, sentAt: new Date(), nextPollAt: new Date(), pollCount: 1 },
        }),
      ),
    ).toEqual([]);
    // A pending answer tells; the same answer written again changes nothing a page shows.
    const pending = () =>
      db.serviceRequest.update({ where: { id: r.id }, data: { message: "waiting", payload: { a: 1 } } });
    expect(await after(pending)).toEqual([{ k: "flight-program", id: r.parentId }]);
    expect(await after(pending)).toEqual([]);
    expect(
      await after(() => db.serviceRequest.update({ where: { id: r.id }, data: { payload: { a: 2 } } })),
    ).toEqual([{ k: "flight-program", id: r.parentId }]);

    expect(
      await after(() =>
        closeRequest(
          {
            id: r.id,
            service: "flights",
            state: 0,
            kind: "flight-search",
            parentId: r.parentId,
            requestId: r.id,
          },
          NO_ANSWER,
        ),
      ),
    ).toEqual([{ k: "flight-program", id: r.parentId }]);
    const failed = await seedRequest(user.id, "hotel-search");
    // A refused send: final, with a message (what the tracker writes, lib/service-requests/send-tracked.ts).
    const refused = () =>
      db.serviceRequest.update({
        where: { id: failed.id },
        data: {
          phase: RequestPhase.SendFailed,
          state: FlightState.UnknownFailure,
          message: "refused",
          completedAt: new Date(),
        },
      });
    expect(await after(refused)).toEqual([{ k: "hotel-program", id: failed.parentId }]);
    // Another user's request tells this user nothing.
    const other = await createTestUser();
    const theirs = await seedRequest(other.id, "flight-search");
    expect(await after(() => storeDelivery(handler, { requestIds: [theirs.id] }))).toEqual([]);
  });

  it("a notice raised, raised again, read, and all read", async () => {
    const user = await createTestUser();
    const after = await listen(user.id);
    const notice = (key: string) => ({
      kind: "points-expiring" as const,
      title: "t",
      body: "b",
      link: null,
      dedupeKey: key,
    });
    let first: string | null = null;
    const raised = await after(async () => (first = await createNotification(user.id, notice("one"))));
    expect(first).toBeTruthy();
    expect(raised).toEqual([{ k: "notification", id: first }]);
    expect(await after(() => createNotification(user.id, notice("one")))).toEqual([]);
    const second = await createNotification(user.id, notice("two"));
    await createNotification(user.id, notice("three"));
    await after(async () => {});
    expect(await after(() => markNotificationsRead(user.id, second))).toEqual([
      { k: "notification", id: second },
    ]);
    expect(await after(() => markNotificationsRead(user.id, second))).toEqual([]); // already read
    expect(await after(() => markNotificationsRead(user.id, null))).toEqual([
      { k: "notification", id: "all" },
    ]);
  });

  it("an email of a mailbox, and its parse, are also the mailbox's change", async () => {
    const user = await createTestUser();
    const after = await listen(user.id);
    const mailbox = await db.mailbox.create({
      data: {
        userId: user.id,
        serviceMailboxId: uniqueId("smb"),
        ownerTag: uniqueId("tag"),
        login: `${uniqueId("m")}@example.test`,
        type: "imap",
        region: "us",
        state: "listening",
      },
      select: { id: true },
    });
    await after(async () => {});
    let emailId = "";
    expect(
      await after(async () => {
        emailId = (
          await db.emailMessage.create({
            data: {
              userId: user.id,
              origin: "mailbox",
              mailboxId: mailbox.id,
              region: "us",
              sizeBytes: 0,
              status: "sent",
            },
            select: { id: true },
          })
        ).id;
      }),
    ).toEqual([
      { k: "email", id: expect.any(String) },
      { k: "mailbox", id: mailbox.id },
    ]);
    expect(
      await after(() =>
        db.emailParse.create({
          data: { emailId, userId: user.id, requestId: uniqueId("rq"), status: "queued" },
        }),
      ),
    ).toEqual([
      { k: "email", id: emailId },
      { k: "mailbox", id: mailbox.id },
    ]);
    // A forwarded email (no mailbox) is the Inbox's change only.
    expect(
      await after(() =>
        db.emailMessage.create({
          data: { userId: user.id, origin: "forward", region: "us", sizeBytes: 1, status: "sent" },
        }),
      ),
    ).toEqual([{ k: "email", id: expect.any(String) }]);
  });

  it("every kind a page listens for is raised by a trigger", async () => {
    // The kinds in the trigger functions' text and in their triggers' arguments (milepost_notify_row's).
    const rows = await db.$queryRaw<{ body: string; args: string }[]>`
      SELECT pg_get_functiondef(p.oid) AS body, encode(t.tgargs, 'escape') AS args
      FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND p.proname LIKE 'milepost_notify%'
      UNION ALL SELECT pg_get_functiondef('milepost_request_event_kind'::regproc), ''`;
    const raised = new Set(
      rows.flatMap((r) => [
        ...[...r.body.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]),
        ...r.args.split("\\000"),
      ]),
    );
    expect(LIVE_KINDS.filter((kind) => !raised.has(kind))).toEqual([]);
  });

  it("no application file raises a notification itself: the triggers are the one place", () => {
    const root = path.resolve(__dirname, "../..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "generated" && entry.name !== "node_modules") walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (/pg_notify\s*\(|\bNOTIFY\s+(milepost_events|\$\{|")/i.test(fs.readFileSync(full, "utf8")))
            offenders.push(path.relative(root, full));
        }
      }
    };
    for (const dir of ["lib", "app"]) walk(path.join(root, dir));
    expect(offenders).toEqual([]);
  });
});
