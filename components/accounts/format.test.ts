import { describe, expect, it } from "vitest";
import { formatBalance, formatCents, formatPropertyValue, formatSignedAmount } from "./format";

describe("account number formats", () => {
  it("signs history amounts with separators and tells earn from burn", () => {
    expect(formatSignedAmount("1300")).toEqual({ text: "+1,300", sign: 1 });
    expect(formatSignedAmount("-12,500")).toEqual({ text: "−12,500", sign: -1 });
    expect(formatSignedAmount("0")).toEqual({ text: "0", sign: 0 });
    expect(formatSignedAmount("n/a")).toEqual({ text: "n/a", sign: 0 });
  });
  it("gives balances their unit", () => {
    expect(formatBalance(57500, "miles")).toBe("57,500 miles");
    expect(formatBalance(null, "points")).toBe("—");
    expect(formatCents(0.0165)).toBe("1.65¢");
  });
  it("reads a property's bare calendar day as a date and leaves every other value as written", () => {
    expect(formatPropertyValue("2016-12-07")).toBe("Dec 7, 2016");
    expect(formatPropertyValue(" 2027-01-31 ")).toBe("Jan 31, 2027");
    expect(formatPropertyValue("2026-02-30")).toBe("2026-02-30");
    expect(formatPropertyValue("2026-10-27T10:00:00Z")).toBe("2026-10-27T10:00:00Z");
    expect(formatPropertyValue("Gold")).toBe("Gold");
    expect(formatPropertyValue("29,304")).toBe("29,304");
  });
});
