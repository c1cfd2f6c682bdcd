// One person of the user's business with their accounts (null when not the user's).
import "server-only";
import { db } from "@/lib/db";
import { accountRow, accountSelect } from "./account-view";
import { personSelect } from "./list-people";

export async function getPerson(userId: string, personId: string) {
  const p = await db.businessPerson.findFirst({
    where: { id: personId, userId },
    select: {
      ...personSelect,
      removedAt: true,
      accounts: { select: accountSelect, orderBy: { displayName: "asc" } },
    },
  });
  if (!p) return null;
  const { accounts, ...person } = p;
  return { person, accounts: accounts.map((a) => accountRow(a, p.level)) };
}
