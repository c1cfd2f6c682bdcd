import { describe, expect, it } from "vitest";
import { canBookWith, programReach, reachWords } from "./program-reach";
import { TRANSFER_PARTNERS } from "./transfer-partners";

const h = (program: string, balance: number) => ({
  id: program,
  program,
  balance,
  asOf: "2026-11-27",
  owner: null,
});

describe("programReach", () => {
  it.each([
    [
      "own balance and a bank that reaches it",
      "united",
      [h("united", 45_000), h("chase", 100_000)],
      "You have 45,000 miles · reachable by transfer from Chase (1:1)",
    ],
    ["only a bank", "hhonors", [h("amex", 10_000)], "reachable by transfer from Amex (1:2)"],
    ["a bank that does not reach it", "delta", [h("chase", 100_000)], null],
    ["nothing held", "united", [], null],
  ])("%s", (_n, program, holdings, words) => {
    const r = programReach(program, holdings, TRANSFER_PARTNERS);
    expect(reachWords(program, r)).toBe(words);
    expect(canBookWith(r)).toBe(words !== null);
  });
});
