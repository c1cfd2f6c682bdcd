// One page of an account's history rows (newest first), owner-checked. Sub-account "" = main account.
import "server-only";
import { db } from "@/lib/db";
import { readStored } from "@/lib/validation/read-stored";
import { storedHistoryFieldsSchema } from "./stored-schemas";

// Stored rows are the fields as delivered (result-schema.ts): read them through a schema, not a cast.

export const HISTORY_PAGE_SIZE = 25;

export async function listHistory(userId: string, accountId: string, page: number, subAccountCode = "") {
  const owned = await db.loyaltyAccount.count({ where: { id: accountId, userId } });
  if (!owned) return null;
  const where = { accountId, subAccountCode };
  const [total, rows, subs] = await Promise.all([
    db.loyaltyHistoryRow.count({ where }),
    db.loyaltyHistoryRow.findMany({
      where,
      orderBy: [{ postingDate: { sort: "desc", nulls: "last" } }, { position: "asc" }, { id: "asc" }],
      skip: (page - 1) * HISTORY_PAGE_SIZE,
      take: HISTORY_PAGE_SIZE,
      select: { id: true, fields: true },
    }),
    db.loyaltyHistoryRow.groupBy({ by: ["subAccountCode"], where: { accountId } }),
  ]);
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
    total,
    subAccountCodes: subs.map((s) => s.subAccountCode).sort(),
    rows: rows.map((r) => ({
      id: r.id.toString(),
      fields: readStored(storedHistoryFieldsSchema, r.fields, `LoyaltyHistoryRow.fields of ${r.id}`),
    })),
  };
}
