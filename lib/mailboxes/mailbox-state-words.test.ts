import { describe, expect, it } from "vitest";
import { imapDefaultsFor } from "./imap-defaults";
import { describeMailboxState } from "./mailbox-state-words";

describe("mailbox states in words", () => {
  it.each([
    ["connecting", null, "Connecting", "progress"],
    ["scanning", null, "Scanning", "progress"],
    ["listening", null, "Listening", "ok"],
    ["finished", null, "Finished", "done"],
    ["error", "authentication", "Wrong password or sign-in refused", "error"],
    ["error", "connection", "Cannot reach the mail server", "error"],
    ["error", "unknown", "Error", "error"],
    ["error", null, "Error", "error"],
    ["paused", null, "paused", "progress"], // a state this client does not know is shown as it came
  ])("%s / %s → %s", (state, code, label, tone) => {
    expect(describeMailboxState(state, code)).toMatchObject({ label, tone });
  });

  it("says what to do for every error, with the service's message first", () => {
    expect(describeMailboxState("error", "authentication", "Invalid username or password.").detail).toBe(
      "Invalid username or password. — The mailbox refused the sign-in (wrong password or access withdrawn). Disconnect it and connect again with the right password.",
    );
    expect(describeMailboxState("error", "connection").detail).toMatch(/server name, port and TLS/);
    expect(describeMailboxState("error", "something-new").detail).toMatch(/unexpected problem/);
  });
});

describe("IMAP defaults", () => {
  it.each([
    ["me@icloud.com", { host: "imap.mail.me.com", port: 993, secure: true }],
    ["Me@Fastmail.com", { host: "imap.fastmail.com", port: 993, secure: true }],
    ["alex@demo.milepost.test", { host: "imap.demo.milepost.test", port: 993, secure: true }],
    ["sam@example.org", { host: "imap.example.org", port: 993, secure: true }],
    ["no-at-sign", { host: "", port: 993, secure: true }],
  ])("%s", (address, defaults) => {
    expect(imapDefaultsFor(address)).toEqual(defaults);
  });
});
