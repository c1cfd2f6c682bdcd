import { describe, expect, it } from "vitest";
import { PROGRAM_CODES, programInfo } from "./program-codes";
import { BANK_CURRENCIES, oldSourceMonth, TRANSFER_PARTNERS, WITHDRAWN } from "./transfer-partners";

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
      [
        "American Express",
        "Bank of America",
        "Barclays",
        "Capital One",
        "Chase",
        "Citi",
        "Discover",
        "U.S. Bank",
        "Wells Fargo",
      ].sort(),
    );
    for (const b of BANK_CURRENCIES) {
      expect(b.source.url).toMatch(/^https?:\/\//);
      expect(b.read).toMatch(DATE);
      if (!b.transfers) expect(TRANSFER_PARTNERS.filter((r) => r.bank === b.code)).toEqual([]);
    }
  });

  it("every bank that transfers has rows, and no withdrawn pair is listed", () => {
    for (const b of BANK_CURRENCIES.filter((x) => x.transfers))
      expect(
        TRANSFER_PARTNERS.some((r) => r.bank === b.code),
        b.code,
      ).toBe(true);
    for (const w of WITHDRAWN) {
      expect(
        TRANSFER_PARTNERS.find((r) => r.bank === w.bank && r.program === w.program),
        `${w.bank}→${w.program}`,
      ).toBeUndefined();
      expect(w.source).toMatch(/^https?:\/\//);
      expect(w.since).toMatch(DATE);
    }
  });

  it("a page's own date, when given, is a real date no later than the day it was read", () => {
    for (const row of TRANSFER_PARTNERS) {
      if (row.source.published === null) continue;
      expect(row.source.published, `${row.bank}→${row.program}`).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      expect(row.source.published <= row.read, `${row.bank}→${row.program}`).toBe(true);
    }
  });
});

describe("oldSourceMonth", () => {
  const row = (published: string | null, read = "2026-11-27") => ({
    source: { url: "https://example.test", title: "t", published },
    read,
  });
  it.each([
    ["a page of Dec 2017 read in 2026 is old", row("2017-12-19"), "Dec 2017"],
    ["exactly three years old is old", row("2023-11-27"), "Nov 2023"],
    ["a month short of three years is not", row("2023-12-01"), null],
    ["a month-only date", row("2019-11"), "Nov 2019"],
    ["a recent page", row("2025-07-01"), null],
    ["an undated page says nothing", row(null), null],
  ])("%s", (_name, r, want) => {
    expect(oldSourceMonth(r)).toBe(want);
  });

  it("flags the Citi rows read from the 2017 page, and not Chase's", () => {
    const citi = TRANSFER_PARTNERS.find((r) => r.bank === "citybank" && r.program === "krisflyer")!;
    expect(oldSourceMonth(citi)).toBe("Dec 2017");
    expect(
      oldSourceMonth(TRANSFER_PARTNERS.find((r) => r.bank === "chase" && r.program === "united")!),
    ).toBeNull();
  });
});
