// Balance over time for the chart. The history gives years of points (rows with a Miles/Bonus
// column): walking back from the current balance and subtracting each day's points reconstructs the
// balance at the end of each day. Balance snapshots from our own checks are added as exact points.
// The main balance pools what its sub-accounts (the cards of a card program) earn, so it walks back
// over every row; a sub-account walks back from its own balance over its own rows (snapshots are
// kept for the main balance only, so they are left out there).
import { balanceNumber } from "@/lib/loyalty-accounts/balance-number";
import "server-only";
import { db } from "@/lib/db";
import { readStored } from "@/lib/validation/read-stored";
import { storedSubAccountsSchema } from "./stored-schemas";

export type BalancePoint = { date: string; balance: number };

// Balances and history amounts are stored with at most 4 decimals (numeric(20,4)): the walk back
// runs on integers of 1/10,000 point, so a thousand fractional rows leave no float residue.
const SCALE = 10_000;
const scaled = (n: number) => Math.round(n * SCALE);

export function reconstructSeries(
  current: number,
  perDay: { date: string; miles: number }[],
): BalancePoint[] {
  const days = [...perDay].sort((a, b) => (a.date < b.date ? 1 : -1));
  const out: BalancePoint[] = [];
  let balance = scaled(current);
  for (const d of days) {
    // A balance is never below zero. The rows may not add up to it (a pending row the balance does
    // not count yet, points that expired without a row): the chart then shows zero, not a debt.
    out.push({ date: d.date, balance: Math.max(0, balance) / SCALE });
    balance -= scaled(d.miles);
  }
  return out.reverse();
}

export async function getBalanceSeries(
  userId: string,
  accountId: string,
  subAccountCode = "",
): Promise<BalancePoint[] | null> {
  const account = await db.loyaltyAccount.findFirst({
    where: { id: accountId, userId },
    select: { balance: true, subAccounts: true },
  });
  if (!account) return null;
  const subs =
    readStored(storedSubAccountsSchema, account.subAccounts, `LoyaltyAccount.subAccounts of ${accountId}`) ??
    [];
  const current = subAccountCode
    ? subs.find((s) => s.code === subAccountCode)?.balance
    : balanceNumber(account.balance);
  const [days, snaps] = await Promise.all([
    db.loyaltyHistoryRow.groupBy({
      by: ["postingDate"],
      where: {
        accountId,
        ...(subAccountCode ? { subAccountCode } : {}),
        postingDate: { not: null },
        miles: { not: null },
      },
      _sum: { miles: true },
    }),
    subAccountCode
      ? []
      : db.loyaltyBalanceSnapshot.findMany({
          where: { accountId },
          orderBy: { checkedAt: "asc" },
          select: { checkedAt: true, balance: true },
        }),
  ]);
  const series = reconstructSeries(
    current ?? 0,
    days.map((d) => ({
      date: d.postingDate!.toISOString().slice(0, 10),
      miles: balanceNumber(d._sum.miles) ?? 0,
    })),
  );
  const byDate = new Map(series.map((p) => [p.date, p.balance]));
  for (const s of snaps) byDate.set(s.checkedAt.toISOString().slice(0, 10), s.balance.toNumber());
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, balance]) => ({ date, balance }));
}
