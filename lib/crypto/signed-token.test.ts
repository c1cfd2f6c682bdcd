// Signed tokens: the right purpose and key verify; a changed payload, signature, purpose or key does not.
import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signed-token";

const key = Buffer.alloc(32, 7);
const other = Buffer.alloc(32, 8);

describe("signed tokens", () => {
  const token = signToken("business-invite", "abc_DEF-123", key);
  it.each([
    ["the token as made", token, "business-invite", key, "abc_DEF-123"],
    ["another purpose", token, "invite-receipt", key, null],
    ["another key", token, "business-invite", other, null],
    ["a changed payload", token.replace("abc", "abd"), "business-invite", key, null],
    ["a cut signature", token.slice(0, -2), "business-invite", key, null],
    ["no signature", "abc_DEF-123", "business-invite", key, null],
    ["an empty payload", `.${token.split(".")[1]}`, "business-invite", key, null],
  ])("%s", (_what, t, purpose, k, expected) => {
    expect(verifyToken(purpose, t, k)).toBe(expected);
  });
});
