// Fuzzing the inbox intake (issue 18): what an upload, a paste or the SMTP receiver hands over.
// - readEmailHeaders (upload and paste validation): arbitrary text and mutated sample emails give a
//   sentence the user can act on, or headers that PostgreSQL stores as they are (an EmailMessage row
//   on the real database), within a time bound.
// - The SMTP receiver (real smtp-server, real nodemailer client, real database for the tokens):
//   arbitrary envelope recipients are refused with 550 unless they are a live forwarding address;
//   messages over the size limit with 552; nothing crashes the server, and only accepted mail is stored.
// Runs: a few hundred cases in `npm test`; FUZZ_RUNS=5000 for the long mode (`npm run fuzz`).
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzRuns } from "@/lib/env";
import { findUserByForwardingToken, getEmailSettings } from "@/lib/inbox/email-settings";
import { readEmailHeaders } from "@/lib/inbox/read-email-headers";
import { createSmtpReceiver } from "@/lib/inbox/smtp/create-smtp-receiver";
import { sampleEmails } from "@/lib/test/simulator-bodies";
import { createTestUser, db } from "@/lib/test/test-db";

const RUNS = fuzzRuns(60);
const CASE_MS = 5_000;
const samples = sampleEmails().map((s) => s.raw.toString("latin1"));
let userId: string;

/** One upload/paste validation: a sentence, or headers stored as they are; never slow. */
async function intake(raw: string) {
  const started = performance.now();
  const read = await readEmailHeaders(raw);
  expect(performance.now() - started, "validation took too long").toBeLessThan(CASE_MS);
  if (!read.ok) {
    expect(read.error).toMatch(/^[A-Z].*\.$/); // a sentence
    return;
  }
  const row = await db.emailMessage.create({
    data: { userId, origin: "upload", region: "us", sizeBytes: Buffer.byteLength(raw), ...read.headers },
    select: { subject: true, sender: true, sentAt: true },
  });
  expect(row).toEqual(read.headers);
}

const sample = fc.nat({ max: samples.length - 1 }).map((i) => samples[i]!);
const headerValue = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "=?utf-8?B?AA==?=",
    "=?utf-8?Q?=00nul?=",
    "=?x-bogus?B?////?=",
    "Mon, 1 Jan 0000 00:00:00 +0000",
    "Fri, 31 Dec 9999 23:59:59 -1200",
    "Sat, 1 Jan 275760 00:00:00 +0000",
    '"" <>',
    "a@b@c",
    "=?utf-8?B?" + "QUJD".repeat(5000) + "?=",
  ),
);
const mutated = fc.oneof(
  fc
    .tuple(
      sample,
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 0xffff })), { minLength: 1, maxLength: 30 }),
    )
    .map(([raw, edits]) => {
      const chars = [...raw];
      for (const [at, c] of edits) chars[at % chars.length] = String.fromCharCode(c);
      return chars.join("");
    }),
  fc
    .tuple(sample, fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([raw, f]) => raw.slice(0, Math.floor(raw.length * f))),
  fc
    .tuple(sample, fc.constantFrom("Subject", "From", "Date"), headerValue)
    .map(([raw, name, value]) => raw.replace(new RegExp(`^${name}:.*$`, "im"), `${name}: ${value}`)),
  fc
    .tuple(sample, fc.constantFrom(1_000, 100_000, 300_000, 1_400_000))
    .map(([raw, n]) => `X-Filler: ${"=?utf-8?B?QUJD?= ".repeat(n / 16)}\r\n${raw}`),
);

beforeAll(async () => {
  userId = (await createTestUser()).id;
});

describe("upload and paste validation under fuzzing", () => {
  it("arbitrary text: a sentence, or headers that are stored as read", async () => {
    const headerish = fc
      .array(fc.tuple(fc.constantFrom("From", "To", "Subject", "Date", "Content-Type"), headerValue), {
        minLength: 1,
        maxLength: 6,
      })
      .map((h) => `${h.map(([k, v]) => `${k}: ${v}`).join("\r\n")}\r\n\r\nbody`);
    await fc.assert(fc.asyncProperty(fc.oneof(fc.string({ maxLength: 1000 }), headerish), intake), {
      numRuns: RUNS * 2,
    });
  }, 600_000);

  it("mutated sample emails: characters, truncation, odd header values, giant header blocks", async () => {
    await fc.assert(fc.asyncProperty(mutated, intake), { numRuns: RUNS * 2 });
  }, 600_000);
});

describe("SMTP receiver under fuzzing", () => {
  const MAX = 32 * 1024;
  const stored: string[] = [];
  const server = createSmtpReceiver({
    domain: "milepost.localhost",
    maxBytes: MAX,
    resolveToken: findUserByForwardingToken,
    // The storage half of submitEmail (the service is not running here): validate, keep the headers.
    async submit(user, raw) {
      const read = await readEmailHeaders(raw);
      if (!read.ok) return read;
      stored.push(user);
      return { ok: true };
    },
    log: () => {},
  });
  let transport: nodemailer.Transporter;
  let address: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: (server.server.address() as AddressInfo).port,
      secure: false,
      ignoreTLS: true,
    });
    address = (await getEmailSettings(userId)).forwardingAddress;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const recipient = fc.oneof(
    fc.emailAddress(),
    fc.stringMatching(/^trips\+[a-z0-9]{1,24}@milepost\.localhost$/),
    fc.constantFrom(
      "trips+@milepost.localhost",
      "TRIPS+@MILEPOST.LOCALHOST",
      "trips+x@milepost.localhost.evil.test",
      "trips+x@@milepost.localhost",
      "postmaster@milepost.localhost",
    ),
  );

  it("arbitrary recipients are refused with 550, the live address accepted; oversized mail 552; only accepted mail stored", async () => {
    await fc.assert(
      fc.asyncProperty(
        recipient,
        fc.boolean(),
        fc.constantFrom(100, MAX - 2048, MAX + 1, 4 * MAX),
        async (rcpt, withLive, size) => {
          const to = withLive ? [rcpt, address] : [rcpt];
          const before = stored.length;
          const raw = `From: a@example.test\r\nTo: b@example.test\r\nSubject: t\r\nDate: Mon, 23 Nov 2026 10:00:00 +0000\r\n\r\n${"x".repeat(size)}\r\n`;
          const live = rcpt.toLowerCase() === address.toLowerCase() || withLive;
          try {
            const info = await transport.sendMail({ envelope: { from: "me@example.org", to }, raw });
            expect(live, `accepted mail for ${rcpt}`).toBe(true);
            expect(size).toBeLessThanOrEqual(MAX);
            expect(
              info.rejected.every(
                (r: string | { address: string }) => (typeof r === "string" ? r : r.address) !== address,
              ),
            ).toBe(true);
            expect(stored.length).toBe(before + 1);
          } catch (error) {
            const code = (error as { responseCode?: number }).responseCode;
            if (!live)
              expect([550, 501], String(error)).toContain(code); // 501: smtp-server's own address syntax check
            else expect(code, String(error)).toBe(552);
            expect(stored.length).toBe(before);
          }
        },
      ),
      { numRuns: RUNS },
    );
    // The server is still answering.
    await transport.sendMail({
      envelope: { from: "me@example.org", to: [address] },
      raw: "From: a@example.test\r\nSubject: ok\r\n\r\nhi\r\n",
    });
  }, 600_000);
});
