// Integration (real PostgreSQL, real SMTP on loopback): a notice is stored once however often it is
// raised, its email leaves once as multipart text + HTML with a one-click unsubscribe, a sender killed
// mid-send is taken over when its lease ends, a refusal is retried or given up, and the unsubscribe
// link works for its owner's kind only.
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as unsubscribePost } from "@/app/api/notifications/unsubscribe/[token]/route";
import { createNotification, type NewNotice } from "@/lib/notifications/create-notification";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { markNotificationsRead } from "@/lib/notifications/mark-notifications-read";
import { sendDueEmails } from "@/lib/notifications/send-due-emails";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe-token";
import { startSmtpSink } from "@/lib/test/smtp-sink";
import { changes, closeEventStreams, eventStream, isReady } from "@/lib/test/event-stream";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: ReturnType<typeof nodemailer.createTransport>;

beforeAll(async () => {
  sink = await startSmtpSink();
  transport = nodemailer.createTransport(sink.url);
});
afterAll(async () => {
  closeEventStreams();
  transport.close();
  await sink.close();
});

const notice = (key = uniqueId("k")): NewNotice => ({
  kind: "points-expiring",
  title: "Aeroplan: 12,000 points expire on 2026-12-31",
  body: "Within 30 days <b>soon</b>.",
  link: "/accounts/x",
  dedupeKey: key,
});
const mine = (email: string) => sink.messages.filter((m) => m.to.includes(email));

