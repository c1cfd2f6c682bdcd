// One shared account with its properties, sub-accounts and history, as its owner's level allows.
import "server-only";
import { db } from "@/lib/db";
import {
  accountRow,
  accountSelect,
  visibleHistory,
  visibleProperties,
  visibleSubAccounts,
} from "./account-view";
import { canSeeDetails } from "./words";

export async function getBusinessAccount(userId: string, accountId: string) {
  const a = await db.businessAccount.findFirst({
    where: { id: accountId, userId },
    select: {
      ...accountSelect,
      owner: true,
      barcode: true,
      autologinUrl: true,
      updateUrl: true,
      editUrl: true,
      subAccounts: true,
      history: true,
      person: { select: { id: true, fullName: true, level: true, kind: true } },
    },
  });
  if (!a) return null;
  const level = a.person.level;
  return {
    ...accountRow(a, level),
    level,
    person: { id: a.person.id, name: a.person.fullName, kind: a.person.kind },
    owner: a.owner,
    barcode: canSeeDetails(level) ? a.barcode : null,
    links: { autologin: a.autologinUrl, update: a.updateUrl, edit: a.editUrl },
    properties: visibleProperties(a.properties, level),
    subAccounts: visibleSubAccounts(a.subAccounts, level),
    history: visibleHistory(a.history, level),
    lastChangeDate: a.lastChangeDate?.toISOString() ?? null,
  };
}
