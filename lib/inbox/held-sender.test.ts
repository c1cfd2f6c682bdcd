// Integration (real PostgreSQL, the real SMTP receiver with a real SMTP client, real HTTP to a
// stand-in of the email service): forwarded mail is applied only from the user's own addresses
// (issue 34 item 2). A stranger's email is held — stored sealed, never sent to the parsing service,
// not re-sent by the sweep — until Approve sender (the sender joins the user's addresses, the email
// is sent) or Discard (deleted). Uploads and pastes are the user's own act: never held.
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const fake = await vi.hoisted(async () => {
  const http = await import("node:http");
  const calls: { url: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => {
      calls.push({ url: req.url ?? "", body: data });
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          apiVersion: 2,
          status: "queued",
          requestIds: [`held-${Date.now()}-${Math.random()}`],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  vi.stubEnv("EMAIL_API_URL", `http://127.0.0.1:${port}/email`);
  vi.stubEnv("EMAIL_EU_API_URL", `http://127.0.0.1:${port}/email-eu`);
  vi.stubEnv("EMAIL_REGION", "us");
  return { server, calls };
});

import { getBoss } from "@/lib/jobs/boss";
import { sweepServiceRequests } from "@/lib/service-requests/sweep-service-requests";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { approveHeldEmail } from "./approve-held-email";
import { deleteEmail } from "./delete-email";
import { findUserByForwardingToken, getEmailSettings } from "./email-settings";
import { addSenderAddress, listSenderAddresses, removeSenderAddress } from "./sender-addresses";
import { createSmtpReceiver } from "./smtp/create-smtp-receiver";
import { submitEmail } from "./submit-email";

const server = createSmtpReceiver({
  domain: "milepost.localhost",
  maxBytes: 256 * 1024,
  resolveToken: findUserByForwardingToken,
  submit: (userId, raw, byteLength, envelopeFrom) =>
    submitEmail(userId, raw, { origin: "forward", byteLength, envelopeFrom }),
  log: () => {},
});
let transport: nodemailer.Transporter;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: (server.server.address() as AddressInfo).port,
    secure: false,
    ignoreTLS: true,
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await (await getBoss()).stop({ graceful: false, wait: true }).catch(() => {});
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

const cancellation = (marker: string, from = "United Airlines <unitedairlines@united.com>") =>
  `From: ${from}\r\nTo: Alex Morgan <alex.morgan@example.com>\r\nSubject: Your trip has been canceled: KQ4M8R\r\nDate: Thu, 12 Nov 2026 16:03:44 -0600\r\nMessage-ID: <${marker}@united.com>\r\n\r\nConfirmation number KQ4M8R (${marker}) was canceled.\r\n`;
const sentToService = (marker: string) => fake.calls.some((c) => c.body.includes(marker));

async function newUser() {
  const user = await createTestUser(`${uniqueId("alex")}@example.test`);
  return { ...user, forwardingAddress: (await getEmailSettings(user.id)).forwardingAddress };
}

describe("forwarded mail from a sender the user has not approved", () => {
  it("is held: stored sealed, sent nowhere, not picked up by the sweep, shown with its sender", async () => {
    const user = await newUser();
    const marker = uniqueId("eve");
    const info = await transport.sendMail({
      envelope: { from: "eve@evil.test", to: [user.forwardingAddress] },
      raw: cancellation(marker, "Eve <eve@evil.test>"),
    });
    expect(info.accepted).toEqual([user.forwardingAddress]);
    const email = await db.emailMessage.findFirstOrThrow({
      where: { userId: user.id },
      include: { parses: true, itineraries: true },
    });
    expect(email).toMatchObject({
      origin: "forward",
      status: "held",
      heldSender: "eve@evil.test",
      parses: [],
      itineraries: [],
    });
    expect(email.rawSealed).toMatch(/^v1\./);
    expect(email.rawSealed).not.toContain(marker);
    await sweepServiceRequests(new Date(Date.now() + 3_600_000));
    expect((await db.emailMessage.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("held");
    expect(sentToService(marker)).toBe(false);
  });

  it("is held even when the From header claims the airline (only the envelope is the stranger)", async () => {
    const user = await newUser();
    await transport.sendMail({
      envelope: { from: "eve@evil.test", to: [user.forwardingAddress] },
      raw: cancellation(uniqueId("eve")),
    });
    expect(await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
      status: "held",
      heldSender: "eve@evil.test",
    });
  });

  it("Approve sender: the sender joins the user's addresses and the email is sent to the parsing service", async () => {
    const user = await newUser();
    const marker = uniqueId("approve");
    await transport.sendMail({
      envelope: { from: "Eve@Evil.test", to: [user.forwardingAddress] },
      raw: cancellation(marker),
    });
    const held = await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(await approveHeldEmail(user.id, held.id)).toBe("sent");
    expect(sentToService(marker)).toBe(true);
    expect(await db.emailMessage.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({
      status: "sent",
      heldSender: null,
      rawSealed: null,
    });
    expect((await listSenderAddresses(user.id)).added).toEqual(["eve@evil.test"]);
    // Twice (another tab): nothing more is sent.
    const calls = fake.calls.length;
    expect(await approveHeldEmail(user.id, held.id)).toBeNull();
    expect(fake.calls.length).toBe(calls);
    // From now on the sender's mail goes straight through.
    const next = uniqueId("next");
    await transport.sendMail({
      envelope: { from: "eve@evil.test", to: [user.forwardingAddress] },
      raw: cancellation(next),
    });
    expect(sentToService(next)).toBe(true);
  });

  it("another user cannot approve it, and Discard deletes it", async () => {
    const user = await newUser();
    const other = await newUser();
    await transport.sendMail({
      envelope: { from: "eve@evil.test", to: [user.forwardingAddress] },
      raw: cancellation(uniqueId("discard")),
    });
    const held = await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(await approveHeldEmail(other.id, held.id)).toBeNull();
    expect((await listSenderAddresses(other.id)).added).toEqual([]);
    expect(await deleteEmail(user.id, held.id)).toBe(true);
    expect(await db.emailMessage.count({ where: { userId: user.id } })).toBe(0);
    expect((await listSenderAddresses(user.id)).added).toEqual([]);
  });
});

describe("the user's own addresses", () => {
  it("the account email, and an address added in Settings (until removed), go straight through", async () => {
    const user = await newUser();
    const own = uniqueId("own");
    await transport.sendMail({
      envelope: { from: user.email, to: [user.forwardingAddress] },
      raw: cancellation(own),
    });
    expect(sentToService(own)).toBe(true);
    await addSenderAddress(user.id, "Alex.Work+trips@Example.org");
    expect((await listSenderAddresses(user.id)).added).toEqual(["alex.work@example.org"]);
    const work = uniqueId("work");
    await transport.sendMail({
      envelope: { from: "alex.work@example.org", to: [user.forwardingAddress] },
      raw: cancellation(work),
    });
    expect(sentToService(work)).toBe(true);
    await removeSenderAddress(user.id, "alex.work@example.org");
    const after = uniqueId("after");
    await transport.sendMail({
      envelope: { from: "alex.work@example.org", to: [user.forwardingAddress] },
      raw: cancellation(after),
    });
    expect(sentToService(after)).toBe(false);
    await expect(addSenderAddress(user.id, "not an address")).rejects.toThrow(/valid email address/);
  });

  it("an upload or a paste is the user's own act: never held, whoever the email is from", async () => {
    const user = await newUser();
    const pasted = uniqueId("paste");
    expect(
      await submitEmail(user.id, cancellation(pasted, "Eve <eve@evil.test>"), { origin: "paste" }),
    ).toMatchObject({ ok: true, status: "sent" });
    expect(sentToService(pasted)).toBe(true);
  });
});
