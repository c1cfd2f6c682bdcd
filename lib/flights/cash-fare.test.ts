import { describe, expect, it } from "vitest";
import { readCashFare } from "./cash-fare";

describe("readCashFare", () => {
  it.each([
    ["1250", { ok: true, amount: 1250 }],
    ["1,250.50", { ok: true, amount: 1250.5 }],
    [" 99.9 ", { ok: true, amount: 99.9 }],
    ["100,000", { ok: true, amount: 100_000 }],
    ["", { ok: true, amount: null }],
    ["   ", { ok: true, amount: null }],
    ["0", { ok: false, error: "A cash fare must be more than 0" }],
    ["100,000.01", { ok: false, error: "That is more than any fare: at most 100,000" }],
    ["-5", { ok: false, error: "Type an amount, like 1,250 or 1250.50" }],
    ["12,50", { ok: false, error: "Type an amount, like 1,250 or 1250.50" }],
    ["1.234", { ok: false, error: "Type an amount, like 1,250 or 1250.50" }],
    ["$900", { ok: false, error: "Type an amount, like 1,250 or 1250.50" }],
  ])("%j", (text, expected) => {
    expect(readCashFare(text)).toEqual(expected);
  });
});
