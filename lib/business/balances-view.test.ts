// The address reader the page and browser use (no zod) and the routes' schema hold the same rules:
// every case reads the same through both (a part the schema refuses falls back to its default).
import { describe, expect, it } from "vitest";
import {
  balancesViewFromParams,
  balancesViewQuery,
  DEFAULT_BALANCES_VIEW,
} from "@/lib/business/balances-view";
import { balancesViewSchema } from "@/lib/business/balances-view-schema";

const cases: Record<string, string>[] = [
  {},
  { kind: "Hotels", sort: "balance", dir: "desc", page: "3" },
  { kind: "  Airlines  ", person: " p-12_x " },
  { person: "a b" },
  { person: "x".repeat(65) },
  { kind: "k".repeat(101) },
  { sort: "nope" },
  { dir: "up" },
  { page: "0" },
  { page: "101" },
  { page: "2.5" },
  { page: "" },
  { page: "abc" },
  { page: "100" },
];

describe("team balances view from the address", () => {
  for (const params of cases) {
    it(`reads ${JSON.stringify(params)} as the routes' schema does`, () => {
      const viaSchema = { ...DEFAULT_BALANCES_VIEW };
      for (const [key, value] of Object.entries(params)) {
        const one = balancesViewSchema.safeParse({ [key]: value });
        if (one.success) Object.assign(viaSchema, { [key]: one.data[key as keyof typeof one.data] });
      }
      expect(balancesViewFromParams(params)).toEqual(viaSchema);
    });
  }

  it("writes only what differs from the default, and reads it back", () => {
    const view = { ...DEFAULT_BALANCES_VIEW, sort: "balance" as const, dir: "desc" as const, page: 2 };
    const query = balancesViewQuery(view);
    expect(query).toBe("?sort=balance&dir=desc&page=2");
    expect(balancesViewFromParams(Object.fromEntries(new URLSearchParams(query)))).toEqual(view);
    expect(balancesViewQuery(DEFAULT_BALANCES_VIEW)).toBe("");
  });
});
