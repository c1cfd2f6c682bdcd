// Issue 12 item 10: a 300-character query is refused with words, not silently cleared.
import { describe, expect, it } from "vitest";
import { readSpendQuery } from "@/lib/cards/spend-query";

describe("best-card query", () => {
  it("keeps a long query and says what is too long", () => {
    const long = "groceries ".repeat(30);
    const r = readSpendQuery(long);
    expect(r.q).toBe(long.trim());
    expect(r.problem).toMatch(/^That is 299 characters; a category or merchant name fits in 80\./);
  });

  it("accepts an ordinary query and reads the first of repeated parameters", () => {
    expect(readSpendQuery("  dining ")).toEqual({ q: "dining", problem: null });
    expect(readSpendQuery(["gas", "dining"])).toEqual({ q: "gas", problem: null });
    expect(readSpendQuery(undefined)).toEqual({ q: "", problem: null });
  });
});
