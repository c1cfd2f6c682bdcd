import { describe, expect, it } from "vitest";
import { addValueTotals, leftOutNote, pickPointValue, summarizeValues } from "./account-values";
import {
  DEFAULT_POINT_VALUES,
  VALUATION_RECORDED,
  VALUATION_SOURCE,
  balanceUnit,
  defaultPointValue,
  defaultValueSource,
} from "./default-point-values";

describe("point values", () => {
  it("prefers the traveler's own value, then the card service's, then the default table", () => {
    expect(pickPointValue(0.02, 0.015, 0.01)).toEqual({ value: 0.02, source: "yours" });
    expect(pickPointValue(null, 0.015, 0.01)).toEqual({ value: 0.015, source: "card service" });
    expect(pickPointValue(undefined, null, 0.01)).toEqual({ value: 0.01, source: "default" });
    expect(pickPointValue(null, null, null)).toBeNull();
  });
  it("ships a dated, sourced default for the major programs, in dollars per point", () => {
    expect(VALUATION_SOURCE).toMatch(/\d{4}/);
    expect(VALUATION_RECORDED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const code of ["aa", "delta", "united", "marriott", "hyatt", "amex", "chase"])
      expect(defaultPointValue(code)).toBeGreaterThan(0.001);
    expect(defaultPointValue("aa")).toBeCloseTo(0.017);
    // Every TPG row names the published copy that confirmed it; the rest say they are unverified.
    for (const v of DEFAULT_POINT_VALUES) {
      expect(Boolean(v.source) !== Boolean(v.unverified)).toBe(true);
      if (v.source) expect(v.source.url).toMatch(/^https?:\/\//);
      if (v.source) expect(v.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(DEFAULT_POINT_VALUES.map((v) => v.code)).size).toBe(DEFAULT_POINT_VALUES.length);
    expect(balanceUnit("british", 1)).toBe("Avios");
    expect(balanceUnit("unknown", 1)).toBe("miles");
    expect(balanceUnit("unknown", 2)).toBe("points");
  });
});

describe("defaultValueSource", () => {
  it.each([
    ["a first-hand table names its edition", "chase", "TPG January 2026 monthly valuations"],
    [
      "a second-hand copy says it is one",
      "united",
      "TPG March 2026, second-hand (travel-hacking-toolkit, 2026-03-21)",
    ],
    [
      "a program chart says it is unverified",
      "hertz",
      "the program's reward chart, not checked against a published source",
    ],
    ["a program without a row names the table", "unknown", VALUATION_SOURCE],
  ])("%s", (_name, code, words) => {
    expect(defaultValueSource(code)).toBe(words);
  });
});

describe("value totals", () => {
  it("adds dollars per kind and in total, and leaves out failed, unchecked and unvalued accounts with a note", () => {
    const t = summarizeValues([
      { kind: 1, balance: 100_000, pointValue: 0.0165, status: "current" },
      { kind: 1, balance: 50_000, pointValue: 0.012, status: "current" },
      { kind: 2, balance: 80_000, pointValue: 0.0084, status: "current" },
      { kind: 2, balance: 999_999, pointValue: 0.0084, status: "stale" },
      { kind: 1, balance: null, pointValue: 0.0135, status: "never" },
      { kind: 5, balance: 10, pointValue: null, status: "current" },
    ]);
    expect(t.total).toBeCloseTo(1650 + 600 + 672);
    expect(t.byKind).toEqual([
      { kind: 1, value: expect.closeTo(2250), accounts: 2 },
      { kind: 2, value: expect.closeTo(672), accounts: 1 },
    ]);
    expect(t.leftOut).toEqual({ notChecked: 1, failed: 1, noValue: 1 });
    expect(leftOutNote(t.leftOut)).toBe(
      "Leaves out 1 account not checked yet, 1 account whose last update failed, 1 account without a point value.",
    );
    expect(leftOutNote({ notChecked: 0, failed: 0, noValue: 0 })).toBeNull();
  });

  it("adds two sets of totals as if they were one list (linked from the database, typed-in here)", () => {
    const one = [
      { kind: 1, balance: 100_000, pointValue: 0.0165, status: "current" as const },
      { kind: 1, balance: null, pointValue: null, status: "never" as const },
    ];
    const two = [
      { kind: 2, balance: 80_000, pointValue: 0.0084, status: "current" as const },
      { kind: 1, balance: 50_000, pointValue: 0.012, status: "current" as const },
      { kind: 6, balance: 5, pointValue: null, status: "current" as const },
    ];
    const sum = addValueTotals(summarizeValues(one), summarizeValues(two));
    const whole = summarizeValues([...one, ...two]);
    expect(sum).toEqual({
      ...whole,
      total: expect.closeTo(whole.total),
      byKind: whole.byKind.map((k) => ({ ...k, value: expect.closeTo(k.value) })),
    });
  });
});
