import { describe, expect, it } from "vitest";
import { manualBalanceInput } from "./manual-balance-schema";

const base = { programCode: "chase", balance: "100,000", expirationDate: "", owner: "" };

describe("typed-in balance input", () => {
  it.each([
    ["separators are read", { balance: "100,000" }, { balance: 100_000, owner: null, expirationDate: null }],
    ["a number is accepted", { balance: 45000 }, { balance: 45_000 }],
    ["“me” is the user", { owner: " Me " }, { owner: null }],
    ["a household member by name", { owner: "Sam" }, { owner: "Sam" }],
    ["a real day", { expirationDate: "2027-02-28" }, { expirationDate: "2027-02-28" }],
    [
      "absent optional fields are none",
      { expirationDate: undefined, owner: undefined },
      { expirationDate: null, owner: null },
    ],
  ])("%s", (_name, patch, want) => {
    const r = manualBalanceInput.safeParse({ ...base, ...patch });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject(want);
  });

  it.each([
    ["negative balance", { balance: "-5" }, "balance", "A balance cannot be negative"],
    [
      "absurd balance",
      { balance: "1,000,000,000" },
      "balance",
      "That is more than any program holds: at most 100,000,000",
    ],
    ["not a number", { balance: "lots" }, "balance", "Enter a whole number of points or miles, like 45,000"],
    ["fractions", { balance: "10.5" }, "balance", "Enter a whole number of points or miles, like 45,000"],
    ["empty balance", { balance: "" }, "balance", "Enter a balance"],
    ["unknown program", { programCode: "Moon Miles" }, "programCode", "Choose a program from the list"],
    ["impossible day", { expirationDate: "2027-02-30" }, "expirationDate", "Enter a real date (YYYY-MM-DD)"],
    ["long owner", { owner: "x".repeat(61) }, "owner", "Use at most 60 characters"],
  ])("refuses %s by its field", (_name, patch, field, message) => {
    const r = manualBalanceInput.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
