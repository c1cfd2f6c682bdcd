// The categories the traveler spends in: the Category column (spec 2 A2 history kind, card programs
// only) of their accounts' recent history, matched by caption or kind (history-fields.ts).
import "server-only";
import { db } from "@/lib/db";
import { valueOfKind } from "@/lib/loyalty-accounts/history-fields";
import { readCachedDefinition } from "@/lib/loyalty-accounts/provider-definitions";

export async function listSpendCategories(userId: string, limit = 400): Promise<string[]> {
  const accounts = await db.loyaltyAccount.findMany({ where: { userId, service: "loyalty" }, select: { id: true, providerCode: true } });
  const out: string[] = [];
  for (const a of accounts) {
    const def = await readCachedDefinition(a.providerCode);
    const columns = def?.historyColumns ?? [];
    if (!columns.some((c) => c.kind === "Category")) continue;
    const rows = await db.loyaltyHistoryRow.findMany({ where: { accountId: a.id }, orderBy: { postingDate: { sort: "desc", nulls: "last" } }, take: limit, select: { fields: true } });
    for (const r of rows) {
      const v = valueOfKind(r.fields as { name: string; value: string }[], columns, "Category");
      if (v) out.push(v);
    }
  }
  return out;
}
