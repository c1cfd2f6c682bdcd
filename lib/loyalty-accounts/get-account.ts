// One of the user's accounts for its page: results, properties, program definition facts. Owner-checked.
import { balanceChange, balanceNumber } from "@/lib/loyalty-accounts/balance-number";
import "server-only";
import { db } from "@/lib/db";
import { LoyaltyState } from "@/lib/service-requests/service-states";
import type { CredentialField } from "./credential-form";
import { credentialFields } from "./credential-form";
import { balanceUnit } from "@/lib/valuations/default-point-values";
import { loadPointValueResolver } from "@/lib/valuations/load-point-value-resolver";
import { accountLabel, dataStatus } from "./account-facts";
import { answerStateFor } from "./answer-state";
import { getProviderDefinition } from "./provider-definitions";
import { readStored } from "@/lib/validation/read-stored";
import { storedDetectedCardsSchema, storedPropertiesSchema, storedSubAccountsSchema } from "./stored-schemas";
import { maskLogin } from "./words";

export async function getAccount(userId: string, accountId: string) {
  const row = await db.loyaltyAccount.findFirst({
    where: { id: accountId, userId, service: "loyalty" },
    select: {
      id: true,
      providerCode: true,
      login: true,
      login2: true,
      login3: true,
      state: true,
      message: true,
      question: true,
      balance: true,
      previousBalance: true,
      expirationDate: true,
      neverExpires: true,
      eliteLevel: true,
      properties: true,
      subAccounts: true,
      detectedCards: true,
      lastCheckDate: true,
      lastRequestId: true,
      noItineraries: true,
      answers: true,
    },
  });
  if (!row) return null;
  const [def, pendingCount, lastGood, resolveValue] = await Promise.all([
    getProviderDefinition(row.providerCode).catch(() => null),
    row.lastRequestId
      ? db.serviceRequest.count({ where: { id: row.lastRequestId, state: LoyaltyState.Pending } })
      : 0,
    db.loyaltyBalanceSnapshot.findFirst({
      where: { accountId: row.id },
      orderBy: { checkedAt: "desc" },
      select: { checkedAt: true },
    }),
    loadPointValueResolver(userId),
  ]);
  const pending = pendingCount > 0;
  const fields: CredentialField[] = def ? credentialFields(def) : [];
  const properties =
    readStored(storedPropertiesSchema, row.properties, `LoyaltyAccount.properties of ${row.id}`) ?? [];
  const lastGoodAt = lastGood?.checkedAt.toISOString() ?? null;
  const status = dataStatus(row.state, lastGoodAt);
  const known = status !== "never";
  const kind = def?.kind ?? 5;
  const value = resolveValue(row.providerCode, [def?.programName, def?.displayName]);
  return {
    id: row.id,
    providerCode: row.providerCode,
    programName: def?.displayName ?? row.providerCode,
    kind,
    unit: balanceUnit(row.providerCode, kind),
    maskedLogin: maskLogin(row.login),
    label: accountLabel(properties, maskLogin(row.login)),
    status,
    lastGoodAt,
    pointValue: value?.value ?? null,
    pointValueSource: value?.source ?? null,
    estimatedValue: value && known && row.balance != null ? row.balance.toNumber() * value.value : null,
    answerState: answerStateFor(row.answers, row.state === LoyaltyState.Question ? row.question : null),
    // Non-secret identifiers for the edit form (region, last name); the login itself stays masked.
    login2: row.login2,
    login3: row.login3,
    fields,
    state: row.state,
    message: row.message,
    question: row.question,
    pending,
    balance: known ? balanceNumber(row.balance) : null,
    change: status === "current" ? balanceChange(row.balance, row.previousBalance) : null,
    expirationDate: known ? (row.expirationDate?.toISOString().slice(0, 10) ?? null) : null,
    neverExpires: known && row.neverExpires,
    canCheckExpiration: def?.canCheckExpiration ?? 0,
    eliteLevel: row.eliteLevel,
    eliteLevelsCount: def?.eliteLevelsCount ?? null,
    properties: known ? properties : [],
    subAccounts:
      readStored(storedSubAccountsSchema, row.subAccounts, `LoyaltyAccount.subAccounts of ${row.id}`) ?? [],
    detectedCards:
      readStored(storedDetectedCardsSchema, row.detectedCards, `LoyaltyAccount.detectedCards of ${row.id}`) ??
      [],
    historyColumns: def?.historyColumns ?? [],
    // When the latest result (good or not) arrived: the version key for the chart and the history.
    lastUpdated: row.lastCheckDate?.toISOString() ?? null,
    noItineraries: row.noItineraries,
  };
}
export type AccountDetail = NonNullable<Awaited<ReturnType<typeof getAccount>>>;
