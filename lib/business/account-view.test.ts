// A shared account's balance with its unit: the business export sends the balance as a formatted
// number and the program's type as text (spec 2 B Account: `balance`, `kind`).
import { describe, expect, it } from "vitest";
import { programKindCode } from "@/lib/loyalty-accounts/words";
import { balanceUnitOf } from "./account-view";

describe("balanceUnitOf", () => {
  it("gives a bare formatted number its program's unit, from the code, else from the type", () => {
    expect(balanceUnitOf({ code: "aa", kind: "Airline", balanceText: "75,140" })).toBe("miles");
    expect(balanceUnitOf({ code: "british", kind: "Airline", balanceText: "12,500" })).toBe("Avios");
    expect(balanceUnitOf({ code: "some-airline", kind: "airline", balanceText: "1,000" })).toBe("miles");
    expect(balanceUnitOf({ code: "some-hotel", kind: "Hotel", balanceText: "-2,500.5" })).toBe("points");
    expect(balanceUnitOf({ code: null, kind: null, balanceText: "3 014" })).toBe("points");
  });
  it("adds nothing to a text that carries its own unit, or to no balance", () => {
    expect(balanceUnitOf({ code: "giftcard", kind: "Shopping", balanceText: "$120.00" })).toBeNull();
    expect(balanceUnitOf({ code: "aa", kind: "Airline", balanceText: "2 nights" })).toBeNull();
    expect(balanceUnitOf({ code: "aa", kind: "Airline", balanceText: null })).toBeNull();
    expect(balanceUnitOf({ code: "aa", kind: "Airline", balanceText: "" })).toBeNull();
  });
});

describe("programKindCode", () => {
  it("reads a provider type as text or number, and anything else as Other", () => {
    expect(programKindCode("Airline")).toBe(1);
    expect(programKindCode(" credit card ")).toBe(6);
    expect(programKindCode("2")).toBe(2);
    expect(programKindCode("99")).toBe(5);
    expect(programKindCode("Spaceline")).toBe(5);
    expect(programKindCode(null)).toBe(5);
  });
});
