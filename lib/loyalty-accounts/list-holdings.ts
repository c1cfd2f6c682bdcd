// What the user holds in linked accounts, as the covering rules read it (lib/transfers/cover-price.ts,
// components/accounts/use-holdings.ts): each account with good data (its balance as of its last good
// result) and the value of a point of each of those programs. Only those fields: the flights and
// hotels pages ask for this, not for the Accounts page's cards (which are paged).
import "server-only";
import { db } from "@/lib/db";
import { balanceNumber } from "./balance-number";
import { loadProgramFacts } from "./program-facts";

export async function listHoldings(userId: string) {
  const accounts = await db.loyaltyAccount.findMany({
    where: { userId, service: "loyalty", balance: { not: null }, balanceSnapshots: { some: {} } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, providerCode: true, balance: true },
  });
  const [lastGood, facts] = await Promise.all([
    db.loyaltyBalanceSnapshot.groupBy({
      by: ["accountId"],
      where: { accountId: { in: accounts.map((a) => a.id) } },
      _max: { checkedAt: true },
    }),
    loadProgramFacts(
      userId,
      accounts.map((a) => a.providerCode),
    ),
  ]);
  const asOf = new Map(lastGood.map((g) => [g.accountId, g._max.checkedAt?.toISOString() ?? null]));
  const values: Record<string, number> = {};
  for (const [code, p] of facts) if (p.value) values[code] = p.value.value;
  return {
    accounts: accounts.flatMap((a) => {
      const at = asOf.get(a.id);
      return at ? [{ id: a.id, program: a.providerCode, balance: balanceNumber(a.balance)!, asOf: at }] : [];
    }),
    /** Point value per held program (the user's own, else the card service's, else the default table). */
    values,
  };
}
export type LinkedHoldings = Awaited<ReturnType<typeof listHoldings>>;
