// Team balances: every shared account of every person (person × program), as the owner's level allows.
import "server-only";
import { db } from "@/lib/db";
import { accountRow, accountSelect } from "./account-view";

export async function listBalances(userId: string) {
  const rows = await db.businessAccount.findMany({
    where: { userId, removedAt: null, person: { removedAt: null } },
    select: { ...accountSelect, person: { select: { id: true, fullName: true, kind: true, level: true } } },
    orderBy: [{ person: { fullName: "asc" } }, { displayName: "asc" }],
  });
  return rows.map((r) => ({ ...accountRow(r, r.person.level), personId: r.person.id, person: r.person.fullName, personKind: r.person.kind, level: r.person.level }));
}
export type BalanceRow = Awaited<ReturnType<typeof listBalances>>[number];
