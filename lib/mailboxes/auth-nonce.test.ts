import { describe, expect, it } from "vitest";
import { AUTH_NONCE_TTL_MS, hashNonce, newNonce, nonceMatchesCookie, refuseAttempt } from "./auth-nonce";

const now = new Date("2026-11-23T12:00:00Z");
const fresh = { userId: "u1", expiresAt: new Date(now.getTime() + AUTH_NONCE_TTL_MS), usedAt: null };

describe("mailbox sign-in nonce", () => {
  it("is long, random and stored only as a hash", () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newNonce()).not.toBe(a);
    expect(hashNonce(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashNonce(a)).not.toContain(a);
  });

  it.each([
    ["the same nonce", "abc", "abc", true],
    ["a different nonce", "abc", "abd", false],
    ["a longer one", "abc", "abcd", false],
    ["no cookie", "abc", undefined, false],
    ["no nonce in the URL", null, "abc", false],
    ["both empty", "", "", false],
  ])("URL vs cookie: %s", (_, url, cookie, ok) => {
    expect(nonceMatchesCookie(url, cookie)).toBe(ok);
  });

  it.each([
    ["a fresh attempt by its user", fresh, "u1", now, null],
    ["no stored attempt", null, "u1", now, "unknown"],
    ["another user's attempt", fresh, "u2", now, "other-user"],
    ["a used attempt (replay)", { ...fresh, usedAt: now }, "u1", now, "used"],
    ["an attempt one hour old", fresh, "u1", new Date(now.getTime() + AUTH_NONCE_TTL_MS), "expired"],
    [
      "an attempt a minute before expiry",
      fresh,
      "u1",
      new Date(now.getTime() + AUTH_NONCE_TTL_MS - 60_000),
      null,
    ],
  ])("%s", (_, attempt, userId, at, refusal) => {
    expect(refuseAttempt(attempt, userId, at)).toBe(refusal);
  });
});
