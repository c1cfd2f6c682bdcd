// Whose forwarded mail is applied (issue 34 item 2), case by case.
import { describe, expect, it } from "vitest";
import { heldSender, senderKey } from "./sender-rule";

const OWN = ["Alex.Morgan@Example.com", "alex@work.example.org"];

const CASES: [
  string,
  { envelopeFrom: string | null; headerFrom: string | null },
  string | null | "accepted",
][] = [
  [
    "a manual forward from the account email",
    { envelopeFrom: "alex.morgan@example.com", headerFrom: "alex.morgan@example.com" },
    "accepted",
  ],
  [
    "an added address, other letter case",
    { envelopeFrom: "ALEX@work.example.org", headerFrom: "ALEX@work.example.org" },
    "accepted",
  ],
  [
    "an automatic forward: airline in From, the user's mailbox sub-addressed in MAIL FROM",
    {
      envelopeFrom: "alex.morgan+caf_=trips+abc=milepost.localhost@example.com",
      headerFrom: "noreply@delta.com",
    },
    "accepted",
  ],
  [
    "a relay that rewrote the envelope, the user in From",
    { envelopeFrom: "bounces-123@relay.example.net", headerFrom: "alex.morgan@example.com" },
    "accepted",
  ],
  ["a stranger", { envelopeFrom: "eve@evil.test", headerFrom: "eve@evil.test" }, "eve@evil.test"],
  [
    "a stranger forging an airline's From",
    { envelopeFrom: "eve@evil.test", headerFrom: "noreply@delta.com" },
    "eve@evil.test",
  ],
  [
    "a stranger with a sub-address",
    { envelopeFrom: "Eve+trips@Evil.test", headerFrom: null },
    "eve@evil.test",
  ],
  [
    "the null sender (a bounce), a stranger in From",
    { envelopeFrom: null, headerFrom: "eve@evil.test" },
    "eve@evil.test",
  ],
  ["no sender at all", { envelopeFrom: null, headerFrom: null }, null],
  [
    "a look-alike domain",
    { envelopeFrom: "alex.morgan@example.com.evil.test", headerFrom: null },
    "alex.morgan@example.com.evil.test",
  ],
  ["not an address", { envelopeFrom: "alex.morgan", headerFrom: "<>" }, null],
];

describe("heldSender", () => {
  it.each(CASES)("%s", (_name, claims, expected) => {
    const held = heldSender(claims, OWN);
    if (expected === "accepted") expect(held).toBeNull();
    else expect(held).toEqual({ sender: expected });
  });
  it("holds everything when the user has no addresses", () =>
    expect(heldSender({ envelopeFrom: "a@b.test", headerFrom: null }, [])).toEqual({ sender: "a@b.test" }));
});

describe("senderKey", () => {
  it.each([
    ["Alex.Morgan+Trips@Example.COM", "alex.morgan@example.com"],
    [" alex@example.com ", "alex@example.com"],
    ["+tag@example.com", null],
    ["alex@localhost", null],
    ["a b@example.com", null],
    ["", null],
  ])("%s → %s", (input, out) => expect(senderKey(input)).toBe(out));
});
