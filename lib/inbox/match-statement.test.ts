import { describe, expect, it } from "vitest";
import { fitsMasked, matchStatement, type AccountIdentity } from "./match-statement";

// [shown in the email, mask, stored on the account, matches?]
const masks: [string, string | undefined, string, boolean][] = [
  ["john@example.com", undefined, "John@Example.com", true],
  ["john@example.com", undefined, "jane@example.com", false],
  ["jo****@example.com", "center", "john@example.com", true],
  ["jo****@example.com", "center", "jane@example.com", false],
  ["jo****@example.com", "center", "jo@example.com", false],
  ["****1234", "left", "55551234", true],
  ["****1234", "left", "55554321", false],
  ["1234", "left", "55551234", true],
  ["1234", "left", "1234", false],
  ["5555", "right", "55551234", true],
  ["XXXX-XXXX-1234", "left", "9876 5432 1234", false], // squeezing is only for numbers (below)
  ["••••", "left", "55551234", false],
];

describe("fitsMasked", () => {
  it.each(masks)("%s (%s) vs %s → %s", (shown, mask, stored, expected) => {
    expect(fitsMasked(shown, mask, stored)).toBe(expected);
  });
  it("ignores spaces and dashes in numbers when asked", () => {
    expect(
      fitsMasked("XXXX-XXXX-1234", "left", "9876 5432 1234", (v) => v.toLowerCase().replace(/[\s-]/g, "")),
    ).toBe(true);
  });
});

const accounts: AccountIdentity[] = [
  { id: "a1", providerCode: "delta", login: "john@example.com", numbers: ["9012345678"] },
  { id: "a2", providerCode: "delta", login: "jane@example.com", numbers: ["9087654321"] },
  { id: "a3", providerCode: "marriott", login: "john@example.com", numbers: [] },
];

describe("matchStatement", () => {
  it("matches provider and masked login", () => {
    expect(
      matchStatement({ providerCode: "delta", login: "jo**@example.com", loginMask: "center" }, accounts).map(
        (a) => a.id,
      ),
    ).toEqual(["a1"]);
  });
  it("matches provider and masked number", () => {
    expect(
      matchStatement({ providerCode: "Delta", number: "******4321", numberMask: "left" }, accounts).map(
        (a) => a.id,
      ),
    ).toEqual(["a2"]);
  });
  it("never matches another provider's account", () => {
    expect(matchStatement({ providerCode: "united", login: "john@example.com" }, accounts)).toEqual([]);
  });
  it("needs a login or a number", () => {
    expect(matchStatement({ providerCode: "delta" }, accounts)).toEqual([]);
  });
  it("matches a number used as the login", () => {
    const byNumber: AccountIdentity[] = [{ id: "n", providerCode: "aa", login: "7AB1234", numbers: [] }];
    expect(
      matchStatement({ providerCode: "aa", number: "***1234", numberMask: "left" }, byNumber).map(
        (a) => a.id,
      ),
    ).toEqual(["n"]);
  });
});
