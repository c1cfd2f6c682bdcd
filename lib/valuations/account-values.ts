// Value of points, per account, per kind and in total (pure). Points of different programs are never
// added together: only their dollar values are. An account is left out of the totals unless its latest
// result is good data (issue 12 item 3); the totals say how many were left out and why.
import type { DataStatus } from "@/lib/loyalty-accounts/account-facts";

export type ValueSource = "yours" | "card service" | "default";

/** Which value per point applies: the traveler's own, else the card service's, else the default table. */
export function pickPointValue(
  own: number | null | undefined,
  service: number | null | undefined,
  fallback: number | null | undefined,
): { value: number; source: ValueSource } | null {
  if (own != null) return { value: own, source: "yours" };
  if (service != null) return { value: service, source: "card service" };
  if (fallback != null) return { value: fallback, source: "default" };
  return null;
}

export type ValuedAccount = {
  kind: number;
  balance: number | null;
  pointValue: number | null;
  status: DataStatus;
};
export type ValueTotals = {
  total: number;
  byKind: { kind: number; value: number; accounts: number }[];
  counted: number;
  leftOut: { notChecked: number; failed: number; noValue: number };
};

export function summarizeValues(accounts: ValuedAccount[]): ValueTotals {
  const byKind = new Map<number, { value: number; accounts: number }>();
  const leftOut = { notChecked: 0, failed: 0, noValue: 0 };
  let total = 0;
  let counted = 0;
  for (const a of accounts) {
    if (a.status === "never") leftOut.notChecked++;
    else if (a.status === "stale") leftOut.failed++;
    else if (a.pointValue == null || a.balance == null) leftOut.noValue++;
    else {
      const value = a.balance * a.pointValue;
      total += value;
      counted++;
      const k = byKind.get(a.kind) ?? { value: 0, accounts: 0 };
      byKind.set(a.kind, { value: k.value + value, accounts: k.accounts + 1 });
    }
  }
  return {
    total,
    counted,
    leftOut,
    byKind: [...byKind.entries()].sort(([a], [b]) => a - b).map(([kind, v]) => ({ kind, ...v })),
  };
}

/** Two sets of totals as one (the linked accounts' from PostgreSQL and the typed-in balances'). */
export function addValueTotals(a: ValueTotals, b: ValueTotals): ValueTotals {
  const byKind = new Map(a.byKind.map((k) => [k.kind, { ...k }]));
  for (const k of b.byKind) {
    const seen = byKind.get(k.kind);
    byKind.set(
      k.kind,
      seen ? { kind: k.kind, value: seen.value + k.value, accounts: seen.accounts + k.accounts } : { ...k },
    );
  }
  return {
    total: a.total + b.total,
    counted: a.counted + b.counted,
    leftOut: {
      notChecked: a.leftOut.notChecked + b.leftOut.notChecked,
      failed: a.leftOut.failed + b.leftOut.failed,
      noValue: a.leftOut.noValue + b.leftOut.noValue,
    },
    byKind: [...byKind.values()].sort((x, y) => x.kind - y.kind),
  };
}

/** The note under a total: which accounts it leaves out, in words; null when none. */
export function leftOutNote(leftOut: ValueTotals["leftOut"]): string | null {
  const parts: string[] = [];
  const n = (c: number, one: string, many: string) => `${c} ${c === 1 ? one : many}`;
  if (leftOut.notChecked) parts.push(`${n(leftOut.notChecked, "account", "accounts")} not checked yet`);
  if (leftOut.failed) parts.push(`${n(leftOut.failed, "account", "accounts")} whose last update failed`);
  if (leftOut.noValue) parts.push(`${n(leftOut.noValue, "account", "accounts")} without a point value`);
  return parts.length ? `Leaves out ${parts.join(", ")}.` : null;
}
