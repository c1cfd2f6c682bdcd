// Confirmation numbers keep their printed form for display; matching still ignores case, spaces, hyphens.
import { describe, expect, it } from "vitest";
import { displayConfirmations, normalizeConfirmation } from "./confirmation-display";

describe("confirmation numbers", () => {
  it.each([
    ["a hyphen is kept", ["HQL-559102"], ["HQL-559102"]],
    [
      "the same number twice in other forms is shown once, as first seen",
      ["HQL-559102", "hql559102", "HQL 559102"],
      ["HQL-559102"],
    ],
    ["different numbers all stay, in order", ["FB-99120", "ABC123"], ["FB-99120", "ABC123"]],
    [
      "blanks and missing ones are left out; spaces are tidied",
      ["  ", null, undefined, " QW  ZRTB "],
      ["QW ZRTB"],
    ],
  ])("%s", (_what, given, shown) => {
    expect(displayConfirmations(given)).toEqual(shown);
  });

  it("compares without case, spaces or hyphens", () => {
    expect(normalizeConfirmation("hql-559 102")).toBe("HQL559102");
  });
});

describe("a merged timeline item", () => {
  it("shows the confirmation number as the booking printed it, and still merges other spellings", async () => {
    const { mergeRows } = await import("./merge-items");
    const { hotel, row } = await import("./test-rows");
    const a = row(
      hotel("Hotel Quinta", "Lisbon", "2027-03-16", "2027-03-19", {
        confirmationNumbers: [{ number: "HQL-559102" }],
      }),
    );
    const b = row(
      hotel("Hotel Quinta", "Lisbon", "2027-03-16", "2027-03-19", {
        confirmationNumbers: [{ number: "hql559102" }],
      }),
      { updatedAt: new Date("2027-03-01") },
    );
    const items = mergeRows([a, b]);
    expect(items).toHaveLength(1);
    expect(items[0]!.confirmationNumbers).toEqual(["HQL-559102"]);
  });
});
