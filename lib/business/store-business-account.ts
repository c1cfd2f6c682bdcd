// One fetched account/{id}, stored over the previous copy. `indexChangeDate` is the accountsIndex
// value the fetch answered, so the next sync skips the account until the index moves again.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import type { Account } from "@/lib/services/business/export-schema";

export async function storeBusinessAccount(
  userId: string,
  accountRowId: string,
  account: Account,
  indexChangeDate: Date | null,
) {
  const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue;
  await db.businessAccount.update({
    where: { id: accountRowId, userId },
    data: {
      indexChangeDate: indexChangeDate ?? account.lastChangeDate,
      code: account.code,
      displayName: account.displayName,
      kind: account.kind,
      login: account.login,
      autologinUrl: account.autologinUrl,
      updateUrl: account.updateUrl,
      editUrl: account.editUrl,
      balanceText: account.balance,
      balanceRaw: account.balanceRaw,
      lastDetectedChange: account.lastDetectedChange,
      expirationDate: account.expirationDate,
      barcode: account.barcode,
      owner: account.owner,
      errorCode: account.errorCode,
      errorMessage: account.errorMessage,
      lastChangeDate: account.lastChangeDate,
      lastRetrieveDate: account.lastRetrieveDate,
      properties: json(account.properties),
      subAccounts: json(account.subAccounts),
      history: json(account.history),
      fetchedAt: new Date(),
      lastError: null,
      lastErrorAt: null,
      removedAt: null,
    },
  });
}

export async function recordAccountFailure(userId: string, accountRowId: string, message: string) {
  await db.businessAccount.update({
    where: { id: accountRowId, userId },
    data: { lastError: message, lastErrorAt: new Date() },
  });
}
