// The signed-in user's typed-in balances, valued like linked accounts (the user's own value, else the
// card service's, else the default table: lib/valuations/load-point-value-resolver.ts).
import "server-only";
import { db } from "@/lib/db";
import { programInfo } from "@/lib/transfers/program-codes";
import { loadPointValueResolver } from "@/lib/valuations/load-point-value-resolver";

export type ManualBalanceSummary = Awaited<ReturnType<typeof listManualBalances>>[number];

export async function listManualBalances(userId: string) {
  const [rows, resolveValue] = await Promise.all([
    db.manualBalance.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        programCode: true,
        balance: true,
        expirationDate: true,
        owner: true,
        enteredAt: true,
      },
    }),
    loadPointValueResolver(userId),
  ]);
  return rows.map((r) => {
    const info = programInfo(r.programCode);
    const value = resolveValue(r.programCode, [info?.name]);
    return {
      id: r.id,
      programCode: r.programCode,
      programName: info?.name ?? r.programCode,
      programKind: info?.kind ?? "airline",
      unit: info?.unit ?? "points",
      balance: r.balance,
      expirationDate: r.expirationDate?.toISOString().slice(0, 10) ?? null,
      owner: r.owner,
      enteredAt: r.enteredAt.toISOString(),
      pointValue: value?.value ?? null,
      pointValueSource: value?.source ?? null,
      estimatedValue: value ? r.balance * value.value : null,
    };
  });
}
