// Normalizes one A5 account result (spec 2) into the account, its history, balance snapshots and
// itineraries — inside the callback's (or poll's) transaction. Rules:
// - an older result never overwrites a newer one: compare checkDate with the stored lastCheckDate;
// - state 0 is "not yet": nothing to store on the account;
// - `message` is stored for users; `errorReason` is only logged;
// - rejected answers (`invalidAnswers`) are marked invalid; `browserState` is sealed and kept.
import "server-only";
import type { Tx } from "@/lib/callbacks/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { saveAccountItineraries } from "@/lib/itineraries/save-account-itineraries";
import type { AccountResult } from "@/lib/services/loyalty/result-schema";
import { hasResults, isPendingState, needsAnswer } from "@/lib/service-requests/service-states";
import { markInvalid, parseStoredAnswers } from "./account-answers";
import { readCachedDefinition } from "./provider-definitions";
import { readDate, realDay } from "@/lib/validation/read-date";
import { sealSecret } from "./seal";
import { storeHistory } from "./store-history";

export type StoreOutcome = "stored" | "stale" | "pending" | "unknown-account";

const json = (v: unknown) => v as Prisma.InputJsonValue;

export async function storeAccountResult(tx: Tx, accountId: string, result: AccountResult): Promise<StoreOutcome> {
  if (isPendingState(result.state)) return "pending";
  const account = await tx.loyaltyAccount.findUnique({
    where: { id: accountId },
    select: { id: true, userId: true, providerCode: true, lastCheckDate: true, balance: true, answers: true },
  });
  if (!account) return "unknown-account";
  // An unreadable checkDate counts as absent: the check is dated now.
  const checkDate = readDate(result.checkDate) ?? new Date();
  if (account.lastCheckDate && checkDate < account.lastCheckDate) return "stale";
  if (result.errorReason) console.info(`[loyalty] account ${accountId} state ${result.state}: ${result.errorReason}`);

  const data: Prisma.LoyaltyAccountUpdateInput = {
    state: result.state,
    message: result.message ?? null,
    question: needsAnswer(result.state) ? (result.question ?? null) : null,
    lastCheckDate: checkDate,
  };
  if (result.invalidAnswers?.length) data.answers = json(markInvalid(parseStoredAnswers(account.answers), result.invalidAnswers));
  if (result.browserState) data.browserStateSealed = sealSecret(result.browserState);
  if (result.filesVersion !== undefined) data.filesVersion = result.filesVersion;

  const retrieved = hasResults(result.state);
  if (retrieved) {
    if (typeof result.balance === "number") {
      data.balance = result.balance;
      data.previousBalance = account.balance;
      await tx.loyaltyBalanceSnapshot.create({ data: { accountId, checkedAt: checkDate, balance: result.balance } });
    }
    data.expirationDate = readDate(realDay(result.expirationDate));
    data.neverExpires = result.neverExpires === true;
    data.eliteLevel = result.eliteLevel ?? null;
    if (result.properties) data.properties = json(result.properties);
    if (result.subAccounts) data.subAccounts = json(result.subAccounts);
    if (result.detectedCards) data.detectedCards = json(result.detectedCards);
    if (result.noItineraries !== undefined) data.noItineraries = result.noItineraries;
    if (result.history) {
      const def = await readCachedDefinition(account.providerCode, tx);
      await storeHistory(tx, accountId, result.history, def?.historyColumns ?? []);
      if (result.history.state) data.historyState = result.history.state;
    }
    if (result.itineraries?.length)
      await saveAccountItineraries(tx, { userId: account.userId, accountId }, result.itineraries, checkDate);
  }
  await tx.loyaltyAccount.update({ where: { id: accountId }, data });
  return "stored";
}
