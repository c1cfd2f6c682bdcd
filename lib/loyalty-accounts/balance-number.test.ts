import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { balanceChange, balanceNumber } from "@/lib/loyalty-accounts/balance-number";
import { reconstructSeries } from "@/lib/loyalty-accounts/get-balance-series";

describe("balances leave the database exact", () => {
  it("takes the change between the exact decimals", () => {
    expect(1234.56 - 1000.1).not.toBe(234.46); // what a Float column gave
    expect(balanceChange(new Prisma.Decimal("1234.56"), new Prisma.Decimal("1000.1"))).toBe(234.46);
    expect(balanceChange(new Prisma.Decimal("1"), null)).toBeNull();
    expect(balanceNumber(new Prisma.Decimal("57500.0000"))).toBe(57500);
    expect(balanceNumber(null)).toBeNull();
  });

  it("walks a fractional history back without float residue", () => {
    const days = Array.from({ length: 10 }, (_, i) => ({ date: `2030-01-${String(i + 10)}`, miles: 0.1 }));
    const series = reconstructSeries(1.5, days);
    expect(series[0]).toEqual({ date: "2030-01-10", balance: 0.6 });
    expect(series.map((p) => p.balance)).toEqual([0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5]);
  });

  it("never draws a balance below zero when the rows do not add up to it (a pending row not yet in the balance)", () => {
    // 500 now; a pending +1,639 the balance does not count yet; before it, an award that spent all.
    const series = reconstructSeries(500, [
      { date: "2026-11-18", miles: 1639 },
      { date: "2026-07-01", miles: -140_000 },
      { date: "2026-06-01", miles: 140_000 },
    ]);
    expect(series).toEqual([
      { date: "2026-06-01", balance: 138_861 },
      { date: "2026-07-01", balance: 0 },
      { date: "2026-11-18", balance: 500 },
    ]);
  });
});
