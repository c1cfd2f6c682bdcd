import { describe, expect, it } from "vitest";
import { diffIndex } from "./diff-index";
import { ACCESS_LEVELS, errorCodeWords, levelFromText } from "./words";

describe("errorCode in words (spec 2 B1)", () => {
  it.each([
    [0, "Never updated"],
    [1, "Updated"],
    [2, "Invalid credentials"],
    [3, "Locked out"],
    [4, "Provider error or action needed"],
    [5, "Provider disabled"],
    [6, "Unknown update failure"],
    [7, "Password missing"],
    [8, "Disabled to prevent lockouts"],
    [9, "Updated with a warning"],
    [10, "Security question needed"],
    [11, "Update timed out"],
  ])("%i → %s", (code, label) => {
    expect(errorCodeWords(code).label).toBe(label);
  });

  it("explains 7 and 8, and names codes it does not know", () => {
    expect(errorCodeWords(7).explain).toMatch(/without its password/);
    expect(errorCodeWords(8).explain).toMatch(/lock/);
    expect(errorCodeWords(42).label).toBe("Unknown status (42)");
    expect(errorCodeWords(null).label).toBe("Not fetched yet");
  });
});

describe("access levels", () => {
  it("has the spec's four levels in order", () => {
    expect(ACCESS_LEVELS.map((l) => l.level)).toEqual([0, 1, 2, 3]);
    expect(ACCESS_LEVELS[2].explain).toBe("Read everything except passwords.");
  });
  it.each([
    ["Full control", 3],
    ["Read all except passwords", 2],
    ["Read balances and statuses", 1],
    ["Read account numbers and statuses", 0],
    ["2", 2],
    ["something new", 0],
    [null, 0],
  ])("%s → %i (unknown text is the most restrictive)", (text, level) => {
    expect(levelFromText(text)).toBe(level);
  });
});

describe("accountsIndex diff", () => {
  const d = (s: string) => new Date(s);
  it("fetches new and changed accounts, skips unchanged, marks the missing removed", () => {
    const diff = diffIndex(
      [
        { accountId: 1, lastChangeDate: d("2026-11-01T00:00:00Z") },
        { accountId: 2, lastChangeDate: d("2026-11-02T00:00:00Z") },
        { accountId: 4, lastChangeDate: d("2026-11-04T00:00:00Z") },
      ],
      [
        { accountId: 1, indexChangeDate: d("2026-11-01T00:00:00Z"), removed: false },
        { accountId: 2, indexChangeDate: d("2026-11-01T00:00:00Z"), removed: false },
        { accountId: 3, indexChangeDate: d("2026-11-01T00:00:00Z"), removed: false },
      ],
    );
    expect(diff).toEqual({ fetch: [2, 4], unchanged: [1], removed: [3] });
  });
  it("fetches a stored copy never fetched, one that came back, and an entry without a date; lists an id once", () => {
    const diff = diffIndex(
      [
        { accountId: 1, lastChangeDate: d("2026-11-01T00:00:00Z") },
        { accountId: 2, lastChangeDate: d("2026-11-01T00:00:00Z") },
        { accountId: 3, lastChangeDate: null },
        { accountId: 3, lastChangeDate: null },
      ],
      [
        { accountId: 1, indexChangeDate: null, removed: false },
        { accountId: 2, indexChangeDate: d("2026-11-01T00:00:00Z"), removed: true },
        { accountId: 5, indexChangeDate: null, removed: true },
      ],
    );
    expect(diff).toEqual({ fetch: [1, 2, 3], unchanged: [], removed: [] });
  });
});
