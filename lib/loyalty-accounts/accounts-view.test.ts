// The address reader the page and browser use (no zod) and the JSON route's schema hold the same
// rules: every case reads the same through both (a part the schema refuses falls back to its default).
import { describe, expect, it } from "vitest";
import {
  accountsViewFromParams,
  accountsViewQuery,
  DEFAULT_ACCOUNTS_VIEW,
  filterWords,
  withAccountsView,
} from "./accounts-view";
import { accountsViewSchema } from "./accounts-view-schema";

const cases: Record<string, string>[] = [
  {},
  { q: "hyatt", order: "expiring", page: "3" },
  { q: "  Flying   Blue  " },
  { q: "x".repeat(101) },
  { q: "x".repeat(100) },
  { order: "nope" },
  { order: "<script>" },
  { page: "0" },
  { page: "41" },
  { page: "40" },
  { page: "2.5" },
  { page: "" },
  { page: "abc" },
];

describe("accounts view from the address", () => {
  for (const params of cases) {
    it(`reads ${JSON.stringify(params).slice(0, 60)} as the route's schema does`, () => {
      const viaSchema = { ...DEFAULT_ACCOUNTS_VIEW };
      for (const [key, value] of Object.entries(params)) {
        const one = accountsViewSchema.safeParse({ [key]: value });
        if (one.success) Object.assign(viaSchema, { [key]: one.data[key as keyof typeof one.data] });
      }
      expect(accountsViewFromParams(params)).toEqual(viaSchema);
    });
  }

  it("keeps the first of a repeated part and ignores unknown ones", () => {
    expect(accountsViewFromParams({ order: ["value", "name"], other: "x" })).toEqual({
      ...DEFAULT_ACCOUNTS_VIEW,
      order: "value",
    });
  });

  it("writes only what differs from the default, and reads it back", () => {
    const view = { ...DEFAULT_ACCOUNTS_VIEW, order: "expiring" as const };
    expect(accountsViewQuery(view)).toBe("?order=expiring");
    const full = { q: "hyatt hotel", order: "value" as const, page: 2 };
    expect(accountsViewFromParams(Object.fromEntries(new URLSearchParams(accountsViewQuery(full))))).toEqual(
      full,
    );
    expect(accountsViewQuery(DEFAULT_ACCOUNTS_VIEW)).toBe("");
  });

  it("sets its own parts in the address and keeps the stored logins'", () => {
    expect(withAccountsView("?loginsFor=flights&page=3", { q: "", order: "value", page: 1 })).toBe(
      "?loginsFor=flights&order=value",
    );
    expect(withAccountsView("?q=x", DEFAULT_ACCOUNTS_VIEW)).toBe("");
  });

  it("folds the filter into words, ignoring case and accents", () => {
    expect(filterWords("  Société   GÉNÉRALE ")).toEqual(["societe", "generale"]);
    expect(filterWords("")).toEqual([]);
  });
});
