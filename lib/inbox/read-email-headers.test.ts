import { describe, expect, it } from "vitest";
import { readEmailHeaders } from "./read-email-headers";
import { EMAIL_MAX_BYTES } from "./limits";

const email = [
  "From: =?UTF-8?Q?Caf=C3=A9_Airlines?= <noreply@example.com>",
  "To: traveler@example.org",
  "Subject: =?UTF-8?B?WW91ciB0cmlwIHRvIFrDvHJpY2g=?=",
  "Date: Tue, 10 Nov 2026 09:30:00 +0100",
  "Content-Type: text/plain; charset=utf-8",
  "",
  "Your flight is confirmed.",
].join("\r\n");

describe("readEmailHeaders", () => {
  it("reads subject, sender and date (encoded words decoded)", async () => {
    const r = await readEmailHeaders(email);
    expect(r).toEqual({
      ok: true,
      fromAddress: "noreply@example.com",
      headers: {
        subject: "Your trip to Zürich",
        sender: "Café Airlines <noreply@example.com>",
        sentAt: new Date("2026-11-10T08:30:00Z"),
      },
    });
  });
  it.each([
    ["", /empty/],
    ["   \n ", /empty/],
    ["Hello, this is just a note.\nNo headers here.", /no email headers/],
    ["\u0000\u0001\u0002PK\u0003\u0004 binary", /binary/],
    ["X-Whatever: 1\n\nbody", /no email headers/],
  ])("refuses %j", async (raw, message) => {
    const r = await readEmailHeaders(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
  it("refuses an email over the size limit", async () => {
    const r = await readEmailHeaders(email, EMAIL_MAX_BYTES + 1);
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/larger than 1.5 MB/) });
  });
});
