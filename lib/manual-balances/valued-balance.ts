// A typed-in balance as the value totals read it (lib/valuations/account-values.ts): the loyalty
// catalog's kinds (1 airline, 2 hotel, 6 credit card currency); always current data (the user typed it).
import type { ValuedAccount } from "@/lib/valuations/account-values";

const KIND = { airline: 1, hotel: 2, bank: 6 } as const;

export function valuedBalance(b: {
  programKind: keyof typeof KIND;
  balance: number;
  pointValue: number | null;
}): ValuedAccount {
  return { kind: KIND[b.programKind], balance: b.balance, pointValue: b.pointValue, status: "current" };
}
