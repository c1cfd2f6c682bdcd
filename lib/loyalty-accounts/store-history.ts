// Applies one result's history object to the stored rows (main account and sub-accounts), in the
// callback's transaction. The merge rules are in merge-history.ts.
import "server-only";
import type { Tx } from "@/lib/callbacks/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { HistoryIn } from "@/lib/services/loyalty/result-schema";
import { planHistoryMerge, prepareRows } from "./merge-history";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

async function applyTo(tx: Tx, accountId: string, subAccountCode: string, range: HistoryIn["range"], rows: HistoryIn["rows"], columns: { name: string; kind: string }[]) {
  const incoming = prepareRows(rows, columns);
  const stored =
    range === "incremental"
      ? (await tx.loyaltyHistoryRow.findMany({ where: { accountId, subAccountCode, postingDate: { gte: minDate(incoming) } }, select: { postingDate: true, rowKey: true } })).map(
          (r) => ({ postingDate: day(r.postingDate), rowKey: r.rowKey }),
        )
      : [];
  const plan = planHistoryMerge(range, incoming, stored);
  if (plan.deleteAll) await tx.loyaltyHistoryRow.deleteMany({ where: { accountId, subAccountCode } });
  else if (plan.deleteFrom) await tx.loyaltyHistoryRow.deleteMany({ where: { accountId, subAccountCode, postingDate: { gte: new Date(plan.deleteFrom) } } });
  if (plan.insert.length === 0) return;
  await tx.loyaltyHistoryRow.createMany({
    data: plan.insert.map((r) => ({
      accountId,
      subAccountCode,
      postingDate: r.postingDate ? new Date(r.postingDate) : null,
      position: r.position,
      rowKey: r.rowKey,
      miles: r.miles,
      fields: r.fields as Prisma.InputJsonValue,
    })),
  });
}

function minDate(rows: { postingDate: string | null }[]): Date | undefined {
  const dates = rows.map((r) => r.postingDate).filter((d): d is string => d !== null).sort();
  return dates[0] ? new Date(dates[0]) : undefined;
}

export async function storeHistory(tx: Tx, accountId: string, history: HistoryIn, columns: { name: string; kind: string }[]) {
  await applyTo(tx, accountId, "", history.range, history.rows, columns);
  const subs = history.subAccounts ?? [];
  for (const sub of subs) await applyTo(tx, accountId, sub.code, history.range, sub.rows, columns);
  // A complete reply without a sub-account means it has no rows any more.
  if ((history.range ?? "complete") === "complete")
    await tx.loyaltyHistoryRow.deleteMany({ where: { accountId, subAccountCode: { notIn: ["", ...subs.map((s) => s.code)] } } });
}