describe("notices and their email", () => {
  it("is stored and emailed once however often it is raised, and the page hears it", async () => {
    const alice = await createTestUser();
    const stream = eventStream(alice.id);
    await expect.poll(() => isReady(stream.events)).toBe(true);
    const n = notice();
    const first = await createNotification(alice.id, n);
    expect(first).toBeTruthy();
    expect(await createNotification(alice.id, n)).toBeNull();
    await expect.poll(() => changes(stream.events)).toEqual([{ k: "notification", id: first }]);

    await sendDueEmails(100, transport);
    await sendDueEmails(100, transport);
    await expect.poll(() => mine(alice.email).length).toBe(1);
    const [mail] = mine(alice.email);
    expect(mail!.subject).toBe(n.title);
    expect(mail!.text).toContain("Within 30 days <b>soon</b>.");
    expect(mail!.html).toContain("Within 30 days &lt;b&gt;soon&lt;/b&gt;.");
    expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers.get("list-unsubscribe")).toMatch(
      /^<http.*\/api\/notifications\/unsubscribe\/[^>]+>$/,
    );
    const row = await db.outboxEmail.findFirstOrThrow({
      where: { userId: alice.id },
      select: { state: true, messageId: true, attempts: true },
    });
    expect(row).toMatchObject({ state: "sent", attempts: 1 });
    expect(mail!.headers.get("message-id")).toBe(row.messageId);

    const page = await listNotifications(alice.id);
    expect(page.unread).toBe(1);
    expect(page.notices[0]).toMatchObject({ title: n.title, email: "sent", read: false });
    expect(await markNotificationsRead(alice.id, null)).toBe(1);
    expect((await listNotifications(alice.id)).unread).toBe(0);
  });

  it("a sender killed mid-send: the row is taken over once its lease ends, sent once, marked once", async () => {
    const bob = await createTestUser();
    await createNotification(bob.id, notice());
    // What a killed sender leaves: claimed, lease running, nothing at the relay.
    await db.outboxEmail.updateMany({
      where: { userId: bob.id },
      data: { state: "sending", attempts: 1, leaseUntil: new Date(Date.now() + 60_000) },
    });
    await sendDueEmails(100, transport);
    expect(mine(bob.email)).toHaveLength(0); // the lease is someone's: not touched
    await db.outboxEmail.updateMany({
      where: { userId: bob.id },
      data: { leaseUntil: new Date(Date.now() - 1000) },
    });
    await sendDueEmails(100, transport);
    await sendDueEmails(100, transport);
    expect(mine(bob.email)).toHaveLength(1);
    expect(
      await db.outboxEmail.findFirstOrThrow({
        where: { userId: bob.id },
        select: { state: true, attempts: true },
      }),
    ).toEqual({ state: "sent", attempts: 2 });
  });

  it("a temporary refusal is retried later with backoff; a permanent one is given up", async () => {
    const carol = await createTestUser();
    await createNotification(carol.id, notice());
    sink.refuseWith(451, "try again later");
    try {
      await sendDueEmails(100, transport);
      let row = await db.outboxEmail.findFirstOrThrow({ where: { userId: carol.id } });
      expect(row.state).toBe("pending");
      expect(row.sendAfter.getTime()).toBeGreaterThan(Date.now() + 50_000); // 1 minute later
      expect(row.lastError).toMatch(/try again later/);
      await db.outboxEmail.updateMany({ where: { userId: carol.id }, data: { sendAfter: new Date(0) } });
      sink.refuseWith(550, "no such mailbox");
      await sendDueEmails(100, transport);
      row = await db.outboxEmail.findFirstOrThrow({ where: { userId: carol.id } });
      expect(row.state).toBe("failed");
    } finally {
      sink.refuseWith(null);
    }
    expect(mine(carol.email)).toHaveLength(0);
    expect((await listNotifications(carol.id)).notices[0]!.email).toBe("failed");
  });

  it("quiet hours hold the email until they end on the user's clock", async () => {
    const dan = await createTestUser();
    await db.notificationSettings.create({
      data: { userId: dan.id, timeZone: "Asia/Tokyo", quietStart: 0, quietEnd: 1439 },
    });
    const now = new Date("2026-06-10T03:00:00Z"); // 12:00 in Tokyo
    await createNotification(dan.id, notice(), now);
    const row = await db.outboxEmail.findFirstOrThrow({
      where: { userId: dan.id },
      select: { sendAfter: true },
    });
    expect(row.sendAfter.toISOString()).toBe("2026-06-10T14:59:00.000Z"); // 23:59 Tokyo
  });

  it("one-click unsubscribe works without a session, for its owner's kind only, and forged tokens do nothing", async () => {
    const [erin, frank] = [await createTestUser(), await createTestUser()];
    await createNotification(erin.id, notice());
    const post = (token: string, body = "List-Unsubscribe=One-Click") =>
      unsubscribePost(
        new Request(`http://app/api/notifications/unsubscribe/${token}`, {
          method: "POST",
          body,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        { params: Promise.resolve({ token }) },
      );

    const token = unsubscribeToken(erin.id, "points-expiring");
    // Erin's signature on Frank's id: refused, Frank unchanged.
    const forged = `${Buffer.from(`${frank.id}\npoints-expiring`).toString("base64url")}.${token.split(".")[1]}`;
    expect((await post(forged)).status).toBe(404);
    expect((await getNotificationSettings(frank.id)).preferences["points-expiring"].email).toBe("instant");
    expect((await post(token, "")).status).toBe(400); // not a one-click POST
    expect((await getNotificationSettings(erin.id)).preferences["points-expiring"].email).toBe("instant");

    const res = await post(token);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Unsubscribed");
    const settings = await getNotificationSettings(erin.id);
    expect(settings.preferences["points-expiring"]).toEqual({ app: true, email: "off" });
    expect(settings.preferences["watch-found"].email).toBe("instant"); // other kinds untouched
    // Her waiting email of that kind is not sent; new notices stay in the app only.
    expect(
      await db.outboxEmail.findFirstOrThrow({ where: { userId: erin.id }, select: { state: true } }),
    ).toEqual({ state: "skipped" });
    await createNotification(erin.id, notice());
    expect(await db.outboxEmail.count({ where: { userId: erin.id } })).toBe(1);
    expect((await listNotifications(erin.id)).notices).toHaveLength(2);
    expect((await post(token)).status).toBe(200); // twice: the same
  });
});
