// One of the user's accounts for its page: results, properties, program definition facts. Owner-checked.
import "server-only";
import { db } from "@/lib/db";
import { LoyaltyState } from "@/lib/service-requests/service-states";
import type { CredentialField } from "./credential-form";
import { credentialFields } from "./credential-form";
import { getProviderDefinition } from "./provider-definitions";
import { readStored } from "@/lib/validation/read-stored";
import { storedDetectedCardsSchema, storedPropertiesSchema, storedSubAccountsSchema } from "./stored-schemas";
import { maskLogin } from "./words";


export async function getAccount(userId: string, accountId: string) {
  const row = await db.loyaltyAccount.findFirst({
    where: { id: accountId, userId, service: "loyalty" },
    select: {
      id: true, providerCode: true, login: true, login2: true, login3: true, state: true, message: true, question: true,
      balance: true, previousBalance: true, expirationDate: true, neverExpires: true, eliteLevel: true, properties: true,
      subAccounts: true, detectedCards: true, lastCheckDate: true, lastRequestId: true, noItineraries: true,
    },
  });
  if (!row) return null;
  const def = await getProviderDefinition(row.providerCode).catch(() => null);
  const pending = row.lastRequestId
    ? (await db.serviceRequest.count({ where: { id: row.lastRequestId, state: LoyaltyState.Pending } })) > 0
    : false;
  const fields: CredentialField[] = def ? credentialFields(def) : [];
  return {
    id: row.id,
    providerCode: row.providerCode,
    programName: def?.displayName ?? row.providerCode,
    kind: def?.kind ?? 5,
    maskedLogin: maskLogin(row.login),
    // Non-secret identifiers for the edit form (region, last name); the login itself stays masked.
    login2: row.login2,
    login3: row.login3,
    fields,
    state: row.state,
    message: row.message,
    question: row.question,
    pending,
    balance: row.balance,
    change: row.balance != null && row.previousBalance != null ? row.balance - row.previousBalance : null,
    expirationDate: row.expirationDate?.toISOString().slice(0, 10) ?? null,
    neverExpires: row.neverExpires,
    canCheckExpiration: def?.canCheckExpiration ?? 0,
    eliteLevel: row.eliteLevel,
    eliteLevelsCount: def?.eliteLevelsCount ?? null,
    properties: readStored(storedPropertiesSchema, row.properties, `LoyaltyAccount.properties of ${row.id}`) ?? [],
    subAccounts: readStored(storedSubAccountsSchema, row.subAccounts, `LoyaltyAccount.subAccounts of ${row.id}`) ?? [],
    detectedCards: readStored(storedDetectedCardsSchema, row.detectedCards, `LoyaltyAccount.detectedCards of ${row.id}`) ?? [],
    historyColumns: def?.historyColumns ?? [],
    lastUpdated: row.lastCheckDate?.toISOString() ?? null,
    noItineraries: row.noItineraries,
  };
}
export type AccountDetail = NonNullable<Awaited<ReturnType<typeof getAccount>>>;
