import { describe, expect, it } from "vitest";
import { PROGRAM_CODES, programInfo } from "./program-codes";
import { BANK_CURRENCIES, TRANSFER_PARTNERS } from "./transfer-partners";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

describe("transfer partners data", () => {
  it("every row names a page (URL and title) and the day it was read", () => {
    for (const row of TRANSFER_PARTNERS) {
      expect(row.source.url, `${row.bank}→${row.program}`).toMatch(/^https?:\/\/\S+$/);
      expect(row.source.title.length, `${row.bank}→${row.program}`).toBeGreaterThan(10);
      expect(row.read, `${row.bank}→${row.program}`).toMatch(DATE);
    }
  });

  it("ratios, increments and minimums are positive", () => {
    for (const row of TRANSFER_PARTNERS) {
      expect(row.ratio.from).toBeGreaterThan(0);
      expect(row.ratio.to).toBeGreaterThan(0);
      if (row.increment !== null) expect(row.increment).toBeGreaterThan(0);
      if (row.minimum !== null) expect(row.minimum).toBeGreaterThan(0);
    }
  });

  it("no program twice for one bank", () => {
    const keys = TRANSFER_PARTNERS.map((r) => `${r.bank}→${r.program}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("banks and programs are Milepost program codes, banks to non-banks", () => {
    for (const row of TRANSFER_PARTNERS) {
      expect(programInfo(row.bank)?.kind).toBe("bank");
      expect(PROGRAM_CODES).toContain(row.program);
      expect(programInfo(row.program)?.kind).not.toBe("bank");
    }
  });

  it("names each of the card service's nine banks, sourced and dated, and only transferring banks have rows", () => {
    expect(BANK_CURRENCIES.map((b) => b.bank).sort()).toEqual(
      ["American Express", "Bank of America", "Barclays", "Capital One", "Chase", "Citi", "Discover", "U.S. Bank", "Wells Fargo"].sort(),
    );
    for (const b of BANK_CURRENCIES) {
      expect(b.source.url).toMatch(/^https?:\/\//);
      expect(b.read).toMatch(DATE);
      if (!b.transfers) expect(TRANSFER_PARTNERS.filter((r) => r.bank === b.code)).toEqual([]);
    }
  });
});
