import { describe, expect, it } from "vitest";
import { formatBalance, formatCents, formatSignedAmount } from "./format";

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
});
