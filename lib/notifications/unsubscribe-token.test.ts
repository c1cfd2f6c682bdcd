import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "@/lib/notifications/unsubscribe-token";

const key = randomBytes(32);
/** A token signed right but for another purpose or with a payload the app never makes. */
const signed = (purpose: string, text: string) => {
  const payload = Buffer.from(text).toString("base64url");
  return `${payload}.${createHmac("sha256", key).update(`${purpose}:${payload}`).digest("base64url")}`;
};

describe("unsubscribe token", () => {
  it("names its user and kind (the signing is right: a hand-made token of the same purpose verifies)", () => {
    expect(readUnsubscribeToken(signed("notification-unsubscribe", "user-a\ndigest"), key)).toEqual({
      userId: "user-a",
      kind: "digest",
    });
    expect(readUnsubscribeToken(unsubscribeToken("user-a", "points-expiring", key), key)).toEqual({
      userId: "user-a",
      kind: "points-expiring",
    });
  });

  it("refuses a token altered for another user or kind, made with another key or purpose, or garbage", () => {
    const token = unsubscribeToken("user-a", "watch-found", key);
    const [, mac] = token.split(".");
    const forge = (payload: string) => `${Buffer.from(payload).toString("base64url")}.${mac}`;
    const cases = [
      forge("user-b\nwatch-found"), // someone else's account with Alice's signature
      forge("user-a\npoints-expiring"), // another kind
      unsubscribeToken("user-a", "watch-found", randomBytes(32)), // another server's key
      signed("calendar-feed", "user-a\nwatch-found"), // another purpose
      signed("notification-unsubscribe", "user-a\nno-such-kind"),
      signed("notification-unsubscribe", "user-a\nwatch-found\nextra"),
      `${token}.extra`,
      token.slice(0, -1),
      "",
      ".",
    ];
    for (const t of cases) expect(readUnsubscribeToken(t, key)).toBeNull();
  });
});
