"use client";
// Everything the user holds, as the covering rules read it (lib/transfers/cover-price.ts): linked
// accounts with good data (their balance as of their last good result) and typed-in balances (as of
// the day they were typed). Linked accounts' provider codes are the loyalty service's, which are the
// canonical program codes (lib/transfers/program-codes.ts).
import { useMemo } from "react";
import type { Holding, ValueOf } from "@/lib/transfers/cover-price";
import { useLinkedHoldings } from "./use-account-queries";
import { useManualBalances } from "./use-manual-balances";

/** Holdings, and the value of a point per program as the Accounts page resolved it (the user's own
 *  value, else the card service's, else the default table), for ranking ways to pay in dollars. */
export function useHoldings(): { holdings: Holding[]; valueOf: ValueOf; ready: boolean } {
  const accounts = useLinkedHoldings();
  const typed = useManualBalances();
  const holdings = useMemo(() => {
    const linked: Holding[] = (accounts.data?.accounts ?? []).map((a) => ({ ...a, owner: null }));
    const mine: Holding[] = (typed.data ?? []).map((b) => ({
      id: b.id,
      program: b.programCode,
      balance: b.balance,
      asOf: b.enteredAt,
      owner: b.owner,
    }));
    return [...linked, ...mine];
  }, [accounts.data, typed.data]);
  const valueOf = useMemo(() => {
    const values = new Map<string, number>();
    for (const [code, value] of Object.entries(accounts.data?.values ?? {})) values.set(code, value);
    for (const b of typed.data ?? []) if (b.pointValue != null) values.set(b.programCode, b.pointValue);
    // Only programs the user holds are ever spent, and each came with its resolved value: no need to
    // ship the default table to the browser for the others.
    return (program: string) => values.get(program) ?? null;
  }, [accounts.data, typed.data]);
  return { holdings, valueOf, ready: accounts.isSuccess && typed.isSuccess };
}
