// The forwarding-address receiver with a real SMTP client (nodemailer) and a real database:
// routed by the envelope recipient, unknown tokens refused with 550, the size limit enforced.
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByForwardingToken, getEmailSettings } from "@/lib/inbox/email-settings";
import { submitEmail } from "@/lib/inbox/submit-email";
import { createTestUser, db } from "@/lib/test/test-db";
import { createSmtpReceiver, forwardingToken } from "./create-smtp-receiver";

const server = createSmtpReceiver({
  domain: "milepost.localhost",
  maxBytes: 64 * 1024,
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
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = (subject: string, body = "Your flight is confirmed.") =>
  `From: Delta Air Lines <deltaairlines@e.delta.example>\r\nTo: someone.else@example.org\r\nSubject: ${subject}\r\nDate: Mon, 23 Nov 2026 10:00:00 +0000\r\nMessage-ID: <${subject.replace(/\W/g, "")}@example>\r\n\r\n${body}\r\n`;

describe("forwardingToken", () => {
  it.each([
    ["trips+abc123@milepost.localhost", "abc123"],
    ["TRIPS+ABC123@Milepost.Localhost", "abc123"],
    ["trips+abc123@other.example", null],
    ["plans+abc123@milepost.localhost", null],
    ["trips@milepost.localhost", null],
  ])("%s → %s", (address, token) => expect(forwardingToken(address, "milepost.localhost")).toBe(token));
});

describe("SMTP receiver", () => {
  it("a forwarded email lands in the inbox of the envelope recipient, not the To: header", async () => {
    const user = await createTestUser();
    const { forwardingAddress } = await getEmailSettings(user.id);
    const info = await transport.sendMail({
      envelope: { from: "me@example.org", to: [forwardingAddress] },
      raw: message("Fwd: Trip to Nice"),
    });
    expect(info.accepted).toEqual([forwardingAddress]);
    const email = await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(email).toMatchObject({
      origin: "forward",
      subject: "Fwd: Trip to Nice",
      sender: "Delta Air Lines <deltaairlines@e.delta.example>",
    });
    // The raw email is never kept in plain text (sealed until the service accepts it, then dropped).
    expect(email.rawSealed ?? "").not.toContain("Your flight is confirmed");
  });

  it("refuses unknown and retired addresses with 550, and mail over the size limit", async () => {
    await expect(
      transport.sendMail({
        envelope: { from: "me@example.org", to: ["trips+nosuchtoken1@milepost.localhost"] },
        raw: message("x"),
      }),
    ).rejects.toThrow(/550/);
    const user = await createTestUser();
    const { forwardingAddress } = await getEmailSettings(user.id);
    await expect(
      transport.sendMail({
        envelope: { from: "me@example.org", to: [forwardingAddress] },
        raw: message("Big", "x".repeat(70 * 1024)),
      }),
    ).rejects.toThrow(/552|size/i);
    await expect(
      transport.sendMail({
        envelope: { from: "me@example.org", to: [forwardingAddress] },
        raw: "just text, no headers",
      }),
    ).rejects.toThrow(/554/);
    expect(await db.emailMessage.count({ where: { userId: user.id } })).toBe(0);
  });
});
