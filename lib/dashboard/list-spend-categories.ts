// The categories the traveler spends in: the Category column (spec 2 A2 history kind, card programs
// only) of their accounts' recent history, matched by caption or kind (history-fields.ts).
// A fixed number of queries whatever the number of accounts: one definition read per program (not
// per account) and one history read for every card account together. Reading them account by
// account made the dashboard cost ~0.8 s of database round trips for a user with 100 accounts, the
// main reason it fell behind under load (bench/README.md "Fuzzing and load").
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { valueOfKind } from "@/lib/loyalty-accounts/history-fields";
import { readCachedDefinitions } from "@/lib/loyalty-accounts/provider-definitions";

export async function listSpendCategories(userId: string, limit = 400): Promise<string[]> {
  const accounts = await db.loyaltyAccount.findMany({ where: { userId, service: "loyalty" }, orderBy: { createdAt: "asc" }, select: { id: true, providerCode: true } });
  const definitions = await readCachedDefinitions([...new Set(accounts.map((a) => a.providerCode))]);
  const columnsOf = new Map(accounts.map((a) => [a.id, definitions.get(a.providerCode)?.historyColumns ?? []]));
  const cards = accounts.filter((a) => columnsOf.get(a.id)!.some((c) => c.kind === "Category"));
  if (cards.length === 0) return [];
  // The newest `limit` rows of each card account, in one statement (owner-filtered through the account).
  const rows = await db.$queryRaw<{ accountId: string; fields: { name: string; value: string }[] }[]>`
    SELECT h."accountId", h.fields FROM (
      SELECT r."accountId", r.fields,
        row_number() OVER (PARTITION BY r."accountId" ORDER BY r."postingDate" DESC NULLS LAST, r.id) AS n
      FROM "LoyaltyHistoryRow" r JOIN "LoyaltyAccount" a ON a.id = r."accountId"
      WHERE a."userId" = ${userId} AND r."accountId" IN (${Prisma.join(cards.map((c) => c.id))})
    ) h WHERE h.n <= ${limit}
    ORDER BY h."accountId", h.n`;
  const order = new Map(cards.map((c, i) => [c.id, i]));
  rows.sort((a, b) => order.get(a.accountId)! - order.get(b.accountId)!);
  const out: string[] = [];
  for (const r of rows) {
    const v = valueOfKind(r.fields, columnsOf.get(r.accountId)!, "Category");
    if (v) out.push(v);
  }
  return out;
}
